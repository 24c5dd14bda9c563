import type { LoadPosting, LoadRate, LoadStop, RateCharge } from '../../generated/graphql';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import { rateChargeNames } from '@freight/domain/rate-charges';
import type { Executor } from '../../db/client';
import { loadPostingAccessorials, loadPostingStops, type loadPostings } from '../../db/schema/loads';
import { watchedLoads } from '../../db/schema/searches';
import { formatInZone } from '@freight/domain/zoned-dates';

// The LoadPosting of the GraphQL contract (search.graphql), built from posting rows with their stops,
// accessorials and the caller's watch marks: one query each for a whole page, never one per load.

export type PostingRow = typeof loadPostings.$inferSelect;
type StopRow = typeof loadPostingStops.$inferSelect;
type AccessorialRow = typeof loadPostingAccessorials.$inferSelect;

/** What a view reads of a stop; its times may come as JSON text (the search's single statement). */
export type StopFields = Omit<StopRow, 'id' | 'loadPostingId' | 'appointmentFrom' | 'appointmentTo'> & {
  appointmentFrom: Date | string;
  appointmentTo: Date | string;
};

/** What a view reads of an accessorial. */
export type AccessorialFields = Pick<AccessorialRow, 'code' | 'description' | 'type' | 'chargeCents'>;

/** What a posting's view is built from besides its row. */
export type PostingExtras = {
  stops: StopFields[];
  accessorials: AccessorialFields[];
  isWatched: boolean;
  deadHeads: DeadHeads;
};

export type RateChargeView = RateCharge;

export type LoadRateView = LoadRate;

export type LoadStopView = LoadStop;

export type LoadPostingView = LoadPosting;

/** A page of loads as search, loads by state and watched loads answer it (LoadPostingSearchResult). */
export type LoadPostingSearchResult = {
  totalRecords: number;
  /** More loads match than totalRecords (a search's count stops at a cap, decision 054). */
  totalRecordsCapped: boolean;
  loadPostings: LoadPostingView[];
  message: string | null;
  status: string;
  error: string | null;
  searchHistoryId: string | null;
  searchHistoryFavorite: boolean;
};

/** Miles from the searched places to a load's ends; null for a side that was not a city. */
export type DeadHeads = { originDeadHead: number | null; destinationDeadHead: number | null };

const noDeadHeads: DeadHeads = { originDeadHead: null, destinationDeadHead: null };

function chargeOf(
  cents: number | null,
  unitCharge: string | null,
  quantity: string | null,
  rateQualifier: string | null,
  chargeDescription: string,
): RateChargeView | null {
  if (cents === null) return null;
  return { charge: formatCents(cents), unitCharge, quantity, rateQualifier, chargeDescription };
}

