import { asc, inArray } from 'drizzle-orm';
import { formatInZone } from '@freight/domain/zoned-dates';
import type { Executor } from '../../db/client';
import { shipmentStops, stopActivities } from '../../db/schema/shipments';
import type { ShipmentDetailStop, StopActivity } from '../../generated/graphql';

// A shipment's stops as every view answers them (the details panel, the trip screen, the My Loads
// cards): the ShipmentDetailStop of the contract, with the times a trip records and the trailer
// activities of each stop (decision 037).

export type ShipmentDetailStopView = ShipmentDetailStop;
export type StopActivityView = StopActivity;
export type StopRow = typeof shipmentStops.$inferSelect;
export type StopActivityRow = typeof stopActivities.$inferSelect;

const zoned = (moment: Date | null, timeZone: string) => (moment ? formatInZone(moment, timeZone) : null);

function toStopActivity(activity: StopActivityRow): StopActivityView {
  return {
    execActivity: activity.execActivity,
    equipmentId: activity.equipmentId,
    equipmentType: activity.equipmentType,
    chassisNumber: activity.chassisNumber,
  };
}

/** A stop as the ShipmentDetailStop of the contract answers it, times in the stop's own zone. */
export function toShipmentDetailStop(
  stop: StopRow,
  activities: readonly StopActivityRow[] = [],
): ShipmentDetailStopView {
  return {
    stopId: stop.stopId,
    sequenceNo: stop.sequenceNo,
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
    appointmentFrom: zoned(stop.appointmentEarly, stop.timeZone),
    appointmentTo: zoned(stop.appointmentLate, stop.timeZone),
    appointmentState: stop.appointmentState,
    timeZone: stop.timeZone,
    plannedArrival: zoned(stop.plannedArrival, stop.timeZone),
    plannedEta: zoned(stop.plannedEta, stop.timeZone),
    estimatedArrival: zoned(stop.estimatedArrival, stop.timeZone),
    actualEta: zoned(stop.actualEta, stop.timeZone),
    actualArrival: zoned(stop.actualArrival, stop.timeZone),
    actualDeparture: zoned(stop.actualDeparture, stop.timeZone),
    lateArrivalReason: stop.lateArrivalReason,
    activities: activities.map(toStopActivity),
  };
}

/** The trailer activities of these stops, by stop uuid, each stop's in their sequence. */
export async function readStopActivities(
  db: Executor,
  stopUuids: readonly string[],
): Promise<Map<string, StopActivityRow[]>> {
  const byStop = new Map<string, StopActivityRow[]>();
  if (stopUuids.length === 0) return byStop;
  const rows = await db
    .select()
    .from(stopActivities)
    .where(inArray(stopActivities.stopId, [...stopUuids]))
    .orderBy(asc(stopActivities.stopId), asc(stopActivities.seqNo));
  for (const row of rows) byStop.set(row.stopId, [...(byStop.get(row.stopId) ?? []), row]);
  return byStop;
}

/** The stops of these shipments with their activities, by shipment uuid, in sequence order: two queries. */
export async function readDetailStops(
  db: Executor,
  shipmentUuids: readonly string[],
): Promise<Map<string, ShipmentDetailStopView[]>> {
  const byShipment = new Map<string, ShipmentDetailStopView[]>();
  if (shipmentUuids.length === 0) return byShipment;
  const rows = await db
    .select()
    .from(shipmentStops)
    .where(inArray(shipmentStops.shipmentId, [...shipmentUuids]))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequenceNo));
  const activities = await readStopActivities(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows)
    byShipment.set(row.shipmentId, [
      ...(byShipment.get(row.shipmentId) ?? []),
      toShipmentDetailStop(row, activities.get(row.id)),
    ]);
  return byShipment;
}
