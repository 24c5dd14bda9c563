import { httpStatusByErrorCode, isErrorCode, type ErrorCode } from '@freight/domain/error-codes';
import { persistedQueryNotFound, persistedQuerySearch } from '@freight/domain/persisted-queries';
import { subscriptionKeyHeader } from '@freight/domain/session';
import { defaultMatchMedia, isStandalone, type MatchMedia } from './display-mode';
import type { TypedDocumentString } from '../graphql/graphql';
import { browserFetch, type FetchFunction } from './fetch-function';

// A small GraphQL client over fetch: one request per operation to `{basePath}/v1/experience`, a timeout
// from the configuration, and every failure turned into an ApiError whose code the screens map to a
// translated text. A query goes as a GET of its hash and variables (a persisted query, decision 068),
// and as a POST of its document when the server does not know the hash; a mutation is POSTed. Every call, GraphQL or REST, carries the ID token as a bearer token and the client's
// subscription key (D1-7.01), and the user's current language as Accept-Language, in which the server
// words its messages (decision 025); a 401 is reported once to `onUnauthorized`, which leads back to
// sign-in.

/** Failures that happen before the server could answer, so they have no code of the API's own. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

type ApiErrorDetails = { status?: number | null; fields?: Record<string, string>; cause?: unknown };

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status of the answer; null when there was no answer. */
  readonly status: number | null;
  /** For BAD_USER_INPUT: which input broke which rule. */
  readonly fields: Record<string, string> | undefined;

  constructor(code: ApiErrorCode, message: string, { status = null, fields, cause }: ApiErrorDetails = {}) {
    super(message, { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export type ApiBasePath = '/web' | '/mobile';
/** The installed app (PWA) talks to the mobile gateway; a browser tab to the web one. */
export function getApiBasePath(matchMedia: MatchMedia = defaultMatchMedia): ApiBasePath {
  return isStandalone(matchMedia) ? '/mobile' : '/web';
}

type GraphQLError = { message?: unknown; extensions?: { code?: unknown; fields?: unknown } };
type GraphQLResponse<TData = unknown> = { data?: TData | null; errors?: GraphQLError[] };

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

function getCodeForStatus(status: number): ErrorCode {
  const entry = Object.entries(httpStatusByErrorCode).find(([, code]) => code === status);
  return entry && isErrorCode(entry[0]) ? entry[0] : 'INTERNAL';
}

function toApiError(error: GraphQLError, status: number): ApiError {
  const code = error.extensions?.code;
  const fields = error.extensions?.fields;
  return new ApiError(
    isErrorCode(code) ? code : 'INTERNAL',
    typeof error.message === 'string' ? error.message : '',
    {
      status,
      fields: isStringRecord(fields) ? fields : undefined,
    },
  );
}

const queryName = /^\s*query\s+(\w+)/;

/**
 * The longest GET of a query. Its variables are in the address, and proxies refuse a request line
 * much over 8 kB (nginx's default buffer), Node over 16 kB of headers: a query with more variables
 * (the lane rates of many cards) is POSTed.
 */
export const maxQueryUrlLength = 4_096;

/**
 * The GET of a query by its hash (`__meta__.hash`, which the generated documents carry), with its
 * variables; undefined for a mutation, or when the address would be too long.
 */
function persistedQueryPath(
  basePath: ApiBasePath,
  document: { toString(): string; __meta__?: Record<string, unknown> },
  variables: Variables,
): string | undefined {
  const hash = document.__meta__?.hash;
  const name = queryName.exec(document.toString())?.[1];
  if (typeof hash !== 'string' || name === undefined) return undefined;
  const url = `${basePath}/v1/experience?${persistedQuerySearch(hash, name, variables)}`;
  return url.length <= maxQueryUrlLength ? url : undefined;
}

/**
 * The JSON body of an answer. A GraphQL answer's data has the type its document was generated with:
 * the document was checked against the server's schema when it was generated.
 */
async function readBody<TData>(response: Response): Promise<GraphQLResponse<TData> | null> {
  const text = await response.text();
  try {
    const body: GraphQLResponse<TData> | null = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    // A proxy's HTML error page, for instance: the status says what happened.
    return null;
  }
}

export type ApiClientOptions = {
  /** `config.app.serviceTimeoutMs`. */
  timeoutMs: number;
  basePath?: ApiBasePath;
  fetch?: FetchFunction;
  /** The signed-in user's ID token, read on every call so that a renewed token is used at once. */
  getIdToken?: () => string | null | undefined;
  /** `VITE_SUBSCRIPTION_KEY`, else 'carrier-web-local'. */
  subscriptionKey?: string;
  /** Called when the server answers 401: the session is over. */
  onUnauthorized?: () => void;
  /** The user's current language (`en`, `fr`), read on every call so that a switch applies at once. */
  getLanguage?: () => string | null | undefined;
};

export const defaultSubscriptionKey = 'carrier-web-local';

export type RequestOptions = {
  /** Cancels the request (TanStack Query passes one); a cancelled request rejects with the abort reason. */
  signal?: AbortSignal;
  /**
   * Whether a 401 ends the session (`onUnauthorized`); false for a caller that renews the token itself
   * first (GPS tracking, D2-4.56). The call still rejects with the 401.
   */
  reportsUnauthorized?: boolean;
};

export type Variables = Record<string, unknown>;

/** What a call sends: a JSON text, or a multipart form. */
type Payload = { json: string; method?: 'PUT' } | { form: FormData };

/** An operation's variables may be left out only when it has none that are required. */
type VariablesAndOptions<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export function createApiClient({
  timeoutMs,
  basePath = getApiBasePath(),
  fetch = browserFetch,
  getIdToken = () => null,
  subscriptionKey = defaultSubscriptionKey,
  onUnauthorized = () => undefined,
  getLanguage = () => null,
}: ApiClientOptions) {
  function getHeaders(payload: Payload | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [subscriptionKeyHeader]: subscriptionKey,
    };
    // A form's Content-Type (multipart, with its boundary) is written by fetch itself.
    if (payload && 'json' in payload) headers['Content-Type'] = 'application/json';
    const language = getLanguage();
    if (language) headers['Accept-Language'] = language;
    const token = getIdToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  async function send<TBody>(
    url: string,
    payload: Payload | undefined,
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<TBody>,
    reportsUnauthorized = true,
  ) {
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, timeoutMs);
    const handleCallerAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) handleCallerAbort();
    signal?.addEventListener('abort', handleCallerAbort, { once: true });

    try {
      const response = await fetch(url, {
        method:
          payload === undefined ? 'GET' : 'method' in payload && payload.method ? payload.method : 'POST',
        headers: getHeaders(payload),
        ...(payload === undefined ? {} : { body: 'json' in payload ? payload.json : payload.form }),
        signal: controller.signal,
      });
      if (response.status === 401 && reportsUnauthorized) onUnauthorized();
      return { status: response.status, isOk: response.ok, body: await read(response) };
    } catch (error) {
      if (isTimedOut) throw new ApiError('TIMEOUT', `No answer within ${timeoutMs} ms`, { cause: error });
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR', 'The request did not reach the server', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', handleCallerAbort);
    }
  }

  /**
   * Runs one GraphQL operation and resolves with its `data`; rejects with an ApiError when the answer
   * carries errors (the first one decides the code), has a failing status, or never comes.
   */
  async function request<TData, TVariables extends Variables>(
    document: TypedDocumentString<TData, TVariables>,
    ...[variables, { signal } = {}]: VariablesAndOptions<TVariables>
  ): Promise<TData> {
    const sent = variables ?? {};
    const byHash = persistedQueryPath(basePath, document, sent);
    const persisted =
      byHash === undefined ? undefined : await send(byHash, undefined, signal, readBody<TData>);
    const { status, isOk, body } =
      persisted && persisted.body?.errors?.[0]?.message !== persistedQueryNotFound
        ? persisted
        : await send(
            `${basePath}/v1/experience`,
            { json: JSON.stringify({ query: document.toString(), variables: sent }) },
            signal,
            readBody<TData>,
          );
    const firstError = body?.errors?.[0];
    if (firstError) throw toApiError(firstError, status);
    if (!isOk) throw new ApiError(getCodeForStatus(status), `The server answered HTTP ${status}`, { status });
    if (body?.data == null) throw new ApiError('INTERNAL', 'The server answered without data', { status });
    return body.data;
  }

  /**
   * A REST answer's body, or an ApiError carrying the error body's `code`, its `message` (already in
   * the user's language, decision 025) and the `fields` it refused, when it has them.
   */
  function readRestAnswer<TBody>({ status, isOk, body }: { status: number; isOk: boolean; body: TBody }) {
    if (isOk) return body;
    const error = (body ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
    throw new ApiError(
      isErrorCode(error.code) ? error.code : getCodeForStatus(status),
      typeof error.message === 'string' ? error.message : `The server answered HTTP ${status}`,
      { status, fields: isStringRecord(error.fields) ? error.fields : undefined },
    );
  }

  /** GETs a REST path of the server (not under the GraphQL base path) and resolves with its JSON body. */
  async function getJson(path: string, { signal }: RequestOptions = {}): Promise<unknown> {
    return readRestAnswer(await send(path, undefined, signal, readBody));
  }

  /** POSTs a JSON body to a REST path of the server and resolves with the JSON it answers. */
  async function postJson(
    path: string,
    payload: unknown,
    { signal, reportsUnauthorized }: RequestOptions = {},
  ): Promise<unknown> {
    return readRestAnswer(
      await send(path, { json: JSON.stringify(payload) }, signal, readBody, reportsUnauthorized),
    );
  }

  /** PUTs a JSON body to a REST path of the server (the notifications' status, D3-7.19) and resolves with its JSON. */
  async function putJson(path: string, payload: unknown, { signal }: RequestOptions = {}): Promise<unknown> {
    return readRestAnswer(
      await send(path, { json: JSON.stringify(payload), method: 'PUT' }, signal, readBody),
    );
  }

  /** POSTs a multipart form (files) to a REST path and resolves with the JSON it answers. */
  async function postForm(path: string, form: FormData, { signal }: RequestOptions = {}): Promise<unknown> {
    return readRestAnswer(await send(path, { form }, signal, readBody));
  }

  /** GETs the bytes of a REST path (a document) with the bearer token, as a Blob of the type it answered. */
  async function getBlob(path: string, { signal }: RequestOptions = {}): Promise<Blob> {
    const answer = await send(
      path,
      undefined,
      signal,
      async (response): Promise<Blob | GraphQLResponse | null> =>
        response.ok ? response.blob() : readBody(response),
    );
    return readRestAnswer(answer) as Blob;
  }

  /**
   * Opens a REST path whose answer is a stream (the live updates' server-sent events, decision 061):
   * the same headers as every call, the token included, which EventSource cannot send; no timeout,
   * since the answer lasts until `signal` aborts it or the server ends it. Resolves with the answer,
   * refused or not, for the caller to read; rejects only when the server could not be reached.
   */
  async function openStream(path: string, { signal }: RequestOptions = {}): Promise<Response> {
    const headers = { ...getHeaders(undefined), Accept: 'text/event-stream' };
    return fetch(path, { method: 'GET', headers, signal, cache: 'no-store' });
  }

  return { basePath, request, getJson, postJson, putJson, postForm, getBlob, openStream };
}

export type ApiClient = ReturnType<typeof createApiClient>;
