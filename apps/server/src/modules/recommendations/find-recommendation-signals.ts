import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { bucketByShipmentState, type ShipmentState } from '@freight/domain/shipment-states';
import type { Executor } from '../../db/client';
import {
  capacities,
  loadPostings,
  members,
  preferences,
  savedSearches,
  shipmentStops,
  shipments,
  watchedLoads,
} from '../../db/schema/index';
import { writeInOffset } from '@freight/domain/zoned-dates';
import { shiftDatesForRerun } from '../search-history/saved-search-dates';
import type { Anchor, AnchorDestination, AnchorKind, Point } from './score-load';

// The carrier's signals for the engine (decision 012): its posted capacity, its members' favourite
// and recent searches, the loads it watches and the loads it carries, and the capacity types its
// members prefer. Each kind is capped, most recent first, so one request reads a bounded amount.

export const anchorLimits: Record<AnchorKind, number> = {
  capacity: 10,
  favouriteSearch: 5,
  recentSearch: 5,
  booked: 5,
  watched: 5,
};

/** The radius around a watched or carried load's ends: the search's default radius (D1-9.04). */
export const historyRadiusMiles = 100;

// Shipments the carrier took on: a tender it has not accepted, or declined, says nothing of its lanes.
const carriedStates = (Object.keys(bucketByShipmentState) as ShipmentState[]).filter(
  (state) => state !== 'TENDERED',
);

export type RecommendationSignals = { anchors: Anchor[]; preferredCapacityTypes: string[] };

const pointOf = (latitude: number | null, longitude: number | null): Point | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

function destinationOf(
  point: Point | null,
  radiusMiles: number | null,
  country: string | null,
  states: readonly string[],
): AnchorDestination {
  if (point) return { type: 'circle', point, radiusMiles: radiusMiles ?? historyRadiusMiles };
  if (country && states.length > 0) return { type: 'states', country, states };
  return { type: 'anywhere' };
}

function capacityAnchors(rows: (typeof capacities.$inferSelect)[]): Anchor[] {
  return rows.map((row) => ({
    kind: 'capacity',
    origin: { latitude: row.originLatitude, longitude: row.originLongitude },
    radiusMiles: row.originRadius,
    trailerType: row.trailerType,
    dates:
      row.capacityType === 'LANE'
        ? { type: 'weekdays', days: row.preferredDays }
        : { type: 'availability', from: row.pickUpFromDate, to: row.pickUpToDate },
    destination: destinationOf(
      pointOf(row.destinationLatitude, row.destinationLongitude),
      row.destinationRadius,
      row.destinationCountry,
      row.destinationStates,
    ),
  }));
}

/** A saved search as an anchor; its dates move forward as a re-run would move them (Anywhere origins have no point: skipped). */
function searchAnchor(row: typeof savedSearches.$inferSelect, now: Date): Anchor | null {
  const origin = pointOf(row.originLatitude, row.originLongitude);
  if (!origin) return null;
  const dates = shiftDatesForRerun(
    {
      pickUpStartDate: writeInOffset(row.pickupStart, row.zoneOffset),
      pickUpEndDate: writeInOffset(row.pickupEnd, row.zoneOffset),
      dropStartDate: null,
      dropEndDate: null,
    },
    now,
    row.zoneOffset,
  );
  const dateOf = (value: string | null) => (value ? new Date(value) : null);
  return {
    kind: row.favorite ? 'favouriteSearch' : 'recentSearch',
    origin,
    radiusMiles: row.originRadius ?? historyRadiusMiles,
    trailerType: row.trailerType,
    dates: { type: 'pickUpRange', from: dateOf(dates.pickUpStartDate), to: dateOf(dates.pickUpEndDate) },
    destination: destinationOf(
      pointOf(row.destinationLatitude, row.destinationLongitude),
      row.destinationRadius,
      row.destinationCountry,
      row.destinationStates,
    ),
  };
}

/** A load the carrier watched or carried: its two ends and its trailer, no dates. */
function historyAnchor(
  kind: 'watched' | 'booked',
  trailerType: string,
  origin: Point,
  destination: Point,
): Anchor {
  return {
    kind,
    origin,
    radiusMiles: historyRadiusMiles,
    trailerType,
    dates: { type: 'none' },
    destination: { type: 'circle', point: destination, radiusMiles: historyRadiusMiles },
  };
}

