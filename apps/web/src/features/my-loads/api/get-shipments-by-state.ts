import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { hasMorePages } from '@freight/domain/search/paging';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import type { GetShipmentsWithStopsByStateQuery } from '../../../graphql/graphql';
import type { MyLoadShipment } from './my-load-shipment-fields';
import { graphql } from '../../../graphql/gql';
import { shipmentsByStateQueryKey } from '../query-keys';

// getShipmentsWithStopsByState (D2-7.04): one My Loads list a page at a time, with the counts of
// every list and the driver filter's entries. Fetched again with the shipments' interval (D2-9.16).
export const getShipmentsByStateDocument = graphql(`
  query getShipmentsWithStopsByState($input: ShipmentsByStateInput!) {
    getShipmentsWithStopsByState(input: $input) {
      filter
      totalCount
      pageIndex
      pageSize
      counts {
        bucket
        count
      }
      filterCounts {
        driverId
        driverName
        count
      }
      shipments {
        ...MyLoadShipmentFields
      }
    }
  }
`);

export type ShipmentsByStatePage = GetShipmentsWithStopsByStateQuery['getShipmentsWithStopsByState'];
export type DriverFilterCount = ShipmentsByStatePage['filterCounts'][number];

/** How many shipments the loaded pages hold. */
export function countLoadedShipments(pages: readonly ShipmentsByStatePage[] | undefined): number {
  return (pages ?? []).reduce((sum, page) => sum + page.shipments.length, 0);
}

/**
 * The shipments of every loaded page, once each: a shipment that moved lists between two pages
 * shifts the rest, so the next page may repeat one already shown.
 */
export function flattenShipmentPages(pages: readonly ShipmentsByStatePage[] | undefined): MyLoadShipment[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.shipments.filter((shipment) => {
      if (seen.has(shipment.shipmentId)) return false;
      seen.add(shipment.shipmentId);
      return true;
    }),
  );
}

/** One list; `driverId` is the driver filter's choice, null for everyone (D2-2.19). */
export function useShipmentsByState(
  bucket: MyLoadBucket,
  driverId: string | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  const { paging, refreshIntervalsMinutes } = useConfig();
  return useInfiniteQuery({
    queryKey: shipmentsByStateQueryKey(bucket, driverId),
    enabled,
    initialPageParam: 0,
    getNextPageParam: (lastPage: ShipmentsByStatePage, pages: ShipmentsByStatePage[]) =>
      // An empty page means the list shrank under us: stop rather than ask for empty pages forever.
      lastPage.shipments.length > 0 && hasMorePages(lastPage.totalCount, countLoadedShipments(pages))
        ? lastPage.pageIndex + 1
        : undefined,
    // Another driver chosen keeps the current cards (and the filter) on screen until its page arrives.
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: refreshIntervalsMinutes.shipment * 60_000,
    queryFn: async ({ pageParam, signal }) => {
      const input = {
        filter: bucket,
        ...(driverId ? { driverId } : {}),
        pagination: { pageSize: paging.myLoadsPageSize, pageIndex: pageParam },
      };
      const data = await client.request(getShipmentsByStateDocument, { input }, { signal });
      return data.getShipmentsWithStopsByState;
    },
  });
}
