import type { TruckPosition } from '../../generated/graphql';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';

/** TruckPosition of tracking.graphql; its place is a field resolver of the tracking module. */
export type TruckPositionView = Omit<TruckPosition, 'place'>;

/** The columns a TruckPosition is read from, in truck_positions or shipment_last_positions. */
function positionColumnsOf(table: typeof truckPositions | typeof shipmentLastPositions) {
  return {
    recordedAt: table.recordedAt,
    receivedAt: table.receivedAt,
    latitude: table.latitude,
    longitude: table.longitude,
    accuracy: table.accuracy,
    speed: table.speed,
    heading: table.heading,
  };
}

/** A position of a trip's log (truck_positions). */
export const truckPositionColumns = positionColumnsOf(truckPositions);
/** A trip's last position (shipment_last_positions). */
export const lastPositionColumns = positionColumnsOf(shipmentLastPositions);

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
