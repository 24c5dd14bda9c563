/** What Submit Invoice offers for one shipment and the paperwork it still waits for (getInvoiceOptions). */
export function invoiceOptionsQueryKey(shipmentId: string) {
  return ['getInvoiceOptions', shipmentId] as const;
}
