// The closed set of error codes that the API answers in `extensions.code` (GraphQL) or `code` (REST).
// The client maps each code to a translated text; the server never sends a stack trace.
export const errorCodes = [
  'BAD_USER_INPUT', // the input broke a validation rule; `extensions.fields` says which
  'UNAUTHENTICATED', // no valid bearer token or subscription key
  'FORBIDDEN', // signed in, but the role or the object's owner does not allow it
  'NOT_FOUND', // the object does not exist for this caller
  'CONFLICT', // the object changed or was taken meanwhile (booking races, duplicates)
  'LIMIT_EXCEEDED', // a configured limit was reached (favourite searches, bookings per user and window, ...)
  'RATE_LIMITED', // too many requests from this client
  'QUERY_TOO_COMPLEX', // GraphQL depth, cost or root mutation fields above the gateway's limits
  'PAYLOAD_TOO_LARGE', // request body above the size limit
  'METHOD_NOT_ALLOWED', // the address does not answer this HTTP method (`Allow` lists those it does)
  'UNAVAILABLE', // a service the server depends on (the object store) failed or did not answer in time
  'INTERNAL', // anything unexpected; logged with the request id
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/** HTTP status used for REST answers and for the GraphQL transport when the whole request fails. */
export const httpStatusByErrorCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_EXCEEDED: 422,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
  PAYLOAD_TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
