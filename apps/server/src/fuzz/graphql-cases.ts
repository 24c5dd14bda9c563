import type { GraphQLField, GraphQLInputType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { graphqlRuntime as g } from '../platform/graphql-runtime';
import { mutationsOf, pathsOf, replaceAt, valueAt } from './mutations';

// Every root field of the executable schema as an operation with valid variables, then one variable
// value replaced at a time (decision 029). New fields are picked up from the schema with no change
// here; a new custom scalar needs a valid sample in `scalarSamples`, and a field whose first rule
// refuses the generated values a line in `variableSamples`.

export type GraphqlCase = {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** The valid call this case was derived from (run first, not checked for refusal). */
  valid: boolean;
};

/** A valid value of each scalar; ids are well-formed UUIDs of nothing. */
export const scalarSamples: Record<string, unknown> = {
  String: 'fuzz',
  ID: '00000000-0000-4000-8000-000000000000',
  Int: 1,
  Float: 1.5,
  Boolean: true,
};

/**
 * Values that get a root field's generated variables past its first rule (merged into them, by
 * `Type.field`), so that the replaced values reach the use case and the database.
 */
export const variableSamples: Record<string, Record<string, unknown>> = {
  'Query.getStateBasedLoad': { input: { country: 'USA', stateId: 'IL' } },
  'Query.findUserRecentSearchHistory': { input: { sortColumn: 'searchdate', sortDirection: 'DESC' } },
  'Query.findUserFavouriteSearchHistory': { input: { sortColumn: 'searchdate', sortDirection: 'DESC' } },
  'Query.recommendedLoads': { input: { status: 'new' } },
  'Query.myTrackingLog': { before: '2030-03-01T12:00:00Z' },
  'Query.getUserWatchedLoads': { input: { sortColumn: 'watchDate', sortDirection: 'DESC' } },
  'Query.getShipmentsWithStopsByState': { input: { filter: 'carrierTendered', driverId: null } },
  'Query.getCarrierPaymentLoads': { input: { stage: 'scheduled' } },
  'Query.predecessorShipmentId': { assignSource: 'BOOKING' },
  'Mutation.assignShipmentToDriverV2': { input: { assignSource: 'BOOKING' } },
  'Mutation.tenderAction': { input: { action: 'ACCEPT', reasonCode: null } },
  'Mutation.buyLoadRequest': { input: { sourceSystem: 'MERCURYGATE' } },
  'Mutation.confirmStart': {
    input: {
      startDateTime: '2030-03-01T07:30:00-06:00',
      positionDateTime: '2030-03-01T07:25:00-06:00',
      timeZone: 'America/Chicago',
      gpsTrackingStatus: 1,
    },
  },
  'Mutation.startTrip': { input: { gpsTrackingStatus: 10 } },
  'Mutation.updateStop': {
    input: {
      actualArrivalDateTime: '2030-03-01T07:50:00-06:00',
      actualDepartureDateTime: '2030-03-01T09:00:00-06:00',
      actualETADateTime: null,
      positionDateTime: '2030-03-01T07:50:00-06:00',
      trailerIn: { type: 'TA', number: '123456' },
      trailerOut: { type: 'OTHER', number: 'RENTAL 7' },
      lateArrivalReason: 'TRAFFIC',
      gpsTrackingStatus: 1,
    },
  },
  'Mutation.updateGpsTracking': { gpsTrackingStatus: 10 },
  // Add Reference (decision 048): the action's type and no time of its own, one row of a known type.
  'Mutation.addReference': {
    input: {
      actionType: 'refUpdate',
      actionDateTime: null,
      references: [{ referenceType: 'PO Number', referenceValue: 'PO-1', stopId: null }],
    },
  },
  // A document type of D2-3.08, so that the replaced values reach the shipment and document lookups.
  'Query.fetchDocument': { documentType: 'proofOfDelivery', documentNumber: 'S-1-1' },
  'Mutation.createInvoice': { sendEmail: true, invoiceNumber: 'INV-1' },
  // Capacity (decision 050): a Truck from Chicago on coming dates, a segment and a sort it offers, so
  // that the replaced values reach the gazetteer, the rules and the capacity lookups.
  ...Object.fromEntries(
    ['Mutation.addCarrierCapacity', 'Mutation.updateCarrierCapacity'].map((field) => [
      field,
      {
        input: {
          capacityType: 'TRUCK',
          trailerType: 'Dry Van',
          originCity: 'Chicago',
          originState: 'IL',
          originCountry: 'USA',
          originPostalCode: '60601',
          originLatitude: 41.8781,
          originLongitude: -87.6298,
          originRadius: 100,
          destinationRadius: null,
          destinationStates: [],
          preferredDays: [],
          pickUpFromDate: '2030-03-04T06:00:00-06:00',
          pickUpToDate: '2030-03-07T06:00:00-06:00',
        },
      },
    ]),
  ),
  'Query.getCarrierCapacity': { input: { capacityType: 'ALL' } },
  'Query.getCarrierCapacityWithLoadCount': { input: { capacityType: 'TRUCK' } },
  'Query.getCapacityLoad': { input: { sortColumn: 'pickUpStartDate', sortDirection: 'ASC' } },
  // The cost profile and lane rates (decision 058).
  'Mutation.saveCostProfile': {
    input: { costMode: 'perMile', averageSpeedMph: 50, drivingHoursPerDay: 10, targetRatePerMile: 2.5 },
  },
  'Query.getLaneRates': {
    lanes: [
      {
        originCountry: 'USA',
        originState: 'IL',
        destinationCountry: 'USA',
        destinationState: 'TX',
        trailerType: 'Dry Van',
      },
    ],
  },
  // Preferences (decision 057): a known key with one of its values, so that the replaced values reach
  // the rules and the write.
  'Mutation.updateUserPreference': {
    preference: { domain: 'carrier', updatePreferences: [{ key: 'viewsettings', value: 'search' }] },
  },
  // Manage Users (decision 055): a valid user form, filter, sort and number, so that the replaced
  // values reach the rules and the member lookups.
  ...Object.fromEntries(
    [
      ['Mutation.addMemberV2', (details: object) => ({ input: details })],
      ['Mutation.updateMember', (details: object) => ({ input: { userDetails: details } })],
    ].map(([field, wrap]) => [
      field as string,
      (wrap as (details: object) => Record<string, unknown>)({
        roles: ['carrierDriver'],
        firstName: 'Fuzz',
        lastName: 'Member',
        email: 'fuzz.member@example.test',
        countryCode: '+1',
        mobileNumber: '312-555-0100',
        tractorNumber: 'T-1',
        parkLocation: null,
      }),
    ]),
  ),
  'Query.getMembers': { input: { roleName: ['carrierDriver'], sort: 'NAME_ASC', page: 0, size: 10 } },
  'Query.getMemberAssignedLoads': { page: 0, size: 5 },
  'Query.validateUserByIdentifier': { mobileNum: '312-555-0100', countryCode: '+1' },
  'Query.validatePhoneNumber': { phoneNumber: '312-555-0100', countryCode: '+1' },
  'Mutation.transferMemberV2': { input: { roles: ['carrierDriver'] } },
  // Web Push (decision 060): a subscription of an allowed push service, and its endpoint.
  'Mutation.registerDevice': {
    device: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-device',
      keys: {
        p256dh: 'BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc',
        auth: 'CQkJCQkJCQkJCQkJCQkJCQ',
      },
    },
  },
  'Mutation.unregisterDevice': { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-device' },
  // A member's language (decision 064): one the app has.
  'Mutation.setMemberLanguage': { language: 'fr' },
  // Registration (decision 059): a valid form, so that the replaced values reach the rules.
  'Mutation.registerMember': {
    input: {
      roles: ['carrierDriver'],
      firstName: 'Fuzz',
      lastName: 'Member',
      countryCode: '+1',
      mobileNumber: '312-555-0101',
      companyName: 'Fuzz Freight',
      corporateZipCode: '60601',
      carrierMcNo: '1234567',
      carrierUsDotNo: null,
      tractorNumber: 'T-1',
      parkLocation: { addressLine1: 'Joliet, IL', city: 'Joliet', state: 'IL', postalCode: '60431' },
    },
  },
};

/**
 * Root fields the fuzz test leaves out. deleteMember takes no value to replace, and its one valid call
 * would delete the fuzz caller's account, so every case after it would only meet UNAUTHENTICATED; its
 * own test covers it (decision 055).
 */
export const unfuzzedFields: readonly string[] = ['Mutation.deleteMember'];

/** `sample` with the values of `override` in place, input objects merged field by field. */
function merged(sample: unknown, override: unknown): unknown {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(sample) || !isObject(override)) return override;
  const result: Record<string, unknown> = { ...sample };
  for (const [key, value] of Object.entries(override)) result[key] = merged(sample[key], value);
  return result;
}

