import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { message } from './i18n';

type KnownRoute = { pattern: RegExp; methods: string[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (`/a/:id`), one row per method: the fuzz test derives its requests from it. */
    routeTable: { method: string; url: string }[];
  }
}

/** `/a/:id/b` matches `/a/42/b`; a `*` matches the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * A path that some route answers with other methods is answered 405 with `Allow` (instead of
 * Fastify's 404), in the closed error shape. Catch-all routes (`/*`, the web app's fallback) say
 * nothing about a path, so they do not count. Call before any route is added.
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const known: KnownRoute[] = [];
  const table: { method: string; url: string }[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    table.push(...methods.map((method) => ({ method, url: route.url })));
    if (route.url === '*' || route.url === '/*') return;
    known.push({ pattern: routePattern(route.url), methods });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = [...new Set(known.filter((route) => route.pattern.test(path)).flatMap((r) => r.methods))];
    if (allowed.length === 0 || allowed.includes(request.method)) {
      throw new AppError('NOT_FOUND', message('invalidPath'));
    }
    const list = allowed.join(', ');
    void reply.header('allow', list);
    throw new AppError(
      'METHOD_NOT_ALLOWED',
      message('request.methodNotAllowed', { method: request.method, allowed: list }),
    );
  });
}
