import { z } from 'zod';
import { bookingDecisions, type BookingDecision } from './booking-decisions';
import type { SourceBookingView } from './source-booking-views';

const decisionAnswerSchema = z.object({ decision: z.enum(bookingDecisions) });

/**
 * POSTs a booking to its source system's confirmation URL (decision 014). A 200 answer
 * `{"decision":"CONFIRMED"|"WITHDRAWN"}` decides it; a 202 means the source decides later, through the
 * decision route (null). Anything else is an error: the booking stays PENDING as with a 202.
 */
export async function askSourceToConfirm(
  url: string,
  booking: SourceBookingView,
  signal: AbortSignal,
): Promise<BookingDecision | null> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(`Booking confirmation URL is not http(s): ${target.protocol}`);
  }
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(booking),
    signal,
    redirect: 'error',
  });
  if (response.status === 202) {
    await response.body?.cancel();
    return null;
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`Booking confirmation answered HTTP ${response.status}`);
  }
  const answer = decisionAnswerSchema.safeParse(await response.json());
  if (!answer.success) throw new Error('Booking confirmation answered without a decision');
  return answer.data.decision;
}
