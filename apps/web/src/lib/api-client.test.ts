import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, getApiBasePath, maxQueryUrlLength } from './api-client';
import type { FetchFunction } from './fetch-function';
import { TypedDocumentString } from '../graphql/graphql';
import { readFileBytes } from './check-chosen-file';

type Call = { url: string; init: RequestInit | undefined };

/**
 * A Blob's bytes, whichever Blob the test DOM hands over: Node's (with arrayBuffer, which the test
 * DOM's FileReader refuses) on some Node lines, the test DOM's own (without it) on others.
 */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return typeof blob.arrayBuffer === 'function'
    ? new Uint8Array(await blob.arrayBuffer())
    : readFileBytes(blob);
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records its calls and answers with `answer`. */
function createFetch(answer: Response | Error) {
  const calls: Call[] = [];
  const fetch: FetchFunction = async (url, init) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

/** A fetch that never answers, and rejects as a browser does when its signal aborts. */
const hangingFetch: FetchFunction = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

async function catchError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

const queryText = 'query getUserDetails($id: ID) { getUserDetails(id: $id) { firstName } }';
const query = new TypedDocumentString<{ getUserDetails: { firstName: string } }, { id?: string }>(queryText);

describe('getApiBasePath', () => {
  it('[D1-7.02] uses the mobile gateway in the installed app and the web gateway in a browser tab', () => {
    const asked: string[] = [];
    const standalone = (media: string) => (asked.push(media), { matches: true });
    expect(getApiBasePath(standalone)).toBe('/mobile');
    expect(asked).toEqual(['(display-mode: standalone)']);
    expect(getApiBasePath(() => ({ matches: false }))).toBe('/web');
  });
});

describe('createApiClient', () => {
  it('posts the query and variables as JSON to {basePath}/v1/experience and resolves with data', async () => {
    const { fetch, calls } = createFetch(jsonResponse({ data: { getUserDetails: { firstName: 'Ada' } } }));
    const client = createApiClient({ timeoutMs: 1_000, basePath: '/mobile', fetch });

    const data = await client.request(query, { id: 'u1' });

    expect(data.getUserDetails.firstName).toBe('Ada');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/mobile/v1/experience');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ query: queryText, variables: { id: 'u1' } });
  });

  describe('a query the server knows by its hash (decision 068)', () => {
    const persistedQuery = new TypedDocumentString<
      { getUserDetails: { firstName: string } },
      { id?: string }
    >(queryText, { hash: 'sha256:abc' });
    const answered = { data: { getUserDetails: { firstName: 'Ada' } } };

    /** A fetch that answers its calls in turn. */
    function fetchAnswering(...answers: Response[]) {
      const calls: Call[] = [];
      const fetch: FetchFunction = async (url, init) => {
        calls.push({ url, init });
        return answers[calls.length - 1]!;
      };
      return { fetch, calls };
    }

    it('goes as a GET of its hash, name and variables, without a body', async () => {
      const { fetch, calls } = fetchAnswering(jsonResponse(answered));
      const client = createApiClient({ timeoutMs: 1_000, basePath: '/mobile', fetch });

      expect((await client.request(persistedQuery, { id: 'u1' })).getUserDetails.firstName).toBe('Ada');

      expect(calls).toHaveLength(1);
      const url = new URL(calls[0]!.url, 'http://app.test');
      expect(url.pathname).toBe('/mobile/v1/experience');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        persisted: 'true',
        query: 'sha256:abc',
        operationName: 'getUserDetails',
        variables: '{"id":"u1"}',
      });
      expect(calls[0]?.init?.method).toBe('GET');
      expect(calls[0]?.init?.body).toBeUndefined();
    });

    it('is sent whole by POST when the server does not know its hash (another release)', async () => {
      const { fetch, calls } = fetchAnswering(
        jsonResponse(
          {
            data: null,
            errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'BAD_USER_INPUT' } }],
          },
          400,
        ),
        jsonResponse(answered),
      );
      const client = createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch });

      expect((await client.request(persistedQuery, { id: 'u1' })).getUserDetails.firstName).toBe('Ada');

      expect(calls.map((call) => call.init?.method)).toEqual(['GET', 'POST']);
      expect(calls[1]?.url).toBe('/web/v1/experience');
      expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ query: queryText, variables: { id: 'u1' } });
    });

    it("keeps the server's other refusals of a query by hash", async () => {
      const { fetch, calls } = fetchAnswering(
        jsonResponse(
          { data: null, errors: [{ message: 'No access', extensions: { code: 'FORBIDDEN' } }] },
          403,
        ),
      );
      const error = await catchError(createApiClient({ timeoutMs: 1_000, fetch }).request(persistedQuery));
      expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      expect(calls).toHaveLength(1);
    });

    it('is POSTed when its variables would make the address too long for proxies', async () => {
      const { fetch, calls } = fetchAnswering(jsonResponse(answered));
      const client = createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch });

      await client.request(persistedQuery, { id: 'x'.repeat(maxQueryUrlLength) });

      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe('/web/v1/experience');
      expect(calls[0]?.init?.method).toBe('POST');
    });

    it('posts a mutation, hash or not', async () => {
      const mutationText = 'mutation saveName($id: ID) { saveName(id: $id) }';
      const mutation = new TypedDocumentString<{ saveName: boolean }, { id?: string }>(mutationText, {
        hash: 'sha256:def',
      });
      const { fetch, calls } = fetchAnswering(jsonResponse({ data: { saveName: true } }));

      await createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch }).request(mutation, { id: 'u1' });

      expect(calls[0]?.url).toBe('/web/v1/experience');
      expect(calls[0]?.init?.method).toBe('POST');
      expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
        query: mutationText,
        variables: { id: 'u1' },
      });
    });
  });

  it('maps errors[0].extensions.code to a typed error carrying the message, status and fields', async () => {
    const { fetch } = createFetch(
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'Check the dates',
            extensions: { code: 'BAD_USER_INPUT', fields: { pickUpDate: 'past' } },
          },
          { message: 'second', extensions: { code: 'INTERNAL' } },
        ],
      }),
    );
    const error = await catchError(createApiClient({ timeoutMs: 1_000, fetch }).request(query));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Check the dates',
      status: 200,
      fields: { pickUpDate: 'past' },
    });
  });

  it('treats a code outside the closed set as INTERNAL', async () => {
    const { fetch } = createFetch(
      jsonResponse({ errors: [{ message: 'Nope', extensions: { code: 'TEAPOT' } }] }),
    );
    const error = await catchError(createApiClient({ timeoutMs: 1_000, fetch }).request(query));
    expect(error).toMatchObject({ code: 'INTERNAL', message: 'Nope' });
  });

  it('derives the code from the HTTP status when the answer carries no GraphQL errors', async () => {
    const cases = [
      [401, 'UNAUTHENTICATED'],
      [403, 'FORBIDDEN'],
      [413, 'PAYLOAD_TOO_LARGE'],
      [429, 'RATE_LIMITED'],
      [502, 'INTERNAL'],
    ] as const;
    for (const [status, code] of cases) {
      const { fetch } = createFetch(new Response('<html>Bad gateway</html>', { status }));
      const error = await catchError(createApiClient({ timeoutMs: 1_000, fetch }).request(query));
      expect(error).toMatchObject({ code, status });
    }
  });

  it('rejects an answer without data as INTERNAL', async () => {
    const { fetch } = createFetch(jsonResponse({}));
    const error = await catchError(createApiClient({ timeoutMs: 1_000, fetch }).request(query));
    expect(error).toMatchObject({ code: 'INTERNAL', status: 200 });
  });

  it('reports a request that never reached the server as NETWORK_ERROR', async () => {
    const { fetch } = createFetch(new TypeError('Failed to fetch'));
    const error = await catchError(createApiClient({ timeoutMs: 1_000, fetch }).request(query));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: null });
  });

  it('aborts the request after the configured timeout and reports TIMEOUT', async () => {
    const error = await catchError(createApiClient({ timeoutMs: 20, fetch: hangingFetch }).request(query));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('lets a cancellation by the caller through as an abort, not as an API error', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ timeoutMs: 1_000, fetch: hangingFetch }).request(
      query,
      {},
      {
        signal: controller.signal,
      },
    );
    controller.abort();
    const error = await catchError(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('authentication headers', () => {
  it('[D1-7.01] sends the ID token as a bearer token and the subscription key on every call', async () => {
    const { fetch, calls } = createFetch(jsonResponse({ data: { ok: true } }));
    const client = createApiClient({
      timeoutMs: 1_000,
      basePath: '/web',
      fetch,
      getIdToken: () => 'the-id-token',
      subscriptionKey: 'key-1',
    });

    await client.request(query);

    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer the-id-token');
    expect(headers.get('x-subscription-key')).toBe('key-1');
  });

  it("[D1-1.09] sends the user's current language as Accept-Language, read on every call", async () => {
    const sent: (string | null)[] = [];
    const fetch: FetchFunction = async (_url, init) => {
      sent.push(new Headers(init?.headers).get('Accept-Language'));
      return jsonResponse({ data: { ok: true } });
    };
    let language = 'en';
    const client = createApiClient({
      timeoutMs: 1_000,
      basePath: '/web',
      fetch,
      getLanguage: () => language,
    });

    await client.request(query);
    language = 'fr';
    await client.getJson('/v1/api/countries');

    expect(sent).toEqual(['en', 'fr']);
  });

  it('sends no Authorization header before sign-in, and the local subscription key by default', async () => {
    const { fetch, calls } = createFetch(jsonResponse({ data: { ok: true } }));
    await createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch }).request(query);

    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('x-subscription-key')).toBe('carrier-web-local');
  });

  it('[D1-8.03] a 401 is reported to onUnauthorized and rejects with UNAUTHENTICATED', async () => {
    const { fetch } = createFetch(
      jsonResponse({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, 401),
    );
    let reported = 0;
    const client = createApiClient({
      timeoutMs: 1_000,
      basePath: '/web',
      fetch,
      onUnauthorized: () => reported++,
    });

    const error = await catchError(client.request(query));

    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(reported).toBe(1);
  });
});

