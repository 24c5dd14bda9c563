import { distanceMeters, milesFromMeters, type LatLng } from '../tracking/distance';

// Beyond the spec (issue 20): where the truck is, for the deadhead of a load found without a searched
// origin (recommendations, watched loads, a search by states). A driver's or an owner-operator's own
// last trip position stands for their truck while it is recent; an older one says nothing of where
// the truck is now.

/** A position older than this is not taken for the truck's (a day: a driver's rest and a day's drive). */
export const lastPositionMaxAgeMs = 24 * 3_600_000;

/** Miles in a straight line from the truck's position to the first pick-up, as the search counts deadhead. */
export function deadheadMilesFrom(truck: LatLng, pickup: LatLng): number {
  return milesFromMeters(distanceMeters(truck, pickup));
}
