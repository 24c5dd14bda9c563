import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpStatusByErrorCode, type ErrorCode } from '@freight/domain/error-codes';
import { isUniqueViolation } from '../db/errors';
import { AppError, concurrentChangeMessage, genericErrorMessage, translateFields } from './errors';
import type { Language } from '@freight/locales/languages';
import { message, requestLanguage, translate, type Message } from './i18n';

const codeByStatus: Record<number, ErrorCode | undefined> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/** The code of a client error raised by Fastify or a plugin (bad JSON, body too large, rate limit). */
export function clientErrorCode(error: unknown): ErrorCode | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status < 500 ? codeByStatus[status] : undefined;
}

// Fastify words its own refusals in English; the caller reads them from the catalogue. The rate limit
// builds its text itself (with the seconds to wait), already in the caller's language.
const clientErrorMessages: Partial<Record<ErrorCode, Message>> = {
  BAD_USER_INPUT: message('request.unreadable'),
  PAYLOAD_TOO_LARGE: message('request.tooLarge'),
};

/** The text of a client error raised by Fastify or a plugin, in the caller's language. */
export function clientErrorText(language: Language, code: ErrorCode, error: Error): string {
  const text = clientErrorMessages[code];
  return text ? translate(language, text) : error.message;
}

/**
 * REST errors answer `{ code, message, fields?, requestId }` with a code from the closed set, the
 * messages in the caller's language (Accept-Language). Client
 * errors raised by Fastify itself (bad JSON, body too large, rate limit) keep their safe message;
 * anything unexpected is logged with the request id and answered with the generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply.status(httpStatusByErrorCode[error.code]).send({
        code: error.code,
        message: translate(language, error.text),
        ...(error.fields ? { fields: translateFields(language, error.fields) } : {}),
        requestId: request.id,
      });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({
        code: 'CONFLICT',
        message: translate(language, concurrentChangeMessage),
        requestId: request.id,
      });
    }
    const code = clientErrorCode(error);
    if (code) {
      return reply
        .status(error.statusCode ?? 400)
        .send({ code, message: clientErrorText(language, code, error), requestId: request.id });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: translate(language, genericErrorMessage), requestId: request.id });
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad percent-encoding, a parameter too long)
 * is refused before any hook runs; the answer takes the closed shape too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({
    code: 'BAD_USER_INPUT' satisfies ErrorCode,
    message: translate(requestLanguage(request), message('invalidPath')),
    requestId: request.id,
  });
}
