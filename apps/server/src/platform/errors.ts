import type { ErrorCode } from '@freight/domain/error-codes';
import type { Language } from '@freight/locales/languages';
import { message, translate, type Message } from './i18n';

/** What a BAD_USER_INPUT error says of a field: a message, or a code that the client maps (search rules). */
export type FieldDetail = Message | string;

/**
 * An error the caller can act on. Its message is a catalogue key with its values, answered in the
 * caller's language (the English text is the Error's own message, for logs); anything else thrown is
 * logged and answered with the generic message, never with its own text or stack.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly text: Message;
  readonly fields: Record<string, FieldDetail> | undefined;

  constructor(code: ErrorCode, text: Message, fields?: Record<string, FieldDetail>) {
    super(translate('en', text));
    this.name = 'AppError';
    this.code = code;
    this.text = text;
    this.fields = fields;
  }
}

export const genericErrorMessage = message('generic');

export const badInput = (text: Message, fields?: Record<string, FieldDetail>) =>
  new AppError('BAD_USER_INPUT', text, fields);
export const notFound = (text: Message) => new AppError('NOT_FOUND', text);
export const forbidden = (text = message('forbidden')) => new AppError('FORBIDDEN', text);
export const unauthenticated = (text = message('unauthenticated')) => new AppError('UNAUTHENTICATED', text);
export const conflict = (text: Message) => new AppError('CONFLICT', text);
export const unavailable = (text: Message) => new AppError('UNAVAILABLE', text);

/** What a caller is told when a database constraint refused a write that raced with another one. */
export const concurrentChangeMessage = message('concurrentChange');

/** A field's message in the caller's language; a code (search rules) as it is. */
export function translateFields(
  language: Language,
  fields: Record<string, FieldDetail>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, detail]) => [
      field,
      typeof detail === 'string' ? detail : translate(language, detail),
    ]),
  );
}