async function findSearches(db: Executor, carrierId: string, favorite: boolean, now: Date) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.carrierId, carrierId), eq(savedSearches.favorite, favorite)))
    .orderBy(desc(savedSearches.searchDate), asc(savedSearches.id))
    .limit(anchorLimits[favorite ? 'favouriteSearch' : 'recentSearch']);
  return rows.flatMap((row) => searchAnchor(row, now) ?? []);
}

async function findWatched(db: Executor, carrierId: string): Promise<Anchor[]> {
  const rows = await db
    .select({
      transportMode: loadPostings.transportMode,
      originLat: loadPostings.originLat,
      originLng: loadPostings.originLng,
      destinationLat: loadPostings.destinationLat,
      destinationLng: loadPostings.destinationLng,
    })
    .from(watchedLoads)
    .innerJoin(loadPostings, eq(loadPostings.id, watchedLoads.loadPostingId))
    .where(eq(watchedLoads.carrierId, carrierId))
    .orderBy(desc(watchedLoads.watchDate), asc(watchedLoads.id))
    .limit(anchorLimits.watched);
  return rows.map((row) =>
    historyAnchor(
      'watched',
      row.transportMode,
      { latitude: row.originLat, longitude: row.originLng },
      { latitude: row.destinationLat, longitude: row.destinationLng },
    ),
  );
}

async function findCarried(db: Executor, carrierId: string): Promise<Anchor[]> {
  const rows = await db
    .select({ id: shipments.id, transportMode: shipments.transportMode })
    .from(shipments)
    .where(and(eq(shipments.assignedCarrierId, carrierId), inArray(shipments.shipmentState, carriedStates)))
    .orderBy(desc(shipments.createdAt), asc(shipments.id))
    .limit(anchorLimits.booked);
  if (rows.length === 0) return [];
  const stops = await db
    .select({
      shipmentId: shipmentStops.shipmentId,
      stopType: shipmentStops.stopType,
      latitude: shipmentStops.latitude,
      longitude: shipmentStops.longitude,
    })
    .from(shipmentStops)
    .where(
      inArray(
        shipmentStops.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequenceNo));
  return rows.flatMap((row) => {
    const own = stops.filter((stop) => stop.shipmentId === row.id);
    const firstPickUp = own.find((stop) => stop.stopType === 'P');
    const lastDrop = own.findLast((stop) => stop.stopType === 'D');
    if (!firstPickUp || !lastDrop) return [];
    return [historyAnchor('booked', row.transportMode, firstPickUp, lastDrop)];
  });
}

/** Capacity types the carrier's members chose in their preferences (unset ones are not a choice). */
async function findPreferredCapacityTypes(db: Executor, carrierId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: preferences.value })
    .from(preferences)
    .innerJoin(members, eq(members.id, preferences.memberId))
    .where(and(eq(members.carrierId, carrierId), eq(preferences.key, 'preferredcapacitytype')))
    .orderBy(asc(preferences.value));
  return rows.map((row) => row.value);
}

/** Every signal of a carrier, strongest kind first (the order breaks ties between equal anchors). */
export async function findRecommendationSignals(
  db: Executor,
  carrierId: string,
  now: Date,
): Promise<RecommendationSignals> {
  const [capacityRows, favourites, recents, carried, watched, preferredCapacityTypes] = await Promise.all([
    db
      .select()
      .from(capacities)
      // A removed capacity (decision 050) says nothing of what the carrier wants any more.
      .where(and(eq(capacities.carrierId, carrierId), isNull(capacities.deletedAt)))
      .orderBy(desc(capacities.updatedAt), asc(capacities.id))
      .limit(anchorLimits.capacity),
    findSearches(db, carrierId, true, now),
    findSearches(db, carrierId, false, now),
    findCarried(db, carrierId),
    findWatched(db, carrierId),
    findPreferredCapacityTypes(db, carrierId),
  ]);
  return {
    anchors: [...capacityAnchors(capacityRows), ...favourites, ...recents, ...carried, ...watched],
    preferredCapacityTypes,
  };
}
