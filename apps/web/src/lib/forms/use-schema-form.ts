import type { ReactNode } from 'react';
import { schemaResolver, useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';

// Every form of the app: Mantine's useForm validated by a Standard Schema (the zod/mini schemas of
// packages/domain, whose rules the server checks again). An issue's message is a rule code or a
// catalogue key, never a text: the form shows it in the user's language through `errorText`.

/** A schema that validates the values: zod and zod/mini schemas are. */
export type FormSchema = Parameters<typeof schemaResolver>[0];

export type SchemaFormInput<Values> = Omit<UseFormInput<Values>, 'validate' | 'enhanceGetInputProps'> & {
  /** The schema, or a function that makes it when the form validates (for rules that read the clock). */
  schema: FormSchema | (() => FormSchema);
  /**
   * The text of an issue's message (a rule code or a catalogue key) in the user's language. A form
   * whose rules show no words (a button stays disabled, a blank search does nothing) has none.
   */
  errorText?: (message: string) => string;
};

export type SchemaForm<Values> = {
  form: UseFormReturnType<Values>;
  /** The field's error in the user's language; undefined while it has none. */
  errorOf: (path: string) => string | undefined;
};

/**
 * An error as the form keeps it (a code: the schema's, or one set for a refusal of the server) as a
 * field shows it, in the user's language; undefined when the field has none.
 */
export function errorTextOf(
  error: ReactNode,
  errorText: ((message: string) => string) | undefined,
): string | undefined {
  return typeof error === 'string' && error !== '' ? errorText?.(error) : undefined;
}

export function useSchemaForm<Values extends Record<string, unknown>>({
  schema,
  errorText,
  ...input
}: SchemaFormInput<Values>): SchemaForm<Values> {
  const form = useForm<Values>({
    ...input,
    validate: (values) =>
      schemaResolver(typeof schema === 'function' ? schema() : schema, { sync: true })(values),
    // getInputProps hands the field its error already in the user's language.
    enhanceGetInputProps: ({ inputProps }) => ({ error: errorTextOf(inputProps.error, errorText) }),
  });
  return { form, errorOf: (path) => errorTextOf(form.errors[path], errorText) };
}
