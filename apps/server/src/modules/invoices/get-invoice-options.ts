import { missingPaperwork } from '@freight/domain/documents/paperwork';
import {
  invoiceChoicesFor,
  isInvoiceNumberAsked,
  type InvoiceChoice,
} from '@freight/domain/invoices/invoice-rules';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { DocumentType } from '@freight/domain/stops';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { readPaperworkTypes } from '../shipments/paperwork-types';
import { hasCarrierInvoice } from './has-carrier-invoice';

export type InvoiceOptionsView = {
  shipmentId: string;
  shipmentState: ShipmentState;
  choices: InvoiceChoice[];
  invoiceNumberShown: boolean;
  invoiceNumberMaxLength: number;
  missingDocuments: DocumentType[] | null;
  invoiceMissing: boolean;
};

/**
 * What Submit Invoice offers the caller for a shipment of their carrier (D2-4.59, D2-5.30, D2-6.11)
 * and the paperwork it still waits for before Delivered With Paperwork (decision 044), by the same
 * rules the invoice calls are checked with; null for a shipment the caller cannot see.
 */
export async function getInvoiceOptions(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  shipmentId: string,
): Promise<InvoiceOptionsView | null> {
  const found = await findCallerShipment(services.db, caller, shipmentId);
  if (!found) return null;
  const { shipment } = found;
  const [config, carrierInvoiceExists, present] = await Promise.all([
    services.appConfig(),
    hasCarrierInvoice(services.db, shipment.assignedCarrierId!),
    readPaperworkTypes(services.db, shipment.id),
  ]);
  const missing = missingPaperwork(shipment, present, config);
  return {
    shipmentId: shipment.shipmentId,
    shipmentState: shipment.shipmentState,
    choices: invoiceChoicesFor({ shipment, roles: caller.roles, carrierInvoiceExists, config }),
    invoiceNumberShown: isInvoiceNumberAsked(shipment, config),
    invoiceNumberMaxLength: config.documents.invoice.invoiceNumberMaxLength,
    missingDocuments: missing?.documents ?? null,
    invoiceMissing: missing?.invoice ?? !present.includes('createInvoice'),
  };
}
