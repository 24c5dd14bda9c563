import type { LoadForProfit } from '@freight/domain/profit/load-profit';
import type { Lane } from '@freight/domain/profit/lane-rates';
import { deadheadMilesFrom } from '@freight/domain/profit/truck-position';
import type { LatLng } from '@freight/domain/tracking/distance';

// What this feature needs of a load, whoever shows it (a search result, a recommendation, a capacity's
// match, the details panel): its card passes these, already read from the posting.

export type ProfitStop = {
  state: string;
  country: string;
  appointmentFrom: string;
  latitude?: number | null;
  longitude?: number | null;
};

export type ProfitLoad = {
  totalChargeCents: number | null;
  currency: string;
  totalDistance: number;
  /** Miles from the searched origin; null or left out where the truck's position is unknown. */
  originDeadHead?: number | null;
  transportMode: string;
  /** The stops in their order: the first pick-up first, the last drop last. */
  stops: readonly ProfitStop[];
};

/**
 * Where the deadhead is counted from: the searched origin (the load's `originDeadHead`), else the
 * member's own last trip position (issue 20) when there is one, else nowhere (not known).
 */
export function deadheadOf(load: ProfitLoad, truck: LatLng | null): number | null {
  if (load.originDeadHead !== null && load.originDeadHead !== undefined) return load.originDeadHead;
  const pickup = load.stops[0];
  if (!truck || typeof pickup?.latitude !== 'number' || typeof pickup.longitude !== 'number') return null;
  return deadheadMilesFrom(truck, { lat: pickup.latitude, lng: pickup.longitude });
}

export function loadForProfitOf(load: ProfitLoad, truck: LatLng | null = null): LoadForProfit | null {
  const first = load.stops[0];
  const last = load.stops.at(-1);
  if (!first || !last) return null;
  return {
    totalChargeCents: load.totalChargeCents,
    totalDistance: load.totalDistance,
    deadheadMiles: deadheadOf(load, truck),
    pickupStart: first.appointmentFrom,
    dropStart: last.appointmentFrom,
  };
}

/** The load's lane: its first stop's state to its last's, for its trailer type. */
export function laneOfLoad(load: ProfitLoad): Lane | null {
  const first = load.stops[0];
  const last = load.stops.at(-1);
  if (!first || !last || !first.state || !last.state) return null;
  return {
    originCountry: first.country,
    originState: first.state,
    destinationCountry: last.country,
    destinationState: last.state,
    trailerType: load.transportMode,
  };
}
