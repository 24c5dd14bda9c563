import type { QueryClient } from '@tanstack/react-query';
import { invalidateShipmentMove } from '../../../lib/query-keys';
import { invoiceOptionsQueryKey } from '../query-keys';

/**
 * After an invoice (either way): the shipment may have moved to Delivered With Paperwork (D2-4.10), so
 * every My Loads list, count and card is fetched again, with the shipment's details (its documents)
 * and what Submit Invoice offers for it.
 */
export function markInvoiceChange(queryClient: QueryClient, shipmentId: string): void {
  invalidateShipmentMove(queryClient, shipmentId);
  void queryClient.invalidateQueries({ queryKey: invoiceOptionsQueryKey(shipmentId) });
}
