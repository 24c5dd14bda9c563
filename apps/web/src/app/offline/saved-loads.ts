import type { InfiniteData } from '@tanstack/react-query';
import {
  flattenShipmentPages,
  type ShipmentsByStatePage,
} from '../../features/my-loads/api/get-shipments-by-state';
import type { MyLoadShipment } from '../../features/my-loads/api/my-load-shipment-fields';
import type { TripShipment } from '../../features/trip/api/trip-shipment-fields';
import { tripShipmentQueryKey } from '../../features/trip/query-keys';
import type { OfflineSnapshot } from '../../lib/offline-snapshot';
import { myLoadsListsQueryKey, myLoadsShipmentsQueryKey } from '../../lib/query-keys';

/** One load of the saved view: where it goes, and whether its trip screen was saved. */
export type SavedLoad = {
  shipmentId: string;
  origin: string;
  destination: string;
  hasTrip: boolean;
};

type Place = { city: string | null; state: string | null };

function placeOf(stop: Place | undefined): string {
  return [stop?.city, stop?.state].filter(Boolean).join(', ');
}

function bySequence<T extends { sequenceNo: number }>(stops: readonly T[]): T[] {
  return [...stops].sort((left, right) => left.sequenceNo - right.sequenceNo);
}

/**
 * The loads the snapshot holds, once each: the trips saved first (the ones a driver runs), then the
 * shipments of the saved My Loads lists and links, in the order they were saved.
 */
export function savedLoadsOf(snapshot: OfflineSnapshot): SavedLoad[] {
  const trips: TripShipment[] = [];
  const shipments: MyLoadShipment[] = [];
  for (const { queryKey, state } of snapshot.state.queries) {
    const root = queryKey[0];
    if (state.data === null || state.data === undefined) continue;
    if (root === tripShipmentQueryKey('')[0]) trips.push(state.data as TripShipment);
    else if (root === myLoadsShipmentsQueryKey[0]) shipments.push(state.data as MyLoadShipment);
    else if (root === myLoadsListsQueryKey[0])
      shipments.push(...flattenShipmentPages((state.data as InfiniteData<ShipmentsByStatePage>).pages));
  }
  const loads = new Map<string, SavedLoad>();
  for (const trip of trips) {
    const stops = bySequence(trip.stops);
    loads.set(trip.shipmentId, {
      shipmentId: trip.shipmentId,
      origin: placeOf(stops[0]),
      destination: placeOf(stops.at(-1)),
      hasTrip: true,
    });
  }
  for (const shipment of shipments) {
    if (loads.has(shipment.shipmentId)) continue;
    const stops = bySequence(shipment.stops);
    loads.set(shipment.shipmentId, {
      shipmentId: shipment.shipmentId,
      origin: placeOf(stops[0]),
      destination: placeOf(stops.at(-1)),
      hasTrip: false,
    });
  }
  return [...loads.values()];
}
