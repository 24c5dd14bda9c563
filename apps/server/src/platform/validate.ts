import type { z } from 'zod';
import { badInput, type FieldDetail } from './errors';
import { message, type Message, type MessageKey, type MessageValues } from './i18n';

// A schema's own messages are catalogue messages. Zod keeps an issue's message as a string, so a
// schema gives it as issueMessage(key, values) and parseInput reads it back; a message zod wrote itself
// (a schema that sets none) is answered as zod wrote it.

const tokenStart = '{"key":';

/** The message of a zod issue: a catalogue message, or its key and values. */
export function issueMessage(text: Message | MessageKey, values?: MessageValues): string {
  return JSON.stringify(typeof text === 'string' ? message(text, values) : text);
}

function detailOf(text: string): FieldDetail {
  return text.startsWith(tokenStart) ? (JSON.parse(text) as Message) : text;
}

function fieldsOf(error: z.ZodError): Record<string, FieldDetail> {
  const fields: Record<string, FieldDetail> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= detailOf(issue.message);
  }
  return fields;
}

/** Parses input with a schema, or throws BAD_USER_INPUT naming each offending field. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  text: Message = message('invalidInput'),
): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(text, fieldsOf(result.error));
  return result.data;
}

export const parseQuery = <T extends z.ZodType>(schema: T, query: unknown) =>
  parseInput(schema, query, message('invalidQuery'));
