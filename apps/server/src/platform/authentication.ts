import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { subscriptionKeyHeader, webClientId } from '@freight/domain/session';
import { isAccess, requireEnabledPermission, type Access } from './access';
import { loadCaller, type Caller } from './caller';
import { publicUrl, type Env } from './env';
import { unauthenticated } from './errors';
import type { Services } from './services';
import { ensureSigningKeys, loadSigningKeys } from './signing-keys';
import { message } from './i18n';
import { grantClaim } from './live-grants';
import { recordCallLanguage } from './member-language';
import { createRecentCallers } from './recent-callers';
import { createVerifiedTokens } from './verified-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller once authenticated; null on public routes and before. */
    caller: Caller | null;
    /** Authenticates the call (token, subscription key, member) once per request; throws 401. */
    authenticate(): Promise<Caller>;
  }
  interface FastifyInstance {
    /** Every route registered, with its access: what the route-access test checks. */
    routeAccess: RouteAccess[];
  }
}

export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  /** `route`: declared by the route itself; `platform`: a route of a plugin we do not write. */
  declaredBy: 'route' | 'platform' | 'nobody';
};

export type TokenIssuer = {
  issuer: string;
  audience: string;
  algorithms: string[];
  isEmbedded: boolean;
};

/** The embedded provider at PUBLIC_URL/identity, or an external one when both variables are set. */
export function tokenIssuerOf(env: Env): TokenIssuer {
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
    return {
      issuer: env.OIDC_ISSUER,
      audience: env.OIDC_CLIENT_ID,
      algorithms: ['RS256', 'ES256'],
      isEmbedded: false,
    };
  }
  return {
    issuer: `${publicUrl(env)}/identity`,
    audience: webClientId,
    algorithms: ['RS256'],
    isEmbedded: true,
  };
}

// Routes of plugins this code does not write (the web app, the gateway, the identity provider): their
// access is declared here, by path. Anything else must declare its own.
function platformAccessOf(url: string): Access | undefined {
  if (url === '/' || url === '/carrier' || url.startsWith('/carrier/')) return 'public';
  if (url === '/identity' || url.startsWith('/identity/')) return 'public'; // the provider guards its own
  // The gateway's HTTP route: each field declares its access (gateway.ts checks it before execution).
  if (url === '/web/v1/experience' || url === '/mobile/v1/experience') return 'public';
  return undefined;
}

const keyReloadIntervalMs = 60_000;

