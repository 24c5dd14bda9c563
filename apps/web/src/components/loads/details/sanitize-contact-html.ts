import DOMPurify from 'dompurify';

/**
 * The contact's rich text, safe to insert (D1-2.29): it is written in a source system, so scripts,
 * event handlers, forms and frames are removed, and links open in a new tab without the opener.
 */
export function sanitizeContactHtml(html: string): string {
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
