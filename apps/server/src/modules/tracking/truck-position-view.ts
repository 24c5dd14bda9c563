import type { TruckPosition } from '../../generated/graphql';
import { truckPositions } from '../../db/schema/positions';

/** TruckPosition of tracking.graphql; its place is a field resolver of the tracking module. */
export type TruckPositionView = Omit<TruckPosition, 'place'>;

/** The columns a TruckPosition is read from, in truck_positions and shipment_last_positions alike. */
export const truckPositionColumns = {
  recordedAt: truckPositions.recordedAt,
  receivedAt: truckPositions.receivedAt,
  latitude: truckPositions.latitude,
  longitude: truckPositions.longitude,
  accuracy: truckPositions.accuracy,
  speed: truckPositions.speed,
  heading: truckPositions.heading,
};

type PositionRow = {
  recordedAt: Date;
  receivedAt: Date;
  latitude: number;
  longitude: number;
  accuracy: number;
  speed: number | null;
  heading: number | null;
};

export function truckPositionView(row: PositionRow): TruckPositionView {
  return { ...row, recordedAt: row.recordedAt.toISOString(), receivedAt: row.receivedAt.toISOString() };
}
