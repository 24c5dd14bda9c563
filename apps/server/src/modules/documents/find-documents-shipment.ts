import { showsDetailTab } from '@freight/domain/load-details';
import { bucketByShipmentState } from '@freight/domain/shipment-states';
import type { Caller } from '../../platform/caller';
import { forbidden, notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { findCallerShipment, type CallerShipment } from '../shipments/find-caller-shipment';

export const documentShipmentNotFoundMessage = message('shipmentNotFound');
export const documentsNotShownMessage = message('documents.notShown');
export const documentNotFoundMessage = message('documents.notFound');

/**
 * The shipment whose documents the caller reads (decision 045): one they may see (findCallerShipment:
 * a driver their own, an owner-operator theirs, a dispatcher the carrier's; anything else answers
 * `notFoundText`, the same whether it exists or not), where the Documents tab shows (D2-6.14: a module
 * other than Carrier Tendered, the view-document role of the load type, D2-6.09 to D2-6.13; the flag and
 * the Document List role are the route's guard). Every read of a document goes through here.
 */
export async function findDocumentsShipment(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  shipmentId: string,
  notFoundText: Message = documentShipmentNotFoundMessage,
): Promise<CallerShipment> {
  const found = await findCallerShipment(services.db, caller, shipmentId);
  if (!found) throw notFound(notFoundText);
  const { features } = await services.appConfig();
  const shows = showsDetailTab('documents', {
    module: bucketByShipmentState[found.shipment.shipmentState] ?? null,
    roles: caller.roles,
    features,
    loadType: found.shipment.loadType,
    hasServices: false,
  });
  if (!shows) throw forbidden(documentsNotShownMessage);
  return found;
}
