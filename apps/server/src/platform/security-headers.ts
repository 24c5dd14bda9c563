import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { tokenIssuerOf } from './authentication';
import { publicUrl, type Env } from './env';

type Directives = Record<string, string[]>;

/** `name value…; name value…`, the header's form. */
export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The policy of the app and of every other answer (API, health, assets). The built app has no inline
 * script (a test reads index.html), so scripts come from our origin only. Mantine writes its theme in
 * <style> tags and components set style attributes, so inline styles are allowed: a style cannot run
 * code. MapLibre starts its workers from blob: URLs and draws from data:/blob: images. Only the app's own
 * blob: documents are framed (sign-in renews with the refresh token, never in an iframe) and nothing
 * may frame us.
 */
export function appPolicy(env: Env): string {
  const origin = new URL(publicUrl(env)).origin;
  // An external identity provider is called from the app (discovery, token): allowed by origin.
  const issuerOrigin = new URL(tokenIssuerOf(env).issuer).origin;
  const connect = issuerOrigin === origin ? ["'self'"] : ["'self'", issuerOrigin];
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'worker-src': ["'self'", 'blob:'],
    // Browsers without worker-src read workers from child-src.
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // The document viewer shows a PDF the app fetched with the bearer token from a blob: URL, in the
    // browser's own viewer (decision 045); nothing else is framed.
    'frame-src': ['blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isHttps(env)) directives['upgrade-insecure-requests'] = [];
  return formatPolicy(directives);
}

function isHttps(env: Env): boolean {
  return new URL(publicUrl(env)).protocol === 'https:';
}

// Helmet's middleware writes its headers and calls this synchronously (since 8.1 it throws, never
// passes an error).
const afterHelmet = () => {};

/**
 * Browser security headers on every answer, the identity provider's own included (they are written on
 * the raw response before any handler, so they survive oidc-provider taking the response over):
 * CSP, nosniff, no referrer, no framing, and HSTS only when PUBLIC_URL is https (on plain http a
 * browser ignores it, and a development machine must not be pinned to https). The identity pages
 * replace the CSP with their own (identity/page-policy.ts).
 *
 * Helmet's middleware is built once here and run by one synchronous hook: the Fastify plugin built it
 * again on every request, in two hooks, which cost the gateway a third of its throughput (decision 054).
 */
export function installSecurityHeaders(app: FastifyInstance, env: Env): void {
  const writeHelmetHeaders = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: isHttps(env) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  const policy = appPolicy(env);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('content-security-policy', policy);
    writeHelmetHeaders(request.raw, reply.raw, afterHelmet);
    done();
  });
}
