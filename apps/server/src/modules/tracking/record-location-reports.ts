import { trackingWindowIssueOf } from '@freight/domain/tracking/tracking-window';
import type { Caller } from '../../platform/caller';
import { badInput, notFound, type FieldDetail } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { findTrackedShipment } from './find-tracked-shipment';
import { parseLocationReports } from './location-report-input';
import type { PositionStore } from './position-batches';
import type { PositionToStore } from './store-positions';

export const trackedShipmentNotFoundMessage = message('shipmentNotFound');
export const positionsRefusedMessage = message('tracking.refused');
export const oneShipmentMessage = message('tracking.oneShipment');

/** What a call answers: the positions taken, and how many of them were new (not a resent one). */
export type LocationReportsAnswer = { accepted: number; stored: number };

/**
 * POST /devicelocation/v1/location (D2-4.58): the positions the device of a trip's driver sends, one
 * report or a batch (D2-3.18 tracking extras and the fix). All of one call are about one shipment,
 * which the caller drives (another's: NOT_FOUND, nothing stored), and all must lie in its tracking
 * window (decision 034): a call with one position outside is refused whole, naming each such position,
 * and stores nothing, so a client never has to learn which part of a batch went in. The sender is the
 * caller: the report's own userId and carrierId are the device's view, not trusted. `store` answers once
 * the positions are committed (position-batches.ts).
 */
export async function recordLocationReports(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  store: PositionStore,
  caller: Caller,
  body: unknown,
): Promise<LocationReportsAnswer> {
  const { tracking } = await services.appConfig();
  const reports = parseLocationReports(body, tracking.maxBatchPositions);
  const batch = Array.isArray(body);
  const fieldOf = (index: number, field: string) => (batch ? `${index}.${field}` : field);

  const shipmentId = reports[0]!.shipmentId.trim().toUpperCase();
  const others = reports.flatMap((report, index) =>
    report.shipmentId.trim().toUpperCase() === shipmentId ? [] : [fieldOf(index, 'shipmentId')],
  );
  if (others.length > 0)
    throw badInput(
      oneShipmentMessage,
      Object.fromEntries(others.map((field) => [field, oneShipmentMessage])),
    );

  const shipment = await findTrackedShipment(services.db, caller, shipmentId);
  if (!shipment) throw notFound(trackedShipmentNotFoundMessage);
  const now = services.now();
  const { window } = shipment;
  const positions: PositionToStore[] = reports.map((report) => ({
    report,
    recordedAt: new Date(report.recordedAt),
  }));
  const refused: Record<string, FieldDetail> = {};
  positions.forEach(({ recordedAt }, index) => {
    const issue =
      typeof window === 'string'
        ? window
        : trackingWindowIssueOf(window, recordedAt.getTime(), now.getTime());
    if (issue) refused[fieldOf(index, 'recordedAt')] = message(`tracking.window.${issue}`);
  });
  if (Object.keys(refused).length > 0) throw badInput(positionsRefusedMessage, refused);

  const stored = await store({
    shipment: { id: shipment.id, memberId: caller.memberId },
    positions,
    receivedAt: now,
  });
  return { accepted: positions.length, stored };
}