function sampleOf(type: GraphQLInputType, depth = 0): unknown {
  if (g.isNonNullType(type)) return sampleOf(type.ofType as GraphQLInputType, depth);
  if (g.isListType(type)) return [sampleOf(type.ofType as GraphQLInputType, depth)];
  if (g.isEnumType(type)) return type.getValues()[0]!.name;
  if (g.isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => depth < 3 || g.isNonNullType(field.type),
    );
    return Object.fromEntries(fields.map((field) => [field.name, sampleOf(field.type, depth + 1)]));
  }
  const sample = scalarSamples[(type as { name: string }).name];
  if (sample === undefined) throw new Error(`No fuzz sample for the scalar ${String(type)}: add one`);
  return sample;
}

/** The scalar fields of the result (no arguments needed), or only its type name. */
function selectionOf(type: GraphQLOutputType): string {
  const named = g.getNamedType(type);
  if (g.isObjectType(named) || g.isInterfaceType(named)) {
    const leaves = Object.values(named.getFields())
      .filter((field) => g.isLeafType(g.getNamedType(field.type)))
      .filter((field) => field.args.every((arg) => !g.isNonNullType(arg.type)))
      .map((field) => field.name);
    return ` { __typename ${leaves.join(' ')} }`;
  }
  if (g.isUnionType(named)) return ' { __typename }';
  return '';
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const argumentsText = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${
    argumentsText ? `(${argumentsText})` : ''
  }${selectionOf(field.type)} }`;
}

/** Every root field's valid call, followed by its calls with one value replaced. */
export function graphqlCases(schema: GraphQLSchema): GraphqlCase[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const cases: GraphqlCase[] = [];
  for (const [kind, type] of roots) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (unfuzzedFields.includes(`${type!.name}.${field.name}`)) continue;
      const query = operationOf(kind, field);
      const generated = Object.fromEntries(field.args.map((arg) => [arg.name, sampleOf(arg.type)]));
      const override = variableSamples[`${type!.name}.${field.name}`] ?? {};
      const variables = merged(generated, override) as Record<string, unknown>;
      const name = `${kind} ${field.name}`;
      cases.push({ name, query, variables, valid: true });
      for (const path of pathsOf(variables).filter((path) => path.length > 0)) {
        for (const mutation of mutationsOf(valueAt(variables, path))) {
          cases.push({
            name: `${name} $${path.join('.')}: ${mutation.name}`,
            query,
            variables: replaceAt(variables, path, mutation.value) as Record<string, unknown>,
            valid: false,
          });
        }
      }
      // An undeclared variable and a variables value that is not an object.
      cases.push({
        name: `${name}: unknown variable`,
        query,
        variables: { ...variables, zz: 1 },
        valid: false,
      });
      cases.push({ name: `${name}: variables not an object`, query, variables: 'x' as never, valid: false });
    }
  }
  return cases;
}

export type TransportCase = {
  name: string;
  method: 'GET' | 'POST';
  search?: string;
  body?: string;
  type?: string;
};

const simple = '{ gatewayInfo { status } }';
const search = (fields: Record<string, string>) =>
  `?${Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;

/** The GraphQL request itself malformed: its fields of the wrong type, its body not JSON, over GET. */
export const transportCases: TransportCase[] = [
  { name: 'GET without a query', method: 'GET' },
  { name: 'GET variables not JSON', method: 'GET', search: search({ query: simple, variables: '{bad' }) },
  { name: 'GET variables a number', method: 'GET', search: search({ query: simple, variables: '5' }) },
  { name: 'GET variables a list', method: 'GET', search: search({ query: simple, variables: '[1]' }) },
  { name: 'GET extensions a string', method: 'GET', search: search({ query: simple, extensions: '"x"' }) },
  { name: 'GET query an object', method: 'GET', search: '?query[a]=1' },
  { name: 'GET mutation', method: 'GET', search: search({ query: 'mutation { __typename }' }) },
  { name: 'POST not JSON', method: 'POST', body: '{bad', type: 'application/json' },
  { name: 'POST empty', method: 'POST', body: '', type: 'application/json' },
  { name: 'POST a form', method: 'POST', body: 'query=x', type: 'application/x-www-form-urlencoded' },
  { name: 'POST text', method: 'POST', body: simple, type: 'text/plain' },
  ...[5, true, ['x'], { a: 1 }].map((query) => ({
    name: `POST query ${JSON.stringify(query)}`,
    method: 'POST' as const,
    body: JSON.stringify({ query }),
    type: 'application/json',
  })),
  ...[5, 'x', ['x']].map((variables) => ({
    name: `POST variables ${JSON.stringify(variables)}`,
    method: 'POST' as const,
    body: JSON.stringify({ query: simple, variables }),
    type: 'application/json',
  })),
  ...[5, { a: 1 }].map((operationName) => ({
    name: `POST operationName ${JSON.stringify(operationName)}`,
    method: 'POST' as const,
    body: JSON.stringify({ query: simple, operationName }),
    type: 'application/json',
  })),
  {
    name: 'POST extensions a string',
    method: 'POST',
    body: JSON.stringify({ query: simple, extensions: 'x' }),
    type: 'application/json',
  },
  { name: 'POST body null', method: 'POST', body: 'null', type: 'application/json' },
  { name: 'POST body a list', method: 'POST', body: '[]', type: 'application/json' },
  {
    name: 'POST deep query',
    method: 'POST',
    body: JSON.stringify({ query: '{'.repeat(5000) + '}'.repeat(5000) }),
    type: 'application/json',
  },
  {
    name: 'POST subscription',
    method: 'POST',
    body: JSON.stringify({ query: 'subscription { x }' }),
    type: 'application/json',
  },
  {
    name: 'POST two operations',
    method: 'POST',
    body: JSON.stringify({ query: `query A ${simple} query B ${simple}` }),
    type: 'application/json',
  },
  {
    name: 'POST unknown operation',
    method: 'POST',
    body: JSON.stringify({ query: simple, operationName: 'Nope' }),
    type: 'application/json',
  },
];