function rateOf(posting: PostingRow, accessorials: AccessorialFields[]): LoadRateView {
  return {
    binRateIdentifier: posting.binRateId,
    totalCharge: posting.totalChargeCents === null ? null : formatCents(posting.totalChargeCents),
    currency: posting.currency,
    lineHaulCharge: chargeOf(
      posting.lineHaulCents,
      posting.lineHaulUnitCharge,
      posting.lineHaulQuantity,
      posting.lineHaulQualifier,
      rateChargeNames.lineHaul,
    ),
    fuelCharge: chargeOf(
      posting.fuelCents,
      posting.fuelUnitCharge,
      posting.fuelQuantity,
      posting.fuelQualifier,
      rateChargeNames.fuelSurcharge,
    ),
    accessorials: accessorials.map((item) => ({
      accessorialCode: item.code,
      accessorialDescription: item.description,
      accessorialType: item.type,
      accessorialCharge: formatCents(item.chargeCents),
    })),
  };
}

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The searched origin's deadhead goes on the first pick-up, the destination's on the last drop. */
function stopsOf(stops: StopFields[], deadHeads: DeadHeads): LoadStopView[] {
  const firstPickUp = stops.find((stop) => stop.stopType === 'P');
  const lastDrop = stops.findLast((stop) => stop.stopType === 'D');
  return stops.map((stop) => ({
    stopId: stop.stopId,
    stopSequence: stop.sequence,
    sequenceNo: stop.sequence,
    stopType: stop.stopType,
    locationName: stop.locationName,
    addressLine1: stop.addressLine1,
    addressLine2: stop.addressLine2,
    city: stop.city,
    state: stop.state,
    postalCode: stop.postalCode,
    country: stop.country,
    latitude: stop.latitude,
    longitude: stop.longitude,
    appointmentFrom: formatInZone(asDate(stop.appointmentFrom), stop.timeZone),
    appointmentTo: formatInZone(asDate(stop.appointmentTo), stop.timeZone),
    appointmentState: stop.appointmentState,
    timeZone: stop.timeZone,
    deadHead:
      stop === firstPickUp
        ? deadHeads.originDeadHead
        : stop === lastDrop
          ? deadHeads.destinationDeadHead
          : null,
    specialServices: stop.specialServices.map((specialServiceDesc) => ({ specialServiceDesc })),
  }));
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The view of one posting from its row, its stops and accessorials in order, its watch mark and deadheads. */
export function toLoadPostingView(posting: PostingRow, extras: PostingExtras): LoadPostingView {
  return {
    loadId: posting.loadId,
    loadPostingStatus: posting.status,
    sourceSystem: posting.sourceSystem,
    loadType: posting.loadType,
    isHazardous: posting.isHazardous,
    isHighValue: posting.isHighValue,
    isTemperatureControlled: posting.isTemperatureControlled,
    totalDistance: posting.totalDistance,
    distanceUOM: posting.distanceUom,
    totalWeight: posting.totalWeight,
    weightUOM: posting.weightUom,
    numberOfStops: posting.numberOfStops,
    transportMode: posting.transportMode,
    termsAndConditions: posting.termsAndConditions,
    buyAllowed: posting.buyAllowed,
    managedEquipment: posting.managedEquipment,
    exclusiveLoad: posting.exclusiveLoad,
    rank: null,
    recommendationStatus: null,
    // Similar loads and the next pick-up from the destination come with recommendations.
    similarLoads: null,
    isWatched: extras.isWatched,
    isGapForDriver: posting.isGapForDriver,
    isNextPickupLoadAvailable: false,
    nextPickupLoadAvlSearchCriteria: null,
    rate: rateOf(posting, extras.accessorials),
    ...extras.deadHeads,
    stops: stopsOf(extras.stops, extras.deadHeads),
  };
}

/**
 * The views of some postings, in the order given. `memberId` marks the loads that member watches
 * (null: none, for a caller without a member row such as a benchmark); `deadHeads` by posting id.
 */
export async function fetchLoadPostingViews(
  db: Executor,
  postings: PostingRow[],
  memberId: string | null,
  deadHeads: Map<string, DeadHeads> = new Map(),
): Promise<LoadPostingView[]> {
  if (postings.length === 0) return [];
  const ids = postings.map((posting) => posting.id);
  const [stopRows, accessorialRows, watchedRows] = await Promise.all([
    db
      .select()
      .from(loadPostingStops)
      .where(inArray(loadPostingStops.loadPostingId, ids))
      .orderBy(asc(loadPostingStops.loadPostingId), asc(loadPostingStops.sequence)),
    db
      .select()
      .from(loadPostingAccessorials)
      .where(inArray(loadPostingAccessorials.loadPostingId, ids))
      .orderBy(asc(loadPostingAccessorials.code), asc(loadPostingAccessorials.id)),
    memberId === null
      ? Promise.resolve([])
      : db
          .select({ loadPostingId: watchedLoads.loadPostingId })
          .from(watchedLoads)
          .where(and(eq(watchedLoads.memberId, memberId), inArray(watchedLoads.loadPostingId, ids))),
  ]);
  const stopsByPosting = groupBy(stopRows, (stop) => stop.loadPostingId);
  const accessorialsByPosting = groupBy(accessorialRows, (item) => item.loadPostingId);
  const watched = new Set(watchedRows.map((row) => row.loadPostingId));
  return postings.map((posting) => {
    const postingDeadHeads = deadHeads.get(posting.id) ?? noDeadHeads;
    return toLoadPostingView(posting, {
      stops: stopsByPosting.get(posting.id) ?? [],
      accessorials: accessorialsByPosting.get(posting.id) ?? [],
      isWatched: watched.has(posting.id),
      deadHeads: postingDeadHeads,
    });
  });
}
