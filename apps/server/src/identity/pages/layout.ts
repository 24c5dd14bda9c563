import type { Language, Translate } from '../i18n';
import { html, trusted, type SafeHtml } from './html';

// Mobile-first, no external assets, works without JavaScript; focus is always visible.
const styles = trusted(`
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f1f3f5}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#1c3d5a;color:#fff}
header .brand{font-weight:700}
header a{color:#fff}
main{max-width:28rem;margin:24px auto;padding:24px 20px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.6rem;margin:0 0 16px}
p{margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 4px}
.field{margin:0 0 16px}
.hint{display:block;color:#495057;font-size:.9rem;margin:0 0 4px}
.field-error{display:block;color:#b00020;font-weight:600;margin:0 0 4px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;font:inherit;border:2px solid #495057;border-radius:4px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b00020}
button,.button{display:inline-block;min-height:44px;padding:10px 20px;font:inherit;font-weight:600;border:2px solid #1c3d5a;border-radius:4px;background:#1c3d5a;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#fff;color:#1c3d5a}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0 16px}
a{color:#1c3d5a}
:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.error-summary{border:3px solid #b00020;border-radius:4px;padding:12px 16px;margin:0 0 16px}
.error-summary h2{font-size:1.1rem;margin:0 0 8px}
.error-summary ul{margin:0;padding-left:20px}
.error-summary a{color:#b00020;font-weight:600}
.notice{border-left:6px solid #1c3d5a;background:#e7f0f7;padding:12px 16px;margin:0 0 16px}
.links p{margin:0 0 8px}
@media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none}}
`);

export type FieldError = { field: string; message: string };

export type PageOptions = {
  language: Language;
  t: Translate;
  title: string;
  /** The address of this page in the other language (it sets the lang cookie). */
  switchLanguageHref: string;
  body: SafeHtml;
};

export function renderLayout(options: PageOptions): string {
  const { language, t } = options;
  const other = language === 'en' ? 'fr' : 'en';
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${options.title} – ${t('page.titleSuffix')}</title>
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <header>
          <span class="brand">${t('app.name')}</span>
          <nav aria-label="${t('lang.navLabel')}">
            <a href="${options.switchLanguageHref}" hreflang="${other}" lang="${other}">${t('lang.other')}</a>
          </nav>
        </header>
        <main>
          <h1>${options.title}</h1>
          ${options.body}
        </main>
      </body>
    </html>`.value;
}

/** The list of problems at the top of a form, each linking to its field; announced when it appears. */
export function errorSummary(t: Translate, errors: FieldError[]): SafeHtml {
  if (errors.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-live="assertive" tabindex="-1" autofocus>
    <h2>${t('errors.summaryTitle')}</h2>
    <ul>
      ${errors.map((error) => html`<li><a href="#${error.field}">${error.message}</a></li>`)}
    </ul>
  </div>`;
}

export function notice(message: string | undefined): SafeHtml {
  if (!message) return html``;
  return html`<div class="notice" role="status" aria-live="polite">${message}</div>`;
}

export type InputOptions = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string | undefined;
  hint?: string | undefined;
  errors: FieldError[];
  required?: boolean;
};

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function input(options: InputOptions): SafeHtml {
  const error = options.errors.find((candidate) => candidate.field === options.name);
  const describedBy = [options.hint ? `${options.name}-hint` : '', error ? `${options.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
    <label for="${options.name}">${options.label}</label>
    ${options.hint ? html`<span class="hint" id="${options.name}-hint">${options.hint}</span>` : ''}
    ${error ? html`<span class="field-error" id="${options.name}-error">${error.message}</span>` : ''}
    <input
      id="${options.name}"
      name="${options.name}"
      type="${options.type}"
      autocomplete="${options.autocomplete}"
      ${
        options.type === 'email' ? trusted(' spellcheck="false" autocapitalize="none"') : ''
      }${options.required === false ? '' : trusted(' required')}${
        error ? trusted(' aria-invalid="true"') : ''
      }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${
        options.value !== undefined && options.type !== 'password' ? html` value="${options.value}"` : ''
      }
    />
  </div>`;
}

/** Hidden field carrying the page language, so that a POST answers in the language the page was in. */
export function languageField(language: Language): SafeHtml {
  return html`<input type="hidden" name="lang" value="${language}" />`;
}
