import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A hashed asset of the built app: a file whose name changes with its content. */
function isHashedAssetPath(url: string): boolean {
  return url.startsWith('/carrier/assets/') && !url.includes('..');
}

// The built app's other files: what the public folder and the service worker plugin put beside
// index.html (apps/web/public, apps/web/vite.config.ts).
const staticFolders = ['/carrier/icons/', '/carrier/basemap/'];
const staticFiles = ['/carrier/manifest.webmanifest', '/carrier/sw.js'];

/**
 * A file of the built app, hashed or not, as opposed to its pages (index.html under any client
 * route) and every API path: what loading the app costs the server nothing but a file read.
 */
export function isStaticFilePath(url: string): boolean {
  // Every API call asks this (the rate limit's allow list): most answer at the first test.
  if (!url.startsWith('/carrier/')) return false;
  const path = url.split('?', 1)[0]!;
  if (path.includes('..')) return false;
  return (
    isHashedAssetPath(path) ||
    staticFolders.some((folder) => path.startsWith(folder)) ||
    staticFiles.includes(path)
  );
}

/**
 * Serves the built single-page app under /carrier. Hashed assets are cached for a year; index.html
 * is revalidated every time so a new release is picked up at once. Every unknown /carrier path
 * answers index.html and lets the client router decide (page-not-found included). Files are sent
 * as the build compressed them (`name.br`, `name.gz` beside each one, decision 053) to a client that
 * accepts brotli or gzip, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  canonicalOrigin: string,
  identityIssuer: string,
): Promise<boolean> {
  // Sign-in is bound to one origin (the provider's issuer and the app's registered redirect URI are
  // PUBLIC_URL's), so the app's pages opened under another host name (localhost for 127.0.0.1) are
  // sent to PUBLIC_URL before anything starts, instead of failing at the provider with a bad redirect.
  const canonicalHost = new URL(canonicalOrigin).host;
  const isCanonical = (request: FastifyRequest) => request.host === canonicalHost;
  app.get('/', (request, reply) =>
    reply.redirect(isCanonical(request) ? '/carrier/login' : `${canonicalOrigin}/carrier/login`),
  );
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'the web app is not built; /carrier is not served (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/carrier/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, path: string) => {
      const isHashedAsset = path.startsWith(join(webDistDir, 'assets'));
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A page's first call is the provider's metadata (its sign-in, or a reload's token renewal): named
  // with the page, the browser fetches it beside the app's scripts instead of after them (decision 053).
  const providerMetadata = `<${identityIssuer.replace(/\/$/, '')}/.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous`;
  // Pages (index.html for every client route) are served on the canonical origin only.
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    isCanonical(request)
      ? reply.header('cache-control', 'no-cache').header('link', providerMetadata).sendFile('index.html')
      : reply.redirect(`${canonicalOrigin}${request.url}`, 308);
  app.get('/carrier', sendIndex);
  app.get('/carrier/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // A missing asset is a real 404; any other path is a client route.
    if (path.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
  return true;
}
