/** What a source system decides about a PENDING booking of one of its postings (decision 014). */
export const bookingDecisions = ['CONFIRMED', 'WITHDRAWN'] as const;
export type BookingDecision = (typeof bookingDecisions)[number];
