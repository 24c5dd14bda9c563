import type { z } from 'zod';
import { badInput } from './errors';

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a schema, or throws BAD_USER_INPUT naming each offending field. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  message = 'Invalid input.',
): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(message, fieldsOf(result.error));
  return result.data;
}

export const parseQuery = <T extends z.ZodType>(schema: T, query: unknown) =>
  parseInput(schema, query, 'Invalid query parameters.');
