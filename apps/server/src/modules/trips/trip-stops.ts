import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { ExecutionStatus } from '@freight/domain/shipment-states';
import { stopTimeZone, type UpdatableStop } from '@freight/domain/trip/stop-update-rules';
import { formatInZone } from '@freight/domain/zoned-dates';
import type { Executor } from '../../db/client';
import { shipmentStops } from '../../db/schema/shipments';
import { message } from '../../platform/i18n';
import { readStopActivities, type StopActivityRow, type StopRow } from '../shipments/detail-stops';

// A trip's stops as the domain's rules read them (packages/domain/src/trip), with their rows kept for
// the writes that follow a check.

export type TripStopRecord = UpdatableStop & { row: StopRow; activityRows: StopActivityRow[] };

/** A trip that is running: started and neither completed nor cancelled (decision 033). */
export const runningStatuses: readonly ExecutionStatus[] = ['STARTED', 'IN_TRANSIT'];

/** Stops are updated, and trips completed, only while the trip runs. */
export const notRunningMessage = message('trips.notRunning');

export function isTripRunning(executionStatus: ExecutionStatus | null): boolean {
  return executionStatus !== null && runningStatuses.includes(executionStatus);
}

/** The shipment's stops in sequence with their activities, times in each stop's zone (D2-3.11, D2-9.07). */
export async function readTripStops(
  db: Executor,
  shipmentUuid: string,
  config: Pick<AppConfig, 'app'>,
): Promise<TripStopRecord[]> {
  const rows = await db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentUuid))
    .orderBy(asc(shipmentStops.sequenceNo));
  const activities = await readStopActivities(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const zone = stopTimeZone(row, config);
    const zoned = (moment: Date | null) => (moment ? formatInZone(moment, zone) : null);
    const activityRows = activities.get(row.id) ?? [];
    return {
      row,
      activityRows,
      stopId: row.stopId,
      sequenceNo: row.sequenceNo,
      stopType: row.stopType,
      timeZone: row.timeZone,
      actualArrival: zoned(row.actualArrival),
      actualDeparture: zoned(row.actualDeparture),
      actualEta: zoned(row.actualEta),
      plannedEta: zoned(row.plannedEta),
      appointmentEarly: zoned(row.appointmentEarly),
      estimatedArrival: zoned(row.estimatedArrival),
      plannedArrival: zoned(row.plannedArrival),
      appointmentLate: zoned(row.appointmentLate),
      lateArrivalReason: row.lateArrivalReason,
      activities: activityRows.map(({ execActivity, equipmentId }) => ({ execActivity, equipmentId })),
    };
  });
}
