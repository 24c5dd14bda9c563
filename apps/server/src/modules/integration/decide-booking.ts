import type { SourceSystem } from '@freight/domain/source-systems';
import type { Services } from '../../platform/services';
import type { BookingDecision } from '../booking/booking-decisions';
import { settleBooking } from '../booking/settle-booking';

export type BookingDecisionResult = {
  bookingId: string;
  loadId: string;
  status: 'OK' | 'CANCELLED';
  shipmentId: string | null;
};

/**
 * POST /integration/v1/bookings/{bookingId}/decision (decision 014): a source system confirms or
 * withdraws a PENDING booking of one of its own postings, for instance after answering the push with
 * 202 or after a restart. Idempotent: the same decision again answers the same; the other decision
 * once decided is a CONFLICT; another system's booking is NOT_FOUND.
 */
export async function decideBooking(
  services: Pick<Services, 'db' | 'now'>,
  sourceSystem: SourceSystem,
  bookingId: string,
  decision: BookingDecision,
): Promise<BookingDecisionResult> {
  // The buy was answered (TIMEOUT) before this decision: its member is told (decision 035).
  const settled = await settleBooking(services, bookingId, decision, { sourceSystem, tellMember: true });
  return {
    bookingId: settled.bookingId,
    loadId: settled.loadId,
    status: settled.status,
    shipmentId: settled.shipmentId,
  };
}
