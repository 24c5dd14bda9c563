import {
  maxUserEventKeys,
  maxUserEventValueLength,
  parseUserEvent,
  type UserEvent,
  type UserEventIssue,
  type UserEventValue,
} from '@freight/domain/user-events';
import { badInput, type FieldDetail } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';

// The GraphQL form of an event (a name and a list of typed key/value fields) read into the domain's
// event, or BAD_USER_INPUT naming each field that the allow-list refuses.

export type UserEventFieldInput = {
  key: string;
  stringValue?: string | null;
  numberValue?: number | null;
  booleanValue?: boolean | null;
};
export type UserEventInput = { name: string; data?: readonly UserEventFieldInput[] | null };

type FieldIssue = UserEventIssue | 'oneValue' | 'duplicateKey';

/** The limits some refusals name. */
const limits: Partial<Record<FieldIssue, number>> = {
  tooManyKeys: maxUserEventKeys,
  tooLong: maxUserEventValueLength,
};

/** The catalogue's text of a refusal (`errors:events.issues`), with the limit it names. */
function issueMessageOf(issue: FieldIssue): Message {
  const max = limits[issue];
  return message(`events.issues.${issue}`, max === undefined ? undefined : { max });
}

export const refusedEventMessage = message('events.refused');

/** One field's value, or null when it sets none or several of its typed values. */
function valueOf(field: UserEventFieldInput): UserEventValue | null {
  const values = [field.stringValue, field.numberValue, field.booleanValue].filter(
    (value) => value !== null && value !== undefined,
  );
  return values.length === 1 ? values[0]! : null;
}

/** Reads the event of the input, or throws BAD_USER_INPUT with a message per refused field. */
export function readUserEvent(input: UserEventInput): UserEvent {
  const fields: Record<string, FieldDetail> = {};
  const refuse = (path: string, issue: FieldIssue) => (fields[path] ??= issueMessageOf(issue));
  // Counted before reading the list: a refusal per field of a list of thousands helps nobody.
  if ((input.data?.length ?? 0) > maxUserEventKeys) {
    refuse('data', 'tooManyKeys');
    throw badInput(refusedEventMessage, fields);
  }
  // A map, not an object: a key such as __proto__ is then a key like any other, refused by name.
  const data = new Map<string, UserEventValue>();
  for (const field of input.data ?? []) {
    const value = valueOf(field);
    if (data.has(field.key)) refuse(`data.${field.key}`, 'duplicateKey');
    else if (value === null) refuse(`data.${field.key}`, 'oneValue');
    else data.set(field.key, value);
  }
  const parsed = parseUserEvent(input.name, Object.fromEntries(data));
  if (!parsed.ok) for (const { path, issue } of parsed.refusals) refuse(path, issue);
  if (!parsed.ok || Object.keys(fields).length > 0) throw badInput(refusedEventMessage, fields);
  return parsed.event;
}
