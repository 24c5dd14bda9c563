import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import { hasTenderActions } from '@freight/domain/my-loads/card-buttons';
import {
  bucketByShipmentState,
  type MyLoadBucket,
  type ShipmentState,
} from '@freight/domain/shipment-states';
import { tenderStatusOfReason, type TenderResultReason, type TenderStatus } from '@freight/domain/tenders';
import type { Executor } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import {
  shipments,
  shipmentTenderedCarriers,
  type TenderStatus as TenderRecordStatus,
} from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { findCallerShipment, type ShipmentRow } from '../shipments/find-caller-shipment';
import { recordShipmentEvent, type ShipmentEventContent } from '../shipments/record-shipment-event';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { message, type Message } from '../../platform/i18n';

// What accepting and declining a tender share: finding the caller's tendered shipment, refusing an
// answer to a tender that is no longer open, and the one conditional write that makes a race end with
// exactly one winner.

export type TenderActionResult = {
  status: TenderStatus;
  reason: TenderResultReason;
  message: Message;
  shipmentId: string;
  shipmentState: ShipmentState;
  myLoadsBucket: MyLoadBucket | null;
};

/** One answer for an unknown shipment and another carrier's: it never tells which exists. */
export const tenderNotFoundMessage = message('tenders.notFound');

export function tenderResultOf(
  reason: TenderResultReason,
  shipment: { shipmentId: string; shipmentState: ShipmentState },
): TenderActionResult {
  return {
    status: tenderStatusOfReason[reason],
    reason,
    // D2-4.13, D2-5.04: the reason's text, in the caller's language once answered.
    message: message(`messages:tenderResults.${reason}`),
    shipmentId: shipment.shipmentId,
    shipmentState: shipment.shipmentState,
    myLoadsBucket: bucketByShipmentState[shipment.shipmentState] ?? null,
  };
}

/** What an answer makes of the shipment and of the carrier's tender record, and what its source hears. */
export type TenderResponse = {
  reason: 'accepted' | 'declined';
  shipment: { shipmentState: ShipmentState; assignmentStatus: string; carrierPro?: string };
  tender: { status: Extract<TenderRecordStatus, 'ACCEPTED' | 'DECLINED'>; declineReasonCode: string | null };
  event: Extract<ShipmentEventContent, { type: 'TENDER_ACCEPTED' | 'TENDER_DECLINED' }>;
};

/** Why a tender that is no longer open cannot be answered, told by how it was closed. */
function closedReason(status: TenderRecordStatus): TenderResultReason {
  if (status === 'ACCEPTED') return 'alreadyAccepted';
  if (status === 'DECLINED') return 'alreadyDeclined';
  return 'noLongerTendered';
}

async function findTenderRecord(db: Executor, shipmentUuid: string, carrierId: string) {
  const [record] = await db
    .select({ recordId: shipmentTenderedCarriers.recordId, status: shipmentTenderedCarriers.status })
    .from(shipmentTenderedCarriers)
    .where(
      and(
        eq(shipmentTenderedCarriers.shipmentId, shipmentUuid),
        eq(shipmentTenderedCarriers.carrierId, carrierId),
      ),
    );
  return record ?? null;
}

/**
 * Answers the tender of one shipment of the caller's carrier, in one transaction. `decide` sees the
 * shipment as read and the configuration, checks the request against them (throwing BAD_USER_INPUT,
 * which writes nothing) and says what the answer changes and what the source system hears of it
 * (decision 018): the event commits with the answer or not at all.
 *
 * The shipment is written only while it is still TENDERED at the version read, so of concurrent
 * answers exactly one changes it; the others find it answered (PostgreSQL re-reads the row once the
 * winner commits) and say how it was answered, having changed nothing. Never a read then a blind write.
 */
export async function respondToTender(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  shipmentId: string,
  decide: (shipment: ShipmentRow, config: AppConfig) => TenderResponse,
): Promise<TenderActionResult> {
  const config = await services.appConfig();
  const carrierId = caller.carrier?.id;
  if (!carrierId) throw notFound(tenderNotFoundMessage);

  return runInTransaction(services.db, async (tx) => {
    const found = await findCallerShipment(tx, caller, shipmentId);
    const record = found ? await findTenderRecord(tx, found.shipment.id, carrierId) : null;
    if (!found || !record) throw notFound(tenderNotFoundMessage);
    const { shipment } = found;
    if (shipment.shipmentState !== 'TENDERED') return tenderResultOf(closedReason(record.status), shipment);
    // The card offers Contact Us instead (D2-2.29); the server holds to the same configuration.
    if (!hasTenderActions(shipment, config)) return tenderResultOf('notAnswerableHere', shipment);

    const response = decide(shipment, config);
    const written = await updateShipmentIfUnchanged(tx, shipment, response.shipment);
    if (!written) {
      const [current] = await tx
        .select({ shipmentState: shipments.shipmentState })
        .from(shipments)
        .where(eq(shipments.id, shipment.id));
      const closed = await findTenderRecord(tx, shipment.id, carrierId);
      return tenderResultOf(closedReason(closed?.status ?? 'WITHDRAWN'), {
        shipmentId: shipment.shipmentId,
        shipmentState: current?.shipmentState ?? shipment.shipmentState,
      });
    }
    const respondedAt = services.now();
    await tx
      .update(shipmentTenderedCarriers)
      .set({ ...response.tender, respondedBy: caller.memberId, respondedAt })
      .where(eq(shipmentTenderedCarriers.recordId, record.recordId));
    await recordShipmentEvent(tx, { ...response.event, shipment, occurredAt: respondedAt });
    return tenderResultOf(response.reason, {
      shipmentId: shipment.shipmentId,
      shipmentState: written.shipmentState,
    });
  });
}
