import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app under /carrier. Hashed assets are cached for a year; index.html
 * is revalidated every time so a new release is picked up at once. Every unknown /carrier path
 * answers index.html and lets the client router decide (page-not-found included).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  app.get('/', (_request, reply) => reply.redirect('/carrier/login'));
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
    cacheControl: false,
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, path: string) => {
      const isHashedAsset = path.startsWith(join(webDistDir, 'assets'));
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (
    _request: unknown,
    reply: { header: (k: string, v: string) => { sendFile: (f: string) => unknown } },
  ) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/carrier', sendIndex as never);
  app.get('/carrier/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // A missing asset is a real 404; any other path is a client route.
    if (path.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(request, reply as never);
  });
  return true;
}
