import { buildPostingPayload } from '../modules/postings/postings.fixtures';
import {
  encodeJson,
  encodeUrlText,
  mutationsOf,
  pathsOf,
  replaceAt,
  valueAt,
  type Mutation,
} from './mutations';

// Every REST, integration and identity route of Fastify's route table (app.routeTable), its path
// parameters, query and body replaced one value at a time (decision 029). A new route is picked up
// with no change here; give it a valid query or body in `routeSamples` so that the mutations start
// from a request that gets past the first check. The multipart uploads (submitDocumentV2,
// uploadInvoiceV2) are sent the JSON of their form fields, which they refuse as not multipart; their
// malformed multipart bodies are tried by modules/documents/upload-input.test.ts and
// modules/invoices/upload-invoice-input.test.ts (decisions 043, 046).

/** `params`: path parameters the route's own check accepts, instead of the sample UUID. */
export type RouteSample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

/**
 * Routes whose answer is a stream that stays open (decision 061): an injected request would wait for
 * its end. They take no query or body; their refusals are tried over HTTP by their own tests
 * (modules/live/live-updates.test.ts).
 */
export const streamingRoutes: ReadonlySet<string> = new Set(['GET /live/v1/events']);

/** Valid inputs of routes, by `METHOD /url` as registered. */
export const routeSamples: Record<string, RouteSample> = {
  'GET /v1/api/locations/searchByQuery': { query: { query: 'Chicago' } },
  'GET /v1/api/locations/nearest': { query: { latitude: '41.525', longitude: '-88.0817' } },
  'GET /contentstack/v1/contentstack/config': { query: { env: 'dev' } },
  'GET /contentstack/v1/contentstack': { query: { type: 'home_banner', locale: 'en' } },
  'GET /v1/contentorconfig': { query: { contentType: 'terms_and_conditions', loadType: 'Brokerage' } },
  'GET /notifications/v1/retrievebystatusandupn': {
    query: { notificationStatus: 'NEW', upn: 'someone@example.test' },
  },
  'PUT /notifications/v1/:vendorMessageId': { body: { notificationStatus: 'UNREAD' } },
  'POST /integration/v1/bookings/:bookingId/decision': { body: { decision: 'WITHDRAWN' } },
  'PUT /integration/v1/load-postings/:sourceReference': { body: buildPostingPayload() },
  // Every field of a payment: the combinations are refused field by field (decision 047).
  'PUT /integration/v1/shipments/:shipmentId/payment-status': {
    params: { shipmentId: 'S00000001' },
    body: {
      paymentStatus: 'PAID',
      paidAt: '2030-02-28T10:00:00-05:00',
      paidAmount: '2832.62',
      note: 'Paid in batch 7.',
    },
  },
  // A carrier's whole record with every section (D3-3.06): each field and list entry is replaced.
  'PUT /integration/v1/carriers/:commonCarrierId': {
    params: { commonCarrierId: 'CC-FUZZ-1' },
    body: {
      carrierName: 'Fuzz Freight',
      carrierActiveIndicator: true,
      carrierMCNo: '784512',
      city: 'Chicago',
      hazmatCertExpirationDate: '2031-01-01',
      primaryContact: { firstName: 'Ana', lastName: 'Ruiz', phone: '312-555-0100' },
      otherContacts: [{ firstName: 'Bo', email: 'bo@example.test' }],
      insurances: [
        {
          insuranceId: 'I-1',
          insuranceType: 'Cargo',
          limits: '100000.00',
          policyExpirationDate: '2031-01-01',
        },
      ],
      certifications: [{ certificationCode: 'SMARTWAY', certificateExpireDate: '2032-01-01' }],
    },
  },
  'GET /contentstack/v1/contentstack/help': { query: { locale: 'fr' } },
  'GET /masterdata/v1/carrierdata': { query: { carrierId: '00000000-0000-4000-8000-000000000000' } },
  // The feedback payload of D3-3.19 (the fuzz caller's own upn and carrier are left out).
  'POST /devicemanage/v1/manage': {
    body: {
      rating: 4,
      feedback: 'Clear screens.',
      devicePlatform: 'Web',
      deviceModel: 'Chrome',
      appVersion: '',
    },
  },
  'POST /intent/v1/publishCarrierIntent': { body: { shipmentId: 'S-1', intent: 'NEED NEXT ROUTE' } },
  // A batch: the mutations reach the array, its reports and each of their fields.
  'POST /devicelocation/v1/location': {
    body: [
      {
        messageType: 'LOCATION',
        activity: 'IN_TRANSIT',
        shipmentId: 'S-1',
        carrierScac: 'GLFC',
        userId: 'driver@example.test',
        sourceSystem: 'MERCURYGATE',
        carrierId: 'CC-1',
        stopId: 'STOP-1',
        sequenceNo: 1,
        locationId: null,
        latitude: 41.52,
        longitude: -88.08,
        accuracy: 12,
        speed: 24.5,
        heading: 350,
        recordedAt: '2030-03-01T11:15:00Z',
      },
    ],
  },
  // The fields of the invoice form (D2-7.21), as JSON: refused before anything is read.
  'POST /web/v2/uploadInvoiceV2': {
    body: { shipmentId: 'S-1', sourceSystem: 'MASTERMIND', division: '', invoiceNumber: 'INV-1' },
  },
  'POST /mobile/v2/uploadInvoiceV2': {
    body: { shipmentId: 'S-1', sourceSystem: 'MASTERMIND', division: '', invoiceNumber: 'INV-1' },
  },
  'POST /identity/interaction/:uid/sign-in': {
    body: { email: 'someone@example.test', password: 'Secret-1234' },
  },
  'POST /identity/interaction/:uid/create-account': {
    body: { email: 'someone@example.test', password: 'Secret-1234', firstName: 'A', lastName: 'B' },
  },
  'POST /identity/interaction/:uid/forgot-password': { body: { email: 'someone@example.test' } },
  'POST /identity/reset-password/:token': { body: { password: 'Secret-1234', confirm: 'Secret-1234' } },
  // A document's bytes (decision 045): the id is a uuid of nothing, the query asks for a download.
  'GET /web/v2/documents/:documentId/content': { query: { download: '1' } },
  'GET /mobile/v2/documents/:documentId/content': { query: { download: '1' } },
  // A push subscription of an allowed push service (decision 060), and its endpoint to unregister.
  'PUT /devicemanage/v1/manage': {
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-device',
      keys: {
        p256dh: 'BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc',
        auth: 'CQkJCQkJCQkJCQkJCQkJCQ',
      },
    },
  },
  'DELETE /devicemanage/v1/manage': { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-device' } },
};

