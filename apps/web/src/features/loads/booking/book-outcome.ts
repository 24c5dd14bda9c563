import { presentBookResult, type BookResultPresentation } from '@freight/domain/booking';
import { ApiError } from '../../../lib/api-client';

// What the result of a booking shows (D1-4.26 to D1-4.32, D1-8.05), chosen from the server's answer or
// from the error a request ended with, and what a failure logs. Its message is chosen apart
// (book-answer-message.ts).

export type BookOutcome = Pick<BookResultPresentation, 'title' | 'buttons' | 'navigatesToModule'> & {
  message: string;
};

/** The answers that carry a message meant for the user; anything else is the buy-load error (D1-8.05). */
const codesWithMessage: readonly string[] = [
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_EXCEEDED',
];

function hasServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && codesWithMessage.includes(error.code) && error.message.trim() !== '';
}

/** An answer shows the title and buttons of its status, with its message (D1-4.26 to D1-4.31). */
export function outcomeOfAnswer(answer: { status: string }, message: string): BookOutcome {
  return { ...presentBookResult(answer.status), message };
}

// A refusal or a failure after booking shows as a rejection does: Error, the message, a single Ok.
const rejection = presentBookResult('REJECTED');

/**
 * A buy request refused with a message for the user shows it as a rejection; null for any other
 * failure (no answer, a server error): the rate confirmation stays open to try again (D1-8.05).
 */
export function outcomeOfBuyFailure(error: unknown): BookOutcome | null {
  return hasServerMessage(error) ? { ...rejection, message: error.message } : null;
}

/**
 * Booked all the same, but the shipment could not be fetched: the error's message, or the generic one
 * (D1-4.32).
 */
export function outcomeOfShipmentsFailure(error: unknown, genericMessage: string): BookOutcome {
  return { ...rejection, message: hasServerMessage(error) ? error.message : genericMessage };
}

/** The status a failed request logs: an HTTP failure's status, else (a GraphQL error, no answer) its code. */
function failureStatusOf(error: unknown): string | number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.status !== null && error.status >= 400 ? error.status : error.code;
}

export type FailureDetails = { status: string | number | undefined; message: string | undefined };

/** What a failed request logs: its status and its message. */
export function failureDetailsOf(error: unknown): FailureDetails {
  const message = error instanceof Error && error.message ? error.message : undefined;
  return { status: failureStatusOf(error), message };
}
