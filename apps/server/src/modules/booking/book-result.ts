import type { BookResult } from '@freight/domain/booking';
import {
  formatBookResultMessage,
  statusOfReason,
  type BookResultReason,
} from '@freight/domain/booking-messages';

/** The answer of buyLoadRequest for a reason: its status (statusOfReason) and its English text. */
export function bookResultOf(
  reason: BookResultReason,
  loadId: string,
  details: { hold?: string; shipmentIds?: string[] } = {},
): BookResult {
  return {
    status: statusOfReason[reason],
    reason,
    message: formatBookResultMessage('en', reason, { loadId, hold: details.hold }),
    loadId,
    shipmentIds: details.shipmentIds ?? [],
    hold: details.hold ?? null,
  };
}