/** Public keys of the embedded provider, read from the database; reloaded for an unknown kid. */
function embeddedKeySet(services: Services): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  let loading: Promise<JWTVerifyGetKey> | undefined;
  const reload = () => {
    loading ??= loadSigningKeys(services.db)
      .then(({ publicJwks }) => {
        keySet = createLocalJWKSet({ keys: publicJwks });
        loadedAt = Date.now();
        return keySet;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return async (header, token) => {
    const current = keySet ?? (await reload());
    try {
      return await current(header, token);
    } catch (error) {
      // A key created since the last load (rotation, another server): reload, at most once a minute.
      const isUnknownKey = error instanceof joseErrors.JWKSNoMatchingKey;
      if (!isUnknownKey || Date.now() - loadedAt < keyReloadIntervalMs) throw error;
      return (await reload())(header, token);
    }
  };
}

/** An external issuer's keys, from the jwks_uri of its discovery document (fetched once). */
function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
    if (typeof jwksUri !== 'string') throw new Error(`OpenID discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined; // try again at the next call
      throw error;
    });
    return (await keySet)(header, token);
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bearerPattern = /^Bearer ([A-Za-z0-9_.-]+)$/;

export const missingSubscriptionKeyMessage = message('subscriptionKeyMissing', {
  header: subscriptionKeyHeader,
});
export const unknownSubscriptionKeyMessage = message('subscriptionKeyUnknown');

function subscriptionKeysOf(env: Env): Set<string> {
  return new Set(
    env.SUBSCRIPTION_KEYS.split(',')
      .map((key) => key.trim())
      .filter((key) => key.length > 0),
  );
}

function buildAuthenticator(services: Services, tokenIssuer: TokenIssuer) {
  const keys = tokenIssuer.isEmbedded ? embeddedKeySet(services) : remoteKeySet(tokenIssuer.issuer);
  const subscriptionKeys = subscriptionKeysOf(services.env);
  // A device posting every 15 minutes reuses its 1-hour token three times; 100,000 entries are about
  // 40 MB. Deleting a compromised signing key (rather than retiring it) takes a restart to forget
  // the tokens it signed.
  const verified = createVerifiedTokens({ maxEntries: 100_000, maxAgeMs: 60 * 60_000, now: services.now });
  const recentCallers = createRecentCallers({ ttlMs: services.env.CALLER_CACHE_MS, maxEntries: 10_000 });

  const verifyIdToken = async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: tokenIssuer.issuer,
        audience: tokenIssuer.audience,
        algorithms: tokenIssuer.algorithms,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: services.now(),
        clockTolerance: 5,
      });
      verified.set(token, payload);
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthenticated();
      throw error; // the key store failed: a server error, not the caller's
    }
  };

  return async (request: FastifyRequest): Promise<Caller> => {
    const key = request.headers[subscriptionKeyHeader];
    if (typeof key !== 'string' || key.length === 0) throw unauthenticated(missingSubscriptionKeyMessage);
    if (!subscriptionKeys.has(key)) throw unauthenticated(unknownSubscriptionKeyMessage);
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthenticated();
    const claims = await verifyIdToken(token);
    // `sub` is the member id; an issuer that says otherwise cannot name one of our members.
    if (typeof claims.sub !== 'string' || !uuidPattern.test(claims.sub)) throw unauthenticated();
    // Our provider's tokens end with their grant (logout, a replayed refresh token): the caller is
    // loaded only while it is alive. An external issuer's grants are not ours to see: its tokens live
    // until they expire.
    let grantId: string | undefined;
    if (tokenIssuer.isEmbedded) {
      const claim = claims[grantClaim];
      if (typeof claim !== 'string') throw unauthenticated();
      grantId = claim;
    }
    const callerKey = `${claims.sub} ${grantId ?? ''}`;
    const recent = recentCallers.get(callerKey);
    if (recent) return recent;
    const loaded = await loadCaller(services.db, claims.sub, grantId);
    if (!loaded || !loaded.active) throw unauthenticated();
    const caller = await recordCallLanguage(services.db, loaded, request.headers['accept-language']);
    recentCallers.set(callerKey, caller);
    return caller;
  };
}

/**
 * Authenticates every call that is not public: bearer ID token and subscription key, then loads the
 * caller's member, carrier and roles once per request. Every route declares its access
 * (`config.access`); routes that do not are treated as `signedIn` and reported by the route test.
 */
export async function installAuthentication(app: FastifyInstance, services: Services): Promise<void> {
  const tokenIssuer = tokenIssuerOf(services.env);
  // The embedded provider signs with these keys; it mounts after this, so they exist before it does.
  if (tokenIssuer.isEmbedded) await ensureSigningKeys(services.db);
  const authenticateRequest = buildAuthenticator(services, tokenIssuer);
  const pending = new WeakMap<FastifyRequest, Promise<Caller>>();

  app.decorateRequest('caller', null);
  app.decorateRequest('authenticate', function authenticate(this: FastifyRequest): Promise<Caller> {
    let caller = pending.get(this);
    if (!caller) {
      caller = authenticateRequest(this).then((loaded) => {
        this.caller = loaded;
        return loaded;
      });
      pending.set(this, caller);
    }
    return caller;
  });

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const declared: unknown = route.config?.access;
    const url = route.url ?? route.path;
    const platform = platformAccessOf(url);
    let access: Access;
    let declaredBy: RouteAccess['declaredBy'];
    if (isAccess(declared)) [access, declaredBy] = [declared, 'route'];
    else if (declared !== undefined)
      throw new Error(`Route ${url} declares an unknown access: ${String(declared)}`);
    else if (platform) [access, declaredBy] = [platform, 'platform'];
    else {
      // Fail closed: a route that forgot to declare its access needs a signed-in caller.
      [access, declaredBy] = ['signedIn', 'nobody'];
      app.log.warn({ url }, 'route declares no access; treated as signedIn');
    }
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) routeAccess.push({ method, url, access, declaredBy });
  });

  const requireAccess = async (
    request: FastifyRequest,
    access: Exclude<Access, 'public' | 'sourceSystem'>,
  ) => {
    const caller = await request.authenticate();
    if (access !== 'signedIn') await requireEnabledPermission(caller, access, services);
  };
  // Synchronous for the routes anyone may call (health, status, the gazetteer, the gateway, whose
  // fields check their own access): no promise for them (decision 054).
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.is404 ? 'public' : (request.routeOptions.config.access ?? 'signedIn');
    if (access === 'public' || access === 'sourceSystem') {
      done();
      return;
    }
    requireAccess(request, access).then(() => done(), done);
  });
}
