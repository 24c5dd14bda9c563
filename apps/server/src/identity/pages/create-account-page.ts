import { passwordMinLength } from '@freight/domain/password-policy';
import { html } from './html';
import { errorSummary, input, languageField, renderLayout, type FieldError } from './layout';
import type { PageContext } from './page-context';

export type CreateAccountPageData = {
  firstName?: string;
  lastName?: string;
  email?: string;
  errors?: FieldError[];
};

export function renderCreateAccountPage(page: PageContext, data: CreateAccountPageData = {}): string {
  const { t, language } = page;
  const errors = data.errors ?? [];
  return renderLayout({
    language,
    t,
    title: t('signUp.title'),
    switchLanguageHref: page.switchLanguageHref,
    body: html`${errorSummary(t, errors)}
      <form method="post" action="${page.base}/create-account" novalidate>
        ${languageField(language)}
        ${input({ name: 'firstName', label: t('field.firstName'), type: 'text', autocomplete: 'given-name', value: data.firstName, errors })}
        ${input({ name: 'lastName', label: t('field.lastName'), type: 'text', autocomplete: 'family-name', value: data.lastName, errors })}
        ${input({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: data.email, errors })}
        ${input({
          name: 'password',
          label: t('field.password'),
          type: 'password',
          autocomplete: 'new-password',
          hint: t('password.hint', { min: passwordMinLength }),
          errors,
        })}
        ${input({ name: 'confirmPassword', label: t('field.confirmPassword'), type: 'password', autocomplete: 'new-password', errors })}
        <div class="actions"><button type="submit">${t('signUp.submit')}</button></div>
      </form>
      <div class="links">
        <p>${t('signUp.haveAccount')} <a href="${page.base}?lang=${language}">${t('signUp.signIn')}</a></p>
      </div>`,
  });
}
