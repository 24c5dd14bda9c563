import { userFormIssues, type UserFormIssue } from '@freight/domain/people/user-form';
import { ApiError } from '../../lib/api-client';

/** The code a form shows for an e-mail or number that is someone's already (CONFLICT). */
export const memberExistsCode = 'memberExists';

/** Every code a user form's field may hold: the domain's rules and the server's CONFLICT. */
export type UserFormErrorCode = UserFormIssue | typeof memberExistsCode;

/**
 * The fields a refusal of the server names, as the form's codes (decision 026): BAD_USER_INPUT names
 * them, CONFLICT is the e-mail or mobile number of someone else. Empty for any other failure, which
 * the form shows beside itself; what the user typed stays either way.
 */
export function refusedFieldsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'CONFLICT') return { mobileNumber: memberExistsCode };
  if (error.code !== 'BAD_USER_INPUT' || !error.fields) return {};
  const refused = userFormIssues.filter((field) => error.fields?.[field] !== undefined);
  return Object.fromEntries(refused.map((field: UserFormIssue) => [field, field]));
}

/** The text of a failure that names no field: the server's own words when it gave some. */
export function failureTextOf(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    ['LIMIT_EXCEEDED', 'FORBIDDEN', 'NOT_FOUND'].includes(error.code) &&
    error.message.trim()
  )
    return error.message;
  return fallback;
}
