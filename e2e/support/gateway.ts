import type { Request } from '@playwright/test';

/**
 * The operation a request to the gateway names: a query sent by its hash is a GET whose parameters
 * name it (decision 068), any other operation a POST of its document. Null for any other request.
 */
export function gatewayOperationOf(request: Request): string | null {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('/v1/experience')) return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName');
  const { query } = (request.postDataJSON() ?? {}) as { query?: string };
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? null;
}
