import { html } from './html';
import { errorSummary, input, languageField, notice, renderLayout, type FieldError } from './layout';
import type { PageContext } from './page-context';

export type ForgotPasswordPageData = { email?: string; errors?: FieldError[]; sent?: string };

export function renderForgotPasswordPage(page: PageContext, data: ForgotPasswordPageData = {}): string {
  const { t, language } = page;
  const errors = data.errors ?? [];
  const form = html`<p>${t('forgot.intro')}</p>
    <form method="post" action="${page.base}/forgot-password" novalidate>
      ${languageField(language)}
      ${input({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'email', value: data.email, errors })}
      <div class="actions"><button type="submit">${t('forgot.submit')}</button></div>
    </form>`;
  return renderLayout({
    language,
    t,
    title: t('forgot.title'),
    switchLanguageHref: page.switchLanguageHref,
    body: html`${notice(data.sent)}${errorSummary(t, errors)}${data.sent ? '' : form}
      <div class="links">
        <p><a href="${page.base}?lang=${language}">${t('forgot.back')}</a></p>
      </div>`,
  });
}
