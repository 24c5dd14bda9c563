import type { Executor } from '../../db/client';
import { message } from '../../platform/i18n';
import { notifyMember } from '../notifications/notify-member';

/** How a booking ended after its buy was answered: what its member is told (decision 035). */
export type LateBookingOutcome = {
  memberId: string;
  loadId: string;
  reason: 'booked' | 'withdrawn' | 'notConfirmed';
  /** The readable id of the shipment a confirmation made. */
  shipmentId: string | null;
};

/**
 * Tells a member how a booking ended when the buy could not say it: the source decided after the wait
 * (TIMEOUT), or the server resolved a booking left PENDING by a crash. Written in the transaction that
 * decides the booking, so the notice exists exactly when the decision does.
 */
export async function tellMemberOfBooking(db: Executor, outcome: LateBookingOutcome): Promise<void> {
  const { memberId, loadId, reason, shipmentId } = outcome;
  await notifyMember(db, {
    memberId,
    type: 'BOOKING',
    title: message(`messages:bookingNotices.titles.${reason}`, { loadId }),
    body:
      reason === 'booked'
        ? message('messages:bookingNotices.bookedBody', { loadId, shipmentId: shipmentId ?? '' })
        : message(`messages:bookResults.${reason}`, { loadId }),
    shipmentId,
    deepLinkUri: shipmentId ? `/carrier/app/MyLoad?shipmentId=${shipmentId}` : null,
  });
}
