import { html } from './html';
import { errorSummary, input, languageField, notice, renderLayout, type FieldError } from './layout';
import type { PageContext } from './page-context';

export type SignInPageData = { email?: string; errors?: FieldError[]; notice?: string };

export function renderSignInPage(page: PageContext, data: SignInPageData = {}): string {
  const { t, language } = page;
  const errors = data.errors ?? [];
  return renderLayout({
    language,
    t,
    title: t('signIn.title'),
    switchLanguageHref: page.switchLanguageHref,
    body: html`${notice(data.notice)}${errorSummary(t, errors)}
      <form method="post" action="${page.base}/sign-in" novalidate>
        ${languageField(language)}
        ${input({ name: 'email', label: t('field.email'), type: 'email', autocomplete: 'username', value: data.email, errors })}
        ${input({ name: 'password', label: t('field.password'), type: 'password', autocomplete: 'current-password', errors })}
        <div class="actions"><button type="submit">${t('signIn.submit')}</button></div>
      </form>
      <div class="links">
        <p><a href="${page.base}/forgot-password?lang=${language}">${t('signIn.forgot')}</a></p>
        <p>
          ${t('signIn.noAccount')}
          <a href="${page.base}/create-account?lang=${language}">${t('signIn.createAccount')}</a>
        </p>
      </div>`,
  });
}
