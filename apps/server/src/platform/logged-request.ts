import type { FastifyRequest } from 'fastify';

// What the log keeps of a request (Fastify's own fields). A query sent by its hash carries its
// variables in the URL (decision 068): an e-mail, a phone number, a reference. The log keeps the
// operation's name and leaves them out, as it never had a POST's body.

/** The URL as logged: a gateway call without its `variables`. */
export function loggedUrl(url: string): string {
  const [path = url, search] = url.split('?', 2);
  if (search === undefined || !path.endsWith('/v1/experience')) return url;
  const parameters = new URLSearchParams(search);
  if (!parameters.has('variables')) return url;
  parameters.delete('variables');
  return `${path}?${parameters}`;
}

/** Fastify's request serializer, with the URL as logged. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
