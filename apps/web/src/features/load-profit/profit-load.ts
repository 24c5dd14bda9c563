import type { LoadForProfit } from '@freight/domain/profit/load-profit';
import type { Lane } from '@freight/domain/profit/lane-rates';

// What this feature needs of a load, whoever shows it (a search result, a recommendation, a capacity's
// match, the details panel): its card passes these, already read from the posting.

export type ProfitStop = { state: string; country: string; appointmentFrom: string };

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

export function loadForProfitOf(load: ProfitLoad): LoadForProfit | null {
  const first = load.stops[0];
  const last = load.stops.at(-1);
  if (!first || !last) return null;
  return {
    totalChargeCents: load.totalChargeCents,
    totalDistance: load.totalDistance,
    deadheadMiles: load.originDeadHead ?? null,
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
