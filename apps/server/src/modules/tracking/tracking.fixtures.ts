import { asc, eq, sql } from 'drizzle-orm';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import type { Database } from '../../db/client';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';
import { shipments, shipmentStops } from '../../db/schema/shipments';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import type { TestApp } from '../../test-support/test-app';
import type { TestCaller } from '../../test-support/sign-in';
import { detailsNow } from '../shipments/shipments.fixtures';

// Trips under way for the tracking tests. The trip start (modules/trips) is not what these tests check:
// they put the shipment in the state a start leaves it in (in transit, started, the start time and the
// GPS tracking status) directly in the database.

/** The trip's start in these tests: an hour before the server's clock (detailsNow). */
export const tripStartedAt = new Date(detailsNow.getTime() - 3_600_000);

/** A moment `minutes` after the trip's start, as a device dates its fix. */
export const minutesAfterStart = (minutes: number) =>
  new Date(tripStartedAt.getTime() + minutes * 60_000).toISOString();

type TripState = {
  status?: number;
  /** When the server started the trip: the window opens here. */
  startedAt?: Date | null;
  /** The start time the driver declared, which may be later; by default the same. */
  declaredStart?: Date;
};

/** Puts a shipment in the state of a started trip: tracking on from `tripStartedAt` unless told otherwise. */
export async function startTrackedTrip(db: Database, shipmentId: string, state: TripState = {}) {
  await db
    .update(shipments)
    .set({
      shipmentState: 'IN_TRANSIT',
      executionStatus: 'STARTED',
      tripStartedAt: state.startedAt === undefined ? tripStartedAt : state.startedAt,
      startDateTime: state.declaredStart ?? (state.startedAt === undefined ? tripStartedAt : state.startedAt),
      gpsTrackingStatus: state.status ?? gpsTrackingStatus.started,
    })
    .where(eq(shipments.shipmentId, shipmentId));
}

/** Records the departure from the shipment's last stop (the end of the tracking window). */
export async function departFinalStop(db: Database, shipmentId: string, at: Date) {
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.shipmentId, shipmentId));
  await db
    .update(shipmentStops)
    .set({ actualDeparture: at })
    .where(
      sql`${shipmentStops.id} = (select id from ${shipmentStops} where shipment_id = ${shipment!.id}
        order by sequence_no desc limit 1)`,
    );
}

/** A valid report of a shipment's position taken `minutes` after the trip's start. */
export function reportAt(shipmentId: string, minutes: number, overrides: Partial<LocationReport> = {}) {
  return {
    messageType: 'LOCATION',
    activity: 'IN_TRANSIT',
    shipmentId,
    carrierScac: 'GLFC',
    userId: 'driver@example.test',
    sourceSystem: 'MERCURYGATE',
    carrierId: 'CC-TRACK',
    stopId: 'STOP-2',
    sequenceNo: 2,
    locationId: null,
    // Whole thousandths: what is stored reads back equal.
    latitude: Math.round(41_520 + minutes) / 1000,
    longitude: -88.08,
    accuracy: 12,
    speed: 24.5,
    heading: 350,
    recordedAt: minutesAfterStart(minutes),
    ...overrides,
  } satisfies LocationReport;
}

/** POST /devicelocation/v1/location as this caller (none: without a token). */
export function sendLocation(
  test: TestApp,
  caller: TestCaller | null,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return test.app.inject({
    method: 'POST',
    url: '/devicelocation/v1/location',
    headers: { ...caller?.headers, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** The positions stored for a shipment (by its shipment id), oldest first. */
export function positionsOf(db: Database, shipmentId: string) {
  return db
    .select({
      recordedAt: truckPositions.recordedAt,
      memberId: truckPositions.memberId,
      latitude: truckPositions.latitude,
      stopId: truckPositions.stopId,
    })
    .from(truckPositions)
    .innerJoin(shipments, eq(shipments.id, truckPositions.shipmentId))
    .where(eq(shipments.shipmentId, shipmentId))
    .orderBy(asc(truckPositions.recordedAt));
}

/** The last known position kept for a shipment, or undefined. */
export async function lastPositionOf(db: Database, shipmentId: string) {
  const [row] = await db
    .select({ recordedAt: shipmentLastPositions.recordedAt, latitude: shipmentLastPositions.latitude })
    .from(shipmentLastPositions)
    .innerJoin(shipments, eq(shipments.id, shipmentLastPositions.shipmentId))
    .where(eq(shipments.shipmentId, shipmentId));
  return row;
}
