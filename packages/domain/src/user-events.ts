import { loadDetailTabs, type LoadDetailTab } from './load-details';
import { myLoadBuckets, type MyLoadBucket } from './shipment-states';

// The analytics and audit events the clients may log (D1-4.17 tab changes of the details panel,
// D1-4.22 a declined rate confirmation, D1-8.05 a failed booking), with what each one carries. The
// server refuses any other name or field, so the events table only holds data someone decided to keep.

export type UserEventValue = string | number | boolean;

/** What each event carries; an optional field is left out when it does not apply. */
export type UserEventDataByName = {
  'loadDetails.tabChanged': {
    tab: LoadDetailTab;
    /** The load of a posting; a shipment's too when it has one. */
    loadId?: string;
    shipmentId?: string;
    /** The My Loads list of the panel; left out outside My Loads (search, home). */
    module?: MyLoadBucket;
  };
  'booking.rateConfirmationDeclined': { loadId: string };
  'booking.failed': {
    loadId: string;
    /** The book status or HTTP status of the answer. */
    status?: string | number;
    message?: string;
  };
};

export type UserEventName = keyof UserEventDataByName;
export type UserEventData<N extends UserEventName = UserEventName> = UserEventDataByName[N];
export type UserEvent = { [N in UserEventName]: { name: N; data: UserEventData<N> } }[UserEventName];

type ValueKind = 'string' | 'number' | 'boolean';
type KindOf<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : never;
type FieldRule<V, IsRequired extends boolean> = {
  kinds: readonly KindOf<V>[];
  isRequired: IsRequired;
  /** The values allowed, when the field names one of a closed list. */
  values?: readonly string[];
};
type FieldRules<T> = {
  [K in keyof T]-?: FieldRule<NonNullable<T[K]>, object extends Pick<T, K> ? false : true>;
};

/** The allow-list: each event's fields, their kinds and whether they must be there. */
export const userEventFields: { [N in UserEventName]: FieldRules<UserEventDataByName[N]> } = {
  'loadDetails.tabChanged': {
    tab: { kinds: ['string'], isRequired: true, values: loadDetailTabs },
    loadId: { kinds: ['string'], isRequired: false },
    shipmentId: { kinds: ['string'], isRequired: false },
    module: { kinds: ['string'], isRequired: false, values: myLoadBuckets },
  },
  'booking.rateConfirmationDeclined': {
    loadId: { kinds: ['string'], isRequired: true },
  },
  'booking.failed': {
    loadId: { kinds: ['string'], isRequired: true },
    status: { kinds: ['string', 'number'], isRequired: false },
    message: { kinds: ['string'], isRequired: false },
  },
};

export const userEventNames = Object.keys(userEventFields) as UserEventName[];

/** Limits on any event's data, checked before its own fields (an event is a few words, not a document). */
export const maxUserEventKeys = 20;
export const maxUserEventValueLength = 200;

export type UserEventIssue =
  | 'unknownName'
  | 'notAnObject'
  | 'tooManyKeys'
  | 'invalidValue'
  | 'tooLong'
  | 'missing'
  | 'unexpected'
  | 'wrongKind'
  | 'notAllowed';

/** Why an event is refused: `name`, `data`, or `data.<key>` for one field. */
export type UserEventRefusal = { path: string; issue: UserEventIssue };

export type ParsedUserEvent = { ok: true; event: UserEvent } | { ok: false; refusals: UserEventRefusal[] };

export function isUserEventName(name: unknown): name is UserEventName {
  return typeof name === 'string' && Object.hasOwn(userEventFields, name);
}

function kindOf(value: unknown): ValueKind | null {
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value as ValueKind;
  return typeof value === 'number' && Number.isFinite(value) ? 'number' : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The refusals of the limits every event's data obeys, whatever its name. */
function checkData(data: Record<string, unknown>): UserEventRefusal[] {
  const entries = Object.entries(data);
  if (entries.length > maxUserEventKeys) return [{ path: 'data', issue: 'tooManyKeys' }];
  return entries.flatMap(([key, value]): UserEventRefusal[] => {
    if (kindOf(value) === null) return [{ path: `data.${key}`, issue: 'invalidValue' }];
    if (typeof value === 'string' && value.length > maxUserEventValueLength)
      return [{ path: `data.${key}`, issue: 'tooLong' }];
    return [];
  });
}

/** The refusals of one event's own fields: required, declared, of the right kind and value. */
function checkFields(name: UserEventName, data: Record<string, unknown>): UserEventRefusal[] {
  const rules: Record<string, FieldRule<UserEventValue, boolean>> = userEventFields[name];
  const unexpected = Object.keys(data)
    .filter((key) => !Object.hasOwn(rules, key))
    .map((key): UserEventRefusal => ({ path: `data.${key}`, issue: 'unexpected' }));
  const declared = Object.entries(rules).flatMap(([key, rule]): UserEventRefusal[] => {
    const value = data[key];
    const path = `data.${key}`;
    if (value === undefined) return rule.isRequired ? [{ path, issue: 'missing' }] : [];
    const kind = kindOf(value);
    if (kind === null || !rule.kinds.includes(kind)) return [{ path, issue: 'wrongKind' }];
    if (rule.values && !rule.values.includes(String(value))) return [{ path, issue: 'notAllowed' }];
    return [];
  });
  return [...unexpected, ...declared];
}

/**
 * An event a client asks to log, or every reason it is refused: a name outside the allow-list, data
 * that is not an object of strings, finite numbers and booleans, more than 20 keys, a text longer than
 * 200 characters, or fields the event does not carry as declared. Data left out counts as empty.
 */
export function parseUserEvent(name: unknown, data: unknown = {}): ParsedUserEvent {
  const refusals: UserEventRefusal[] = [];
  if (!isUserEventName(name)) refusals.push({ path: 'name', issue: 'unknownName' });
  if (!isPlainObject(data)) refusals.push({ path: 'data', issue: 'notAnObject' });
  else {
    const dataRefusals = checkData(data);
    refusals.push(...dataRefusals);
    // Field by field only once the data is sound: a refusal per key of a 10,000-key object helps nobody.
    if (dataRefusals.length === 0 && isUserEventName(name)) refusals.push(...checkFields(name, data));
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, event: { name, data } as UserEvent };
}
