import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@freight/domain/config';
import { checkDeclineReason, declineReasonCodesOf, type DeclineReasonError } from '@freight/domain/tenders';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { respondToTender, type TenderActionResult, type TenderResponse } from './respond-to-tender';
import type { TenderActionRequest } from './tender-action-input';
import { message, type Message } from '../../platform/i18n';

export const reasonRequiredMessage = message('tenders.reasonRequired');
export const unknownReasonMessage = message('tenders.unknownReason');
export const reasonNotAskedMessage = message('tenders.reasonNotAsked');

const reasonMessages: Record<DeclineReasonError, Message> = {
  required: reasonRequiredMessage,
  unknown: unknownReasonMessage,
  notAsked: reasonNotAskedMessage,
};

/** The reason code the decline records: one of the configured codes where there are any (D2-4.12). */
function reasonCodeOf(request: TenderActionRequest, shipment: ShipmentRow, config: AppConfig) {
  const codes = declineReasonCodesOf(shipment, config);
  const error = checkDeclineReason(request.reasonCode, codes);
  if (error) throw badInput(reasonMessages[error], { reasonCode: reasonMessages[error] });
  return codes.length > 0 && request.reasonCode ? request.reasonCode.toUpperCase() : null;
}

/**
 * tenderAction DECLINE (D2-4.08, D2-4.12, D2-7.07): the shipment leaves the tendered list as
 * TENDER_DECLINED, the carrier's tender record is DECLINED with its reason code, and the source system
 * hears TENDER_DECLINED with that code. Declining here is
 * final, so the state is the declined one rather than the pending one a source system would confirm.
 */
export async function declineTender(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  log: FastifyBaseLogger,
  caller: Caller,
  request: TenderActionRequest,
): Promise<TenderActionResult> {
  const result = await respondToTender(
    services,
    caller,
    request.shipmentId,
    (shipment, config): TenderResponse => {
      const reasonCode = reasonCodeOf(request, shipment, config);
      return {
        reason: 'declined',
        shipment: { shipmentState: 'TENDER_DECLINED', assignmentStatus: 'DECLINED' },
        tender: { status: 'DECLINED', declineReasonCode: reasonCode },
        event: { type: 'TENDER_DECLINED', data: { reasonCode } },
      };
    },
  );
  log.info({ shipmentId: result.shipmentId, reason: result.reason }, 'tender declined or refused');
  return result;
}
