import { passwordMinLength } from '@freight/domain/password-policy';
import { html } from './html';
import { errorSummary, input, languageField, renderLayout, type FieldError } from './layout';
import type { PageContext } from './page-context';

export type ResetPasswordPageData = {
  /** Where the form posts. */
  action: string;
  /** The reset token, when the page is the reset-required step of a sign-in (not in the address then). */
  token?: string;
  /** Address of the Cancel button's form; only the reset-required step has one. */
  cancelAction?: string;
  intro?: string;
  errors?: FieldError[];
};

export function renderResetPasswordPage(page: PageContext, data: ResetPasswordPageData): string {
  const { t, language } = page;
  const errors = data.errors ?? [];
  const token = data.token ? html`<input type="hidden" name="token" value="${data.token}" />` : '';
  return renderLayout({
    language,
    t,
    title: t('reset.title'),
    switchLanguageHref: page.switchLanguageHref,
    body: html`${errorSummary(t, errors)}${data.intro ? html`<p>${data.intro}</p>` : ''}
      <form method="post" action="${data.action}" novalidate>
        ${languageField(language)}${token}
        ${input({
          name: 'password',
          label: t('field.newPassword'),
          type: 'password',
          autocomplete: 'new-password',
          hint: t('password.hint', { min: passwordMinLength }),
          errors,
        })}
        ${input({ name: 'confirmPassword', label: t('field.confirmNewPassword'), type: 'password', autocomplete: 'new-password', errors })}
        <div class="actions">
          <button type="submit">${t('reset.submit')}</button>${
            data.cancelAction
              ? html`<button type="submit" class="secondary" form="cancel-reset">
                  ${t('reset.cancel')}
                </button>`
              : ''
          }
        </div>
      </form>
      ${
        data.cancelAction
          ? html`<form id="cancel-reset" method="post" action="${data.cancelAction}">
              ${languageField(language)}${token}
            </form>`
          : ''
      }`,
  });
}
