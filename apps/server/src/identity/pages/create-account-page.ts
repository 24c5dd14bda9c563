import { html } from './html';
import { errorSummary, input, languageField, notice, renderLayout, type FieldError } from './layout';
import type { PageContext } from './page-context';

export type CreateAccountPageData = {
  firstName?: string;
  lastName?: string;
  email?: string;
  errors?: FieldError[];
  /** What the page says once the form is accepted, whether the e-mail was new or not. */
  sent?: string;
};

/** Create account: names and e-mail; the password is chosen from the link the mail carries. */
export function renderCreateAccountPage(page: PageContext, data: CreateAccountPageData = {}): string {
  const { t, language } = page;
  const errors = data.errors ?? [];
  const form = html`<form method="post" action="${page.base}/create-account" novalidate>
    ${languageField(language)}
    ${input({ name: 'firstName', label: t('field.firstName'), type: 'text', autocomplete: 'given-name', value: data.firstName, errors })}
    ${input({ name: 'lastName', label: t('field.lastName'), type: 'text', autocomplete: 'family-name', value: data.lastName, errors })}
    ${input({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: data.email, errors })}
    <div class="actions"><button type="submit">${t('signUp.submit')}</button></div>
  </form>`;
  return renderLayout({
    language,
    t,
    title: t('signUp.title'),
    switchLanguageHref: page.switchLanguageHref,
    body: html`${notice(data.sent)}${errorSummary(t, errors)}${data.sent ? '' : form}
      <div class="links">
        <p>${t('signUp.haveAccount')} <a href="${page.base}?lang=${language}">${t('signUp.signIn')}</a></p>
      </div>`,
  });
}
