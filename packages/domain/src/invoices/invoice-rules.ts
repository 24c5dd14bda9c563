import type { AppConfig } from '../config';
import { hasPermission } from '../permissions';
import type { Role } from '../roles';
import type { ShipmentState } from '../shipment-states';
import { entryForSource, isSourceListed, type SourceScope } from '../source-scope';

// Submit Invoice (D2-4.59, D2-5.29, D2-5.30, D2-6.11, D2-9.11; decision 046): which loads take an
// invoice from the carrier, who may give one and how, and where the invoice number is asked. The
// server refuses what these rules refuse; the web app offers only what they allow.

/** D2-9.11: YES, the carrier uploads its own invoice; NO, the provider prepares it. */
export const invoiceChoices = ['YES', 'NO'] as const;
export type InvoiceChoice = (typeof invoiceChoices)[number];

/** What the rules read of a shipment. */
export type InvoiceShipment = SourceScope & { loadType: string; shipmentState: string };

/** D2-6.11: Power Only and PO Dray loads, whose carriers upload their paperwork and invoice. */
const invoiceLoadTypes: readonly string[] = ['Power Only', 'PO Dray'];

/** The states of a delivered trip (D2-4.06, D2-4.07): an invoice comes after the delivery. */
const deliveredStates: readonly string[] = [
  'DELIVERED_NEEDS_PPWK',
  'DELIVERED_WITH_PPWK',
] satisfies ShipmentState[];

/**
 * Whether the carrier submits this load's invoice here (D2-6.10..13): a Power Only or PO Dray load
 * of a source whose configuration lets the carrier upload documents (documents.uploadTypes); the other
 * sources keep their paperwork in their own system.
 */
export function takesCarrierInvoice(
  shipment: SourceScope & { loadType: string },
  config: Pick<AppConfig, 'documents'>,
): boolean {
  if (!invoiceLoadTypes.includes(shipment.loadType)) return false;
  const byRole = entryForSource(config.documents.uploadTypes, shipment) ?? {};
  return Object.values(byRole).some((types) => (types?.length ?? 0) > 0);
}

/** Whether the trip is delivered, so that an invoice may be submitted (D2-4.07). */
export function isDelivered(shipmentState: string): boolean {
  return deliveredStates.includes(shipmentState);
}

/** Whether these roles may open Submit Invoice at all (D2-6.11: Dispatcher, and Beta for the provider's). */
export function maySubmitInvoice(roles: readonly Role[]): boolean {
  return hasPermission(roles, 'myLoads.submitInvoice');
}

/** D2-5.30: where the invoice number is asked (optional where asked), by source system or SOURCE/DIVISION. */
export function isInvoiceNumberAsked(shipment: SourceScope, config: Pick<AppConfig, 'documents'>): boolean {
  return isSourceListed(config.documents.invoice.invoiceNumberSources, shipment);
}

/** D2-4.59: the provider prepares invoices for this source, and the carrier's invoice record exists. */
export function isProviderInvoiceOffered(
  shipment: SourceScope,
  carrierInvoiceExists: boolean,
  config: Pick<AppConfig, 'documents'>,
): boolean {
  return carrierInvoiceExists && isSourceListed(config.documents.invoice.providerInvoiceSources, shipment);
}

export type InvoiceChoiceInput = {
  shipment: InvoiceShipment;
  roles: readonly Role[];
  /** carrierSettings.carrierInvoiceExists of the caller's carrier (D2-4.59). */
  carrierInvoiceExists: boolean;
  config: Pick<AppConfig, 'documents'>;
};

/**
 * The choices Submit Invoice offers this caller for this shipment, in the spec's order (D2-4.59,
 * D2-6.11): YES for a Dispatcher, NO where the provider prepares invoices for a Dispatcher or Beta.
 * None before the delivery or for a load whose invoice the carrier does not submit here.
 */
export function invoiceChoicesFor({
  shipment,
  roles,
  carrierInvoiceExists,
  config,
}: InvoiceChoiceInput): InvoiceChoice[] {
  if (!takesCarrierInvoice(shipment, config) || !isDelivered(shipment.shipmentState)) return [];
  const choices: InvoiceChoice[] = [];
  if (hasPermission(roles, 'myLoads.uploadInvoice')) choices.push('YES');
  if (
    hasPermission(roles, 'myLoads.submitInvoice') &&
    isProviderInvoiceOffered(shipment, carrierInvoiceExists, config)
  )
    choices.push('NO');
  return choices;
}

/** Why an invoice of this kind cannot be submitted for this shipment, before anything is read. */
export type InvoiceRefusal = 'notInvoiceLoad' | 'notDelivered' | 'choiceNotOffered';

export function invoiceRefusalOf(input: InvoiceChoiceInput, choice: InvoiceChoice): InvoiceRefusal | null {
  if (!takesCarrierInvoice(input.shipment, input.config)) return 'notInvoiceLoad';
  if (!isDelivered(input.shipment.shipmentState)) return 'notDelivered';
  return invoiceChoicesFor(input).includes(choice) ? null : 'choiceNotOffered';
}
