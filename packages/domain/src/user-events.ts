import * as z from 'zod/mini';
import { loadDetailTabs } from './load-details';
import { myLoadBuckets } from './shipment-states';

// The analytics and audit events the clients may log (D1-4.17 tab changes of the details panel,
// D1-4.22 a declined rate confirmation, D1-8.05 a failed booking, D2-4.63 a failed Add Reference), with what each one carries. The
// server refuses any other name or field, so the events table only holds data someone decided to keep.
// zod/mini, not zod: the web takes its types from here and must not pay for full zod if it ever
// parses with it (decision 027).

/** Limits on any event's data, checked before its own fields (an event is a few words, not a document). */
export const maxUserEventKeys = 20;
export const maxUserEventValueLength = 200;

/** Why a field or the event is refused; each schema below names its refusal as its error message. */
export const userEventIssues = [
  'unknownName',
  'notAnObject',
  'tooManyKeys',
  'invalidValue',
  'tooLong',
  'missing',
  'unexpected',
  'wrongKind',
  'notAllowed',
] as const;
export type UserEventIssue = (typeof userEventIssues)[number];

/** A declared field: missing when left out, of the wrong kind otherwise. */
const fieldError = (issue: { input?: unknown }): UserEventIssue =>
  issue.input === undefined ? 'missing' : 'wrongKind';
const text = z.string({ error: fieldError });
const textOrNumber = z.union([z.string(), z.number()], { error: fieldError });
/** A text that names one of a closed list. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(text, z.enum(values, { error: 'notAllowed' satisfies UserEventIssue }));
/** An event's own fields; any other key is refused as unexpected. */
const fields = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, { error: 'unexpected' satisfies UserEventIssue });

/** What each event carries; an optional field is left out when it does not apply. */
const userEventSchemas = [
  z.object({
    name: z.literal('loadDetails.tabChanged'),
    data: fields({
      tab: oneOf(loadDetailTabs),
      /** The load of a posting; a shipment's too when it has one. */
      loadId: z.optional(text),
      shipmentId: z.optional(text),
      /** The My Loads list of the panel; left out outside My Loads (search, home). */
      module: z.optional(oneOf(myLoadBuckets)),
    }),
  }),
  // D2-4.63: an Add Reference whose answer is not "Reference added successfully", or that failed.
  z.object({
    name: z.literal('references.addFailed'),
    data: fields({
      shipmentId: text,
      /** The answer's message, when one came. */
      message: z.optional(text),
      /** The error's code (BAD_USER_INPUT, NETWORK_ERROR, ...) when the call failed. */
      status: z.optional(textOrNumber),
    }),
  }),
  z.object({
    name: z.literal('booking.rateConfirmationDeclined'),
    data: fields({ loadId: text }),
  }),
  z.object({
    name: z.literal('booking.failed'),
    data: fields({
      loadId: text,
      /** The book status or HTTP status of the answer. */
      status: z.optional(textOrNumber),
      message: z.optional(text),
    }),
  }),
] as const;

export type UserEvent = z.output<(typeof userEventSchemas)[number]>;
export type UserEventName = UserEvent['name'];
export type UserEventDataByName = { [E in UserEvent as E['name']]: E['data'] };
export type UserEventData<N extends UserEventName = UserEventName> = UserEventDataByName[N];
export type UserEventValue = string | number | boolean;

/** The allow-list, in the order of the schemas. */
export const userEventNames = userEventSchemas.map((schema) => schema.shape.name.def.values[0]) as [
  UserEventName,
  ...UserEventName[],
];

/** Any event's data: an object of texts of at most 200 characters, finite numbers and booleans. */
const userEventValue = z.union(
  [
    z.string().check(z.maxLength(maxUserEventValueLength, 'tooLong' satisfies UserEventIssue)),
    z.number(),
    z.boolean(),
  ],
  { error: 'invalidValue' satisfies UserEventIssue },
);
const userEventData = z.pipe(
  // Counted before reading the values: a refusal per key of a 10,000-key object helps nobody.
  z.record(z.string(), z.unknown(), { error: 'notAnObject' satisfies UserEventIssue }).check(
    z.refine((data) => Object.keys(data).length <= maxUserEventKeys, {
      error: 'tooManyKeys' satisfies UserEventIssue,
      abort: true,
    }),
  ),
  z.record(z.string(), userEventValue),
);

/** Any event, whatever its name: a name of the allow-list and sound data. */
export const userEventEnvelopeSchema = z.object({
  name: z.enum(userEventNames, { error: 'unknownName' satisfies UserEventIssue }),
  data: userEventData,
});

/** An event of the allow-list with the fields it carries as declared. */
export const userEventSchema = z.discriminatedUnion('name', [...userEventSchemas]);

/** Why an event is refused: `name`, `data`, or `data.<key>` for one field. */
export type UserEventRefusal = { path: string; issue: UserEventIssue };

export type ParsedUserEvent = { ok: true; event: UserEvent } | { ok: false; refusals: UserEventRefusal[] };

function isUserEventIssue(message: string): message is UserEventIssue {
  return (userEventIssues as readonly string[]).includes(message);
}

/** The refusals of zod's issues: one per unexpected key; any other issue names its refusal. */
function refusalsOf(issues: readonly z.core.$ZodIssue[]): UserEventRefusal[] {
  const refusals = issues.flatMap((issue): UserEventRefusal[] => {
    const path = issue.path.join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: `${path}.${key}`, issue: 'unexpected' }));
    return [{ path, issue: isUserEventIssue(issue.message) ? issue.message : 'wrongKind' }];
  });
  // Unexpected keys first, as a reader scans the data it sent before the fields it left out.
  return refusals.sort((a, b) => Number(b.issue === 'unexpected') - Number(a.issue === 'unexpected'));
}

export function isUserEventName(name: unknown): name is UserEventName {
  return (userEventNames as readonly unknown[]).includes(name);
}

/**
 * An event a client asks to log, or every reason it is refused: a name outside the allow-list, data
 * that is not an object of strings, finite numbers and booleans, more than 20 keys, a text longer than
 * 200 characters, or fields the event does not carry as declared. Data left out counts as empty.
 */
export function parseUserEvent(name: unknown, data: unknown = {}): ParsedUserEvent {
  const envelope = z.safeParse(userEventEnvelopeSchema, { name, data });
  if (!envelope.success) return { ok: false, refusals: refusalsOf(envelope.error.issues) };
  // Field by field only once the envelope is sound, and on the data as sent: the envelope's copy of
  // the data drops a key such as __proto__, which the event's fields must see to refuse it.
  const parsed = z.safeParse(userEventSchema, { name, data });
  return parsed.success
    ? { ok: true, event: parsed.data }
    : { ok: false, refusals: refusalsOf(parsed.error.issues) };
}