describe('getJson', () => {
  it('GETs a REST path with the same headers and resolves with the body', async () => {
    const { fetch, calls } = createFetch(jsonResponse([{ id: 1 }]));
    const client = createApiClient({ timeoutMs: 1_000, basePath: '/mobile', fetch, getIdToken: () => 't' });

    const body = await client.getJson(
      '/notifications/v1/retrievebystatusandupn?notificationStatus=UNREAD&upn=a',
    );

    expect(body).toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('/notifications/v1/retrievebystatusandupn?notificationStatus=UNREAD&upn=a');
    expect(calls[0]?.init?.method).toBe('GET');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer t');
  });

  it('[D3-7.25] any status from 200 to 299 is a success, and 300 and above are not', async () => {
    const answerWith = (status: number) =>
      createApiClient({
        timeoutMs: 1_000,
        fetch: createFetch(jsonResponse({ status }, status)).fetch,
        basePath: '/web',
      }).getJson('/x');
    for (const status of [200, 201, 226, 299]) expect(await answerWith(status)).toEqual({ status });
    for (const status of [300, 400, 500]) {
      expect(await catchError(answerWith(status)), String(status)).toBeInstanceOf(ApiError);
    }
  });

  it('rejects with the code of a failing answer', async () => {
    const { fetch } = createFetch(jsonResponse({ code: 'FORBIDDEN', message: 'no' }, 403));
    const error = await catchError(
      createApiClient({ timeoutMs: 1_000, fetch, basePath: '/web' }).getJson('/x'),
    );
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('postForm', () => {
  it('[D2-7.21] POSTs a multipart form with the token, the key and the language, leaving its type to fetch', async () => {
    const { fetch, calls } = createFetch(jsonResponse({ shipmentId: 'S1' }));
    const client = createApiClient({
      timeoutMs: 1_000,
      basePath: '/web',
      fetch,
      getIdToken: () => 't',
      getLanguage: () => 'fr',
    });
    const form = new FormData();
    form.append('shipmentId', 'S1');

    expect(await client.postForm('/web/v2/uploadInvoiceV2', form)).toEqual({ shipmentId: 'S1' });
    expect(calls[0]?.url).toBe('/web/v2/uploadInvoiceV2');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe(form);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t');
    expect(headers.get('x-subscription-key')).toBe('carrier-web-local');
    expect(headers.get('Accept-Language')).toBe('fr');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it("rejects with the answer's code, its message in the user's language and the refused fields", async () => {
    const { fetch } = createFetch(
      jsonResponse(
        {
          code: 'BAD_USER_INPUT',
          message: 'Veuillez démarrer le voyage.',
          fields: { docType: 'Choisissez un type.' },
        },
        400,
      ),
    );
    const error = await catchError(
      createApiClient({ timeoutMs: 1_000, fetch, basePath: '/web' }).postForm('/web/x', new FormData()),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      message: 'Veuillez démarrer le voyage.',
      fields: { docType: 'Choisissez un type.' },
    });
  });

  it('rejects with NETWORK_ERROR when the upload never reaches the server', async () => {
    const { fetch } = createFetch(new TypeError('Failed to fetch'));
    const error = await catchError(
      createApiClient({ timeoutMs: 1_000, fetch, basePath: '/web' }).postForm('/web/x', new FormData()),
    );
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: null });
  });
});

describe('getBlob', () => {
  it('GETs bytes with the bearer token and resolves with a Blob of the type answered', async () => {
    const { fetch, calls } = createFetch(
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    );
    const client = createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch, getIdToken: () => 't' });

    const blob = await client.getBlob('/web/v2/documents/D1/content');

    expect(blob.type).toBe('application/pdf');
    expect(await bytesOf(blob)).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    expect(calls[0]?.init?.method).toBe('GET');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer t');
  });

  it('rejects with the code and message of a refused read', async () => {
    const { fetch } = createFetch(
      jsonResponse({ code: 'NOT_FOUND', message: 'This document was not found.' }, 404),
    );
    const error = await catchError(
      createApiClient({ timeoutMs: 1_000, fetch, basePath: '/web' }).getBlob('/web/v2/documents/x/content'),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'This document was not found.' });
  });
});
