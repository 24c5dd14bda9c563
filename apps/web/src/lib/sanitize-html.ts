import DOMPurify from 'dompurify';

/**
 * Rich text written outside the app (a source system's contact details, D1-2.29; content entries such
 * as the home banner), safe to insert: scripts, event handlers, forms and frames are removed, and links
 * open in a new tab without the opener.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of clean.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
