import type { AppConfig } from '@freight/domain/config';
import {
  invoiceRefusalOf,
  type InvoiceChoice,
  type InvoiceRefusal,
} from '@freight/domain/invoices/invoice-rules';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { badInput, forbidden, notFound, type AppError } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { findCallerShipment, type CallerShipment } from '../shipments/find-caller-shipment';
import { hasCarrierInvoice } from './has-carrier-invoice';

export const invoiceShipmentNotFoundMessage = message('shipmentNotFound');
const shipmentRequiredMessage = message('invoices.shipmentRequired');

function refusalError(refusal: InvoiceRefusal, choice: InvoiceChoice): AppError {
  if (refusal === 'notInvoiceLoad') return badInput(message('invoices.notInvoiceLoad'));
  if (refusal === 'notDelivered') return badInput(message('invoices.notDelivered'));
  // The route and the field have checked the role already: what is left of YES is the role table's.
  return choice === 'NO' ? badInput(message('invoices.providerNotOffered')) : forbidden();
}

/**
 * The shipment an invoice of this kind is for (D2-4.59, D2-6.11): one of the caller's carrier
 * (findCallerShipment: NOT_FOUND for anything else, whether it exists or not), whose invoice the
 * carrier submits here (a Power Only or PO Dray load of a source that takes uploads), delivered, and
 * for which the caller is offered this choice (the provider's only where configured and the carrier's
 * invoice record exists). Checked before anything is read from the request's files.
 */
export async function findInvoiceShipment(
  db: Executor,
  caller: Caller,
  shipmentId: string | null | undefined,
  choice: InvoiceChoice,
  config: Pick<AppConfig, 'documents'>,
): Promise<CallerShipment> {
  const wanted = shipmentId?.trim() ?? '';
  if (wanted.length === 0) throw badInput(shipmentRequiredMessage, { shipmentId: shipmentRequiredMessage });
  const found = await findCallerShipment(db, caller, wanted);
  if (!found) throw notFound(invoiceShipmentNotFoundMessage);
  const refusal = invoiceRefusalOf(
    {
      shipment: found.shipment,
      roles: caller.roles,
      carrierInvoiceExists: await hasCarrierInvoice(db, found.shipment.assignedCarrierId!),
      config,
    },
    choice,
  );
  if (refusal) throw refusalError(refusal, choice);
  return found;
}
