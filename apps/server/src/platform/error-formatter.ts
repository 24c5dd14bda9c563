import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { httpStatusByErrorCode, isErrorCode, type ErrorCode } from '@freight/domain/error-codes';
import { clientErrorCode, clientErrorText } from './error-handler';
import { isUniqueViolation } from '../db/errors';
import { AppError, concurrentChangeMessage, genericErrorMessage, translateFields } from './errors';
import { message, requestLanguage, translate } from './i18n';
import type { Language } from '@freight/locales/languages';

export type FormattedError = {
  message: string;
  extensions: { code: ErrorCode; fields?: Record<string, string> };
};

const mercuriusCodes: Record<string, ErrorCode> = {
  MER_ERR_GQL_QUERY_DEPTH: 'QUERY_TOO_COMPLEX',
  MER_ERR_GQL_VALIDATION: 'BAD_USER_INPUT',
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: 'BAD_USER_INPUT',
};

/** Mercurius refuses a mutation over GET (405); the answer says what to do instead. */
const mutationOverGet = message('request.mutationOverGet');

type GraphqlErrorLike = {
  message: string;
  path?: unknown;
  originalError?: unknown;
  extensions?: Record<string, unknown>;
};

// Duck-typed on purpose: errors may come from either copy of graphql (see graphql-runtime.ts).
function isGraphqlError(error: unknown): error is GraphqlErrorLike {
  return typeof error === 'object' && error !== null && 'locations' in error && 'path' in error;
}

/** Whether an error describes the request (parse, validation, variable coercion), not a failure of ours. */
function isRequestError(error: unknown): error is GraphqlErrorLike {
  if (!isGraphqlError(error)) return false;
  // They have no path (a field's error has one). Coercion errors wrap the GraphQLError of the value
  // that failed (graphql-js); graphql-jit's and the validation's have none. A hook's wraps anything else.
  if (error.path !== undefined && error.path !== null) return false;
  return (
    error.originalError === undefined || error.originalError === null || isGraphqlError(error.originalError)
  );
}

/** "Did you mean …" names types, fields and values of the schema: hidden where introspection is. */
export function withoutSuggestions(text: string): string {
  return text.replace(/\s*Did you mean [^]*$/, '');
}

export type FormatOptions = { language?: Language; hideSuggestions?: boolean };

/**
 * Maps any error thrown while answering a GraphQL request to the closed set of codes, with the
 * messages of AppErrors in the caller's language.
 */
export function formatGraphqlError(
  error: unknown,
  log: FastifyBaseLogger,
  { language = 'en', hideSuggestions = false }: FormatOptions = {},
): FormattedError {
  const original = isGraphqlError(error) ? (error.originalError ?? undefined) : error;
  if (original instanceof AppError) {
    const extensions: FormattedError['extensions'] = { code: original.code };
    if (original.fields) extensions.fields = translateFields(language, original.fields);
    return { message: translate(language, original.text), extensions };
  }
  if (isRequestError(error)) {
    // Parse, validation and coercion errors describe the query, never server internals: safe to return.
    const code = error.extensions?.code;
    return {
      message: hideSuggestions ? withoutSuggestions(error.message) : error.message,
      extensions: { code: isErrorCode(code) ? code : 'BAD_USER_INPUT' },
    };
  }
  const mercuriusCode = (original as { code?: string } | undefined)?.code;
  if (mercuriusCode === 'MER_ERR_METHOD_NOT_ALLOWED')
    return { message: translate(language, mutationOverGet), extensions: { code: 'METHOD_NOT_ALLOWED' } };
  if (mercuriusCode && mercuriusCodes[mercuriusCode]) {
    return { message: (original as Error).message, extensions: { code: mercuriusCodes[mercuriusCode] } };
  }
  if (isUniqueViolation(original))
    return { message: translate(language, concurrentChangeMessage), extensions: { code: 'CONFLICT' } };
  const clientCode = clientErrorCode(original);
  if (clientCode)
    return {
      message: clientErrorText(language, clientCode, original as Error),
      extensions: { code: clientCode },
    };
  log.error({ err: original ?? error }, 'unexpected error in a GraphQL request');
  return { message: translate(language, genericErrorMessage), extensions: { code: 'INTERNAL' } };
}

/** Mercurius reports failed validation as one error that holds the real ones. */
function unwrapValidationErrors(error: unknown): unknown[] {
  const original = isGraphqlError(error) ? error.originalError : error;
  const inner = (original as { code?: string; errors?: unknown[] } | undefined) ?? {};
  return inner.code === 'MER_ERR_GQL_VALIDATION' && Array.isArray(inner.errors) ? inner.errors : [error];
}

/**
 * Mercurius error formatter: every error is formatted; the HTTP status is 200 when some data was
 * produced (GraphQL partial success), otherwise the status of the most significant code.
 */
export function buildErrorFormatter({ hideSuggestions = false }: { hideSuggestions?: boolean } = {}) {
  return (
    execution: ExecutionResult,
    context: {
      reply?: {
        log: FastifyBaseLogger;
        request: { id: string; headers: Record<string, unknown> };
        header: (name: string, value: string) => unknown;
      };
    },
  ) => {
    const log = context.reply?.log ?? console;
    const request = context.reply?.request;
    const language = request ? requestLanguage(request as Parameters<typeof requestLanguage>[0]) : 'en';
    const errors = (execution.errors ?? [])
      .flatMap(unwrapValidationErrors)
      .map((error) => formatGraphqlError(error, log as FastifyBaseLogger, { language, hideSuggestions }));
    const hasData = execution.data !== undefined && execution.data !== null;
    const firstCode = errors[0]?.extensions.code ?? 'INTERNAL';
    const statusCode = hasData ? 200 : httpStatusByErrorCode[firstCode];
    if (statusCode === 405) context.reply?.header('allow', 'POST');
    const requestId = context.reply?.request.id;
    return {
      statusCode,
      response: { data: execution.data ?? null, errors, ...(requestId ? { extensions: { requestId } } : {}) },
    };
  };
}
