import { z } from 'zod';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { getShipmentDetails, type ShipmentDetailsView } from '../shipments/get-shipment-details';
import { message } from '../../platform/i18n';

export const bookedShipmentNotFoundMessage = message('booking.shipmentNotFound');

const shipmentIdsSchema = z
  .array(z.string().trim().min(1, issueMessage('booking.nameShipment')).max(64))
  .min(1, issueMessage('booking.shipmentsMin'))
  .max(20, issueMessage('booking.shipmentsMax'));

/**
 * buyLoadShipmentRequest (D1-7.16, D1-4.26): the details of the shipments a booking made, in the order
 * asked, through the same use case as the details panel (getShipmentDetails). An id that is not a
 * shipment of the caller's carrier fails the whole request with NOT_FOUND, without telling which.
 */
export async function getBookedShipments(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  shipmentIds: unknown,
): Promise<ShipmentDetailsView[]> {
  const ids = parseInput(shipmentIdsSchema, shipmentIds);
  const found = await Promise.all(ids.map((id) => getShipmentDetails(services, caller, id)));
  if (found.some((details) => details === null)) throw notFound(bookedShipmentNotFoundMessage);
  return found as ShipmentDetailsView[];
}