/** Paths the identity provider answers under its catch-all route. */
export const providerPaths = ['/identity/auth', '/identity/token', '/identity/session/end', '/identity/me'];

export type RestCase = {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
  valid: boolean;
};

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const isForm = (url: string) => url.startsWith('/identity/');
const paramSample = '00000000-0000-4000-8000-000000000000';

function urlOf(pattern: string, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? encodeUrlText(params[part.slice(1)]) : part))
    .join('/');
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeUrlText(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

function bodyOf(url: string, body: unknown): { payload: Buffer | string; headers: Record<string, string> } {
  if (isForm(url) && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const form = Object.entries(body)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeUrlText(value)}`)
      .join('&');
    return { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return { payload: encodeJson(body), headers: { 'content-type': 'application/json' } };
}

function caseOf(
  name: string,
  method: string,
  pattern: string,
  input: { params: Record<string, unknown>; query: Record<string, unknown>; body?: unknown },
  valid: boolean,
): RestCase {
  const url = urlOf(pattern, input.params, input.query);
  if (!hasBody(method) || input.body === undefined) return { name, method, url, headers: {}, valid };
  return { name, method, url, ...bodyOf(pattern, input.body), valid };
}

/** The valid request of each route, then its requests with one value replaced, then a wrong method. */
export function restCases(routes: { method: string; url: string }[]): RestCase[] {
  const cases: RestCase[] = [];
  const expanded = routes.flatMap((route) =>
    route.url.endsWith('*') ? providerPaths.map((url) => ({ ...route, url })) : [route],
  );
  for (const { method, url: pattern } of expanded) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    if (streamingRoutes.has(`${method} ${pattern}`)) continue;
    const sample = routeSamples[`${method} ${pattern}`] ?? {};
    const params = Object.fromEntries(
      pattern
        .split('/')
        .filter((part) => part.startsWith(':'))
        .map((part) => [part.slice(1), sample.params?.[part.slice(1)] ?? paramSample]),
    );
    const good = {
      params,
      query: { ...sample.query } as Record<string, unknown>,
      body: hasBody(method) ? (sample.body ?? {}) : undefined,
    };
    const name = `${method} ${pattern}`;
    cases.push(caseOf(name, method, pattern, good, true));
    const variants = (part: 'params' | 'query' | 'body', value: unknown) =>
      pathsOf(value)
        .filter((path) => path.length > 0 || part === 'body')
        .flatMap((path) =>
          mutationsOf(valueAt(value, path)).map((mutation: Mutation) =>
            caseOf(
              `${name} ${part}.${path.join('.')}: ${mutation.name}`,
              method,
              pattern,
              { ...good, [part]: replaceAt(value, path, mutation.value) },
              false,
            ),
          ),
        );
    cases.push(...variants('params', good.params));
    // An unknown query parameter stands for the route's own when it has none.
    cases.push(...variants('query', { ...good.query, fuzz: 'x' }));
    if (good.body !== undefined) cases.push(...variants('body', good.body));
  }
  return cases;
}

/** Headers that carry input too: credentials, keys, languages and types of the wrong shape. */
export const headerMutations: Record<string, string>[] = [
  { authorization: 'Bearer x' },
  { authorization: 'Bearer a.b.c' },
  { authorization: 'Basic abc' },
  { authorization: `Bearer ${'x'.repeat(20_000)}` },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
  { authorization: 'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.e30.e30' },
  { 'accept-language': '***;q=abc,,;;' },
  { 'accept-language': 'x'.repeat(5_000) },
  { 'x-api-key': 'x' },
  { 'x-api-key': '' },
  { 'ocp-apim-subscription-key': 'x' },
  { 'content-type': 'application/json; charset=latin1' },
  { cookie: '_session=%%%; _interaction=%00' },
];
