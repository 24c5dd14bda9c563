import { html, type SafeHtml } from './html';
import { notice, renderLayout } from './layout';
import type { PageContext } from './page-context';

export type MessagePageData = {
  title: string;
  message: string;
  /** A link onwards (start again, go to sign in). */
  link?: { href: string; label: string };
  /** Extra markup under the message (the logout form). */
  extra?: SafeHtml;
  /** Announce the message as an alert (errors) rather than as a status. */
  isError?: boolean;
};

/** Pages that only say something: errors, password changed, signed out, signing out. */
export function renderMessagePage(page: PageContext, data: MessagePageData): string {
  const message = data.isError ? html`<p role="alert">${data.message}</p>` : notice(data.message);
  return renderLayout({
    language: page.language,
    t: page.t,
    title: data.title,
    switchLanguageHref: page.switchLanguageHref,
    body: html`${message}${data.extra ?? ''}${
      data.link ? html`<p><a class="button" href="${data.link.href}">${data.link.label}</a></p>` : ''
    }`,
  });
}
