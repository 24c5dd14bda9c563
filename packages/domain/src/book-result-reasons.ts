import type { BookStatus } from './booking';

// Why a booking ended as it did (D1-4.26 to D1-4.31), as codes: their texts are the catalogues'
// `messages:bookResults.<reason>` (@freight/locales), which may name the load ({{loadId}}) or the
// carrier's compliance hold ({{hold}}).

export const bookResultReasons = [
  'booked',
  'alreadyBooked',
  'noLongerAvailable',
  'rateChanged',
  'notBookable',
  'carrierInactive',
  'equipmentNotAllowed',
  'complianceHold',
  'withdrawn',
  'confirmationPending',
  'notConfirmed',
] as const;
export type BookResultReason = (typeof bookResultReasons)[number];

/** The status each reason answers: the table the server's buy use case follows. */
export const statusOfReason: Record<BookResultReason, BookStatus> = {
  booked: 'OK',
  alreadyBooked: 'REJECTED',
  noLongerAvailable: 'REJECTED',
  rateChanged: 'REJECTED',
  notBookable: 'REJECTED',
  carrierInactive: 'REJECTED',
  equipmentNotAllowed: 'REJECTED',
  complianceHold: 'ON_HOLD',
  withdrawn: 'CANCELLED',
  confirmationPending: 'TIMEOUT',
  // A booking its source never decided, released after booking.releaseUnconfirmedAfterMs (decision 035).
  notConfirmed: 'REJECTED',
};

export type BookResultParams = { loadId: string; hold?: string };

export function isBookResultReason(value: unknown): value is BookResultReason {
  return typeof value === 'string' && (bookResultReasons as readonly string[]).includes(value);
}
