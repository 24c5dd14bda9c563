import type { QueryClient } from '@tanstack/react-query';
import {
  myLoadsCountsQueryKey,
  myLoadsListsQueryKey,
  myLoadsShipmentsQueryKey,
  shipmentDetailsQueryKey,
} from '../../../lib/query-keys';
import { invoiceOptionsQueryKey } from '../query-keys';

const myLoadsRoots: readonly unknown[] = [
  myLoadsListsQueryKey[0],
  myLoadsCountsQueryKey[0],
  myLoadsShipmentsQueryKey[0],
];

/**
 * After an invoice (either way): the shipment may have moved to Delivered With Paperwork (D2-4.10), so
 * every My Loads list, count and card is fetched again, with the shipment's details (its documents)
 * and what Submit Invoice offers for it.
 */
export function markInvoiceChange(queryClient: QueryClient, shipmentId: string): void {
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => myLoadsRoots.includes(queryKey[0]) });
  void queryClient.invalidateQueries({ queryKey: shipmentDetailsQueryKey(shipmentId) });
  void queryClient.invalidateQueries({ queryKey: invoiceOptionsQueryKey(shipmentId) });
}
