import type { ErrorCode } from '@freight/domain/error-codes';

/**
 * An error the caller can act on. Its message is safe to show; anything else thrown is logged and
 * answered with the generic message, never with its own text or stack.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }
}

export const genericErrorMessage = 'Something went wrong. Please try again later.';

export const badInput = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_USER_INPUT', message, fields);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'No access: Contact the provider to get full access.') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Login expired, Log Out and log back in to try again') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** What a caller is told when a database constraint refused a write that raced with another one. */
export const concurrentChangeMessage =
  'This record was changed by another request at the same time. Please check and try again.';
