import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { Language } from '../i18n';
import { isLanguage } from '../i18n';
import { languageCookie, pageContext, pageLanguage, signInLanguageCookie } from '../page-language';
import type { FieldError } from '../pages/layout';
import { renderMessagePage } from '../pages/message-page';
import type { PageContext } from '../pages/page-context';
import type { FieldIssue } from '../field-issues';
import type { Services } from '../../platform/services';
import { recordLogin } from '../record-login';

export type IdentityPagesOptions = { provider: Provider; services: Services; publicUrl: string };

/** Sign-in forms are the target of password guessing: far stricter than the API's limit. */
export const formPostRateLimit = (services: Services) => ({
  rateLimit: { max: services.env.SIGN_IN_RATE_LIMIT_MAX, timeWindow: 60_000 },
});

export type UidParams = { Params: { uid: string } };

/** The fields of a posted form as strings (a field sent twice counts once, anything else is empty). */
export function readForm<K extends string>(body: unknown, fields: readonly K[]): Record<K, string> {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const form = {} as Record<K, string>;
  for (const field of fields) {
    const value = source[field];
    form[field] =
      typeof value === 'string'
        ? value
        : Array.isArray(value) && typeof value[0] === 'string'
          ? value[0]
          : '';
  }
  return form;
}

export function sendHtml(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The security headers (CSP, no referrer, no framing) are the identity scope's: page-policy.ts.
      .header('cache-control', 'no-store')
      .send(body)
  );
}

/**
 * The interaction behind a page, found by its cookie (SameSite=Lax, signed), and only when it is the one
 * the address names: a form of one interaction cannot be posted into another, nor from another site.
 */
export async function findInteraction(
  provider: Provider,
  request: FastifyRequest<UidParams>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : undefined;
  } catch {
    return undefined;
  }
}

/** The language of a page: `lang` of the form or query, then ui_locales, cookie, Accept-Language. */
export function requestLanguage(request: FastifyRequest, uiLocales?: unknown): Language {
  const query = request.query as { lang?: unknown } | undefined;
  const body = request.body as { lang?: unknown } | undefined;
  const explicit = [body?.lang, query?.lang].find(isLanguage);
  return pageLanguage({
    headers: request.headers,
    url: request.url,
    explicit,
    uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
  });
}

/** A page context for the interaction; a language chosen with the link is also remembered in a cookie. */
export function interactionPage(
  request: FastifyRequest<UidParams>,
  reply: FastifyReply,
  interaction: Interaction,
  path = '',
): PageContext {
  const language = requestLanguage(request, interaction.params.ui_locales);
  const query = request.query as { lang?: unknown } | undefined;
  if (isLanguage(query?.lang)) reply.header('set-cookie', languageCookie(language));
  const base = `/identity/interaction/${interaction.uid}`;
  return pageContext(language, base, `${base}${path}`);
}

export function toFieldErrors(page: PageContext, issues: FieldIssue[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.field, message: page.t(issue.key, issue.values) }));
}

/** The page for an interaction that is gone (expired, finished, or its cookie is missing). */
export function sendInteractionGone(request: FastifyRequest, reply: FastifyReply, publicUrl: string) {
  const page = pageContext(requestLanguage(request), '/identity', request.url);
  return sendHtml(
    reply,
    renderMessagePage(page, {
      title: page.t('error.title'),
      message: page.t('error.message'),
      isError: true,
      link: { href: `${publicUrl}/carrier/login`, label: page.t('error.restart') },
    }),
    400,
  );
}

/**
 * Ends the interaction with a signed-in member: records the login, then hands the member to the
 * provider, which issues the code. Tokens exist only from here on. The language of the page they
 * signed in on goes back to the app with them (signInLanguageCookie).
 */
export async function completeSignIn(
  options: IdentityPagesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string,
  language: Language,
): Promise<FastifyReply> {
  await recordLogin(options.services.db, memberId, options.services.now());
  const returnTo = await options.provider.interactionResult(
    request.raw,
    reply.raw,
    { login: { accountId: memberId } },
    { mergeWithLastSubmission: false },
  );
  // Added to the provider's cookies on the raw response: a Set-Cookie of Fastify's own would replace
  // them when the headers are written.
  const isSecure = options.publicUrl.startsWith('https:');
  reply.raw.appendHeader('set-cookie', signInLanguageCookie(language, isSecure));
  return reply.redirect(returnTo, 303);
}
