import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider from 'oidc-provider';
import { publicUrl } from '../platform/env';
import type { Services } from '../platform/services';
import { ensureSigningKeys, loadSigningKeys } from '../platform/signing-keys';
import { loadCookieKeys } from './cookie-keys';
import { deleteExpiredOidcPayloads } from './oidc-adapter';
import { buildOidcConfiguration, identityPath } from './oidc-configuration';
import { pageContext } from './page-language';
import { applyIdentityPagePolicy } from './page-policy';
import { renderMessagePage } from './pages/message-page';
import { registerCreateAccountRoutes } from './routes/create-account-routes';
import { registerForgotPasswordRoutes } from './routes/forgot-password-routes';
import { requestLanguage, sendHtml, type IdentityPagesOptions } from './routes/page-support';
import { registerResetLinkRoutes } from './routes/reset-link-routes';
import { registerSignInRoutes } from './routes/sign-in-routes';

/**
 * Mounts the embedded OpenID Connect provider at /identity, unless an external issuer is configured:
 * oidc-provider answers the protocol (authorize, token, JWKS, discovery, logout), and our own pages
 * (sign in, create account, forgot and reset password) answer its interactions.
 */
export async function registerIdentityProvider(app: FastifyInstance, services: Services): Promise<void> {
  const { env, db } = services;
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) return;

  await ensureSigningKeys(db);
  const { privateJwks } = await loadSigningKeys(db);
  const cookieKeys = await loadCookieKeys(db);
  await deleteExpiredOidcPayloads(db, new Date());
  const base = publicUrl(env);
  const provider = new Provider(
    `${base}${identityPath}`,
    buildOidcConfiguration({ db, publicUrl: base, signingKeys: privateJwks, cookieKeys }),
  );
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity: provider error'));

  await app.register(async (scope) => {
    applyIdentityPagePolicy(scope);
    mountProvider(scope, provider);
  });
  await app.register(async (scope) => {
    applyIdentityPagePolicy(scope);
    await registerIdentityPages(scope, { provider, services, publicUrl: base });
  });
}

type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * Hands /identity and everything under it to oidc-provider (Fastify's more specific page routes win).
 * The provider reads its own request bodies, so this scope leaves them unread, and it learns its mount
 * path from `originalUrl`, as under Express.
 */
function mountProvider(scope: FastifyInstance, provider: Provider): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = provider.callback();
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw: MountedRequest = request.raw;
    const url = raw.url ?? identityPath;
    raw.originalUrl = url;
    raw.url = url.slice(identityPath.length) || '/';
    if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
    void handle(raw, reply.raw);
  };
  // The edge's UTF-8 check would read the body before the provider does (decision 029).
  const config = { readsOwnBody: true };
  scope.all(identityPath, { config }, forward);
  scope.all(`${identityPath}/*`, { config }, forward);
}

async function registerIdentityPages(scope: FastifyInstance, options: IdentityPagesOptions): Promise<void> {
  await scope.register(formbody, { bodyLimit: 16_384 });
  // Pages answer with pages, also when the rate limit refuses a form.
  scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'identity: page failed');
    const page = pageContext(requestLanguage(request), identityPath, request.url);
    const message =
      status === 429
        ? page.t('error.tooManyRequests')
        : status === 400
          ? page.t('error.invalidInput')
          : page.t('error.message');
    return sendHtml(
      reply,
      renderMessagePage(page, {
        title: page.t('error.title'),
        message,
        isError: true,
        link: { href: `${options.publicUrl}/carrier/login`, label: page.t('error.restart') },
      }),
      status >= 400 ? status : 500,
    );
  });
  registerSignInRoutes(scope, options);
  registerCreateAccountRoutes(scope, options);
  registerForgotPasswordRoutes(scope, options);
  registerResetLinkRoutes(scope, options);
}
