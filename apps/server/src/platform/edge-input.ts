import { isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { message, type Message } from './i18n';

// Text that no field of the API accepts is refused here, at the edge, before any parser, resolver
// or query sees it (decision 029): the C0 control characters but tab, line feed and carriage return
// (NUL above all: PostgreSQL refuses it in text and the driver's error would reach the log), DEL,
// unpaired UTF-16 surrogates, and bytes that are not UTF-8. Checked: the URL (path and query string),
// every JSON and form body. The identity provider's own protocol endpoints read their bodies
// themselves and are left to it.

const forbiddenCharacter =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A refusal of the request's encoding, answered 400 by every error handler (identity pages too). */
function refusal(text: Message): AppError {
  return Object.assign(new AppError('BAD_USER_INPUT', text), { statusCode: 400 });
}

export const invalidCharacters = () => refusal(message('request.invalidCharacters'));
export const invalidEncoding = () => refusal(message('request.invalidEncoding'));

/** Whether a text holds a character no field accepts (or a lone surrogate, which no encoding keeps). */
export function isForbiddenText(text: string): boolean {
  return forbiddenCharacter.test(text);
}

/** The first string (value or key) of a parsed body that is forbidden; iterative, for deep bodies. */
export function holdsForbiddenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isForbiddenText(next)) return true;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (typeof next === 'object' && next !== null)
      for (const [key, child] of Object.entries(next)) pending.push(key, child);
  }
  return false;
}

/** What is wrong with a request URL: percent-encoding that is not UTF-8, or a forbidden character. */
export function urlProblem(url: string): AppError | undefined {
  let decoded = url;
  // Most URLs have no percent-encoding: nothing to decode.
  if (url.includes('%')) {
    try {
      decoded = decodeURIComponent(url);
    } catch {
      return invalidEncoding();
    }
  }
  return isForbiddenText(decoded) ? invalidCharacters() : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler reads the raw request itself (the identity provider): its body is left unread here. */
    readsOwnBody?: boolean;
  }
}

const textBody = /^(application\/(.+\+)?json|application\/x-www-form-urlencoded|text\/)/i;
const jsonBody = /^application\/json\s*(;|$)/i;

/** Passes a body through unchanged, failing as soon as its bytes stop being UTF-8. */
function utf8Check(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        decoder.decode(chunk, { stream: true });
        callback(null, chunk);
      } catch {
        callback(invalidEncoding());
      }
    },
    flush(callback) {
      try {
        decoder.decode();
        callback();
      } catch {
        callback(invalidEncoding());
      }
    },
  });
}

/**
 * Installs the edge checks on every route of the app (call before any route or plugin is added). The
 * hooks are synchronous: every request runs them, and an async hook costs a promise and a turn of
 * the microtask queue each (decision 054).
 */
export function installEdgeInput(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(urlProblem(request.url));
  });
  // JSON, nearly every request, is read whole and checked at once: a checking stream per request cost
  // the gateway about a fifth of its throughput (decision 029). Fastify's own parser then reads it.
  const parseJsonText = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(invalidEncoding(), undefined);
      return;
    }
    parseJsonText(request, (body as Buffer).toString('utf8'), done);
  });
  // Other text bodies (the identity pages' forms) are checked as they stream in.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const contentType = request.headers['content-type'] ?? '';
    if (
      request.routeOptions.config.readsOwnBody ||
      jsonBody.test(contentType) ||
      !textBody.test(contentType)
    ) {
      done(null, payload);
      return;
    }
    const checked = utf8Check();
    payload.on('error', (error) => checked.destroy(error));
    done(null, payload.pipe(checked));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(holdsForbiddenText(request.body) ? invalidCharacters() : undefined);
  });
}
