import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '@freight/domain/config';
import {
  carrierProMaxLength,
  checkCarrierPro,
  normalizeCarrierPro,
  type CarrierProError,
} from '@freight/domain/carrier-pro';
import { isCarrierProShown } from '@freight/domain/tenders';
import { isUniqueViolation } from '../../db/errors';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import {
  respondToTender,
  tenderResultOf,
  type TenderActionResult,
  type TenderResponse,
} from './respond-to-tender';
import type { TenderActionRequest } from './tender-action-input';
import { message, type Message } from '../../platform/i18n';

export const carrierProNotAskedMessage = message('tenders.carrierProNotAsked');

const carrierProMessages: Record<CarrierProError, Message> = {
  required: message('tenders.carrierProRequired'),
  tooLong: message('tenders.carrierProTooLong', { max: carrierProMaxLength }),
  invalidCharacters: message('tenders.carrierProInvalidCharacters'),
};

/** The configuration may word the required PRO's text itself, by language (D2-6.15). */
function carrierProMessage(error: CarrierProError, config: AppConfig): Message {
  return error === 'required'
    ? { ...carrierProMessages.required, configured: config.tenders.carrierProRequiredText }
    : carrierProMessages[error];
}

/** The PRO the accept writes; undefined keeps the shipment's own (left out, or sent unchanged). */
function carrierProToWrite(request: TenderActionRequest, shipment: ShipmentRow, config: AppConfig) {
  const typed = request.carrierPro;
  if (typed === undefined || typed === null) return undefined;
  const pro = normalizeCarrierPro(typed);
  if (pro === normalizeCarrierPro(shipment.carrierPro)) return undefined;
  if (!isCarrierProShown(shipment, config))
    throw badInput(carrierProNotAskedMessage, { carrierPro: carrierProNotAskedMessage });
  const error = checkCarrierPro(typed, shipment.carrierPro);
  if (error) {
    const text = carrierProMessage(error, config);
    throw badInput(text, { carrierPro: text });
  }
  return pro;
}

/**
 * tenderAction ACCEPT (D2-4.11, D2-4.14, D2-7.07): with the terms accepted (checked by the input
 * schema) and an optional carrier PRO (D2-5.03), the shipment moves to Carrier Assigned, the
 * carrier's tender record is ACCEPTED and the source system hears TENDER_ACCEPTED with the PRO. A PRO another shipment of the carrier has answers REJECTED
 * carrierProTaken (D2-5.04): the unique index shipments_carrier_pro_uq decides, so two accepts racing
 * with one PRO cannot both keep it.
 */
export async function acceptTender(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  log: FastifyBaseLogger,
  caller: Caller,
  request: TenderActionRequest,
): Promise<TenderActionResult> {
  const decide = (shipment: ShipmentRow, config: AppConfig): TenderResponse => {
    const carrierPro = carrierProToWrite(request, shipment, config);
    return {
      reason: 'accepted',
      shipment: {
        shipmentState: 'CARRIER_ASSIGNMENT',
        assignmentStatus: 'ACCEPTED',
        ...(carrierPro !== undefined ? { carrierPro } : {}),
      },
      tender: { status: 'ACCEPTED', declineReasonCode: null },
      event: { type: 'TENDER_ACCEPTED', data: { carrierPro: carrierPro ?? shipment.carrierPro } },
    };
  };
  try {
    const result = await respondToTender(services, caller, request.shipmentId, decide);
    log.info({ shipmentId: result.shipmentId, reason: result.reason }, 'tender accepted or refused');
    return result;
  } catch (error) {
    // The accept changes no other unique column, so a unique violation is the PRO index's.
    if (!isUniqueViolation(error)) throw error;
    log.info({ shipmentId: request.shipmentId }, 'tender accept refused: carrier PRO taken');
    return tenderResultOf('carrierProTaken', {
      shipmentId: request.shipmentId.toUpperCase(),
      shipmentState: 'TENDERED',
    });
  }
}
