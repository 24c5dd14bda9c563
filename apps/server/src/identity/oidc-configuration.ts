import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { clientScopes, webClientId } from '@freight/domain/session';
import type { Database } from '../db/client';
import { grantClaim } from '../platform/live-grants';
import { loadMemberAccount } from './load-member-account';
import { createOidcAdapter } from './oidc-adapter';
import { pageContext, pageLanguage } from './page-language';
import { logoutAutoSubmitScript } from './page-policy';
import { trusted } from './pages/html';
import { renderMessagePage } from './pages/message-page';

export const identityPath = '/identity';

export type ProviderSettings = {
  db: Database;
  publicUrl: string;
  signingKeys: JWK[];
  cookieKeys: string[];
};

// Claims of the ID token (packages/domain/src/session.ts): the clients send the ID token as the bearer,
// so everything the server needs about the caller is in it.
// `gid` names the grant the token was issued under: the server refuses the token once the grant is
// revoked (logout, a replayed refresh token), see platform/live-grants.ts.
const sessionClaims = [
  'sub',
  'upn',
  'carrierId',
  'roles',
  'campaignSource',
  'campaignMedium',
  'campaign',
  grantClaim,
];

function contextLanguage(ctx: KoaContextWithOIDC) {
  const params = (ctx.oidc?.params ?? {}) as { ui_locales?: unknown };
  const query = ctx.query as { lang?: unknown };
  return pageLanguage({
    headers: ctx.req.headers,
    url: ctx.originalUrl,
    explicit: typeof query.lang === 'string' ? query.lang : undefined,
    uiLocales: typeof params.ui_locales === 'string' ? params.ui_locales : undefined,
  });
}

function sendPage(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = body;
}

export function buildOidcConfiguration(settings: ProviderSettings): Configuration {
  const { db, publicUrl } = settings;
  const signInUrl = `${publicUrl}/carrier/login`;
  const publicOrigin = new URL(publicUrl).origin;

  return {
    adapter: createOidcAdapter(db),
    jwks: { keys: settings.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    clients: [
      {
        client_id: webClientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/carrier/auth/callback`],
        post_logout_redirect_uris: [signInUrl],
        scope: clientScopes.join(' '),
      },
    ],
    scopes: [...clientScopes],
    claims: { openid: sessionClaims },
    // The clients use the ID token as their bearer, so its claims must be in it even though an access
    // token is issued too.
    conformIdTokenClaims: false,
    extraParams: ['utm_source', 'utm_medium', 'utm_campaign'],
    responseTypes: ['code'],
    // oidc-provider 9 supports S256 only; PKCE is required of every request.
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    rotateRefreshToken: true,
    // oidc-provider honours offline_access only with prompt=consent, which would show a consent step to
    // people signing in to our own app. Its documented alternative for a public web client doing code
    // flow: always issue the (rotating) refresh token. It lives with the provider session (14 days) and
    // ends at logout.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every code and token ends with the provider session, offline_access or not, so that logout
    // revokes the grant (oidc-provider keeps offline grants through logout by default).
    expiresWithSession: () => true,
    ttl: {
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      AccessToken: 60 * 60,
      // Sliding through rotation, within the lifetime of the first refresh token of the grant.
      RefreshToken: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Interaction: 60 * 60,
    },
    cookies: {
      keys: settings.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The app asked for a confirmation before logging out (D3-4.09); this page only submits the
        // provider's form, by itself when JavaScript runs, with a button when it does not.
        logoutSource(ctx, form) {
          const page = pageContext(contextLanguage(ctx), identityPath, ctx.originalUrl);
          const extra = trusted(
            `${form}<p><button type="submit" form="op.logoutForm" name="logout" value="yes">${page.t('logout.submit')}</button></p>` +
              `<script>${logoutAutoSubmitScript}</script>`,
          );
          sendPage(
            ctx,
            renderMessagePage(page, {
              title: page.t('logout.title'),
              message: page.t('logout.message'),
              extra,
            }),
          );
        },
        postLogoutSuccessSource(ctx) {
          const page = pageContext(contextLanguage(ctx), identityPath, ctx.originalUrl);
          sendPage(
            ctx,
            renderMessagePage(page, {
              title: page.t('signedOut.title'),
              message: page.t('signedOut.message'),
              link: { href: signInUrl, label: page.t('signIn.title') },
            }),
          );
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    interactions: { url: (_ctx, interaction) => `${identityPath}/interaction/${interaction.uid}` },
    // `token` is the code or refresh token being exchanged, which names the grant.
    async findAccount(_ctx, sub, token) {
      const account = await loadMemberAccount(db, sub);
      // A member deactivated since signing in gets no new tokens (refresh fails).
      if (!account?.active) return undefined;
      const grantId = token && 'grantId' in token ? token.grantId : undefined;
      return { accountId: sub, claims: () => ({ ...account.claims, [grantClaim]: grantId }) };
    },
    // First-party client: the scopes it asks for are granted without a consent screen.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(clientScopes.join(' '));
      await grant.save();
      return grant;
    },
    // D3-8.23: whatever went wrong (a bad request from a client, an expired interaction), people see the
    // spec's sign-in message and a way to start again; the protocol error stays in the address bar only.
    async renderError(ctx) {
      const page = pageContext(contextLanguage(ctx), identityPath, ctx.originalUrl);
      sendPage(
        ctx,
        renderMessagePage(page, {
          title: page.t('error.title'),
          message: page.t('error.message'),
          isError: true,
          link: { href: signInUrl, label: page.t('error.restart') },
        }),
      );
    },
  };
}
