import { bySequence, isStopCompleted, type TripShipment, type TripStop } from './stop-progress';
import { managedTrailerValue, type TrailerActivity } from './trailer-numbers';

// D2-4.61 (load-execution.md sections 2 and 4, under Invoice): "When managed equipment lacks equipment
// id on a stop, the required trailer information dialog shows." The trip screen shows the dialog when
// it opens and when Complete Trip is pressed; the invoice flow asks the same question before it starts.

/** A stop that lacks its equipment id, and which of its trailers (in, out) are missing. */
export type StopLackingEquipmentId = {
  stopId: string;
  sequenceNo: number;
  activities: TrailerActivity[];
};

const trailerActivities: readonly TrailerActivity[] = ['TRAILER_IN', 'TRAILER_OUT'];

/**
 * The stops, by sequence, of a managed-equipment shipment that lack an equipment id: completed stops
 * (D2-4.31, a departure recorded) with a trailer-in or trailer-out activity whose equipment id is
 * blank as the driver is shown it (D2-5.24: a value that only looks like a trailer counts as blank).
 * Our reading of "lacks equipment id on a stop" (the spec's stop field isEquipmentIdSet): a stop
 * still under way is not judged (its form asks for the trailers), an O-type stop records no trailer,
 * and a stop without trailer activities has nothing to record (D2-8.09 covers a missing activity).
 * Without managed equipment a trailer may be left out, so no stop lacks one.
 */
export function stopsLackingEquipmentId(
  stops: readonly TripStop[],
  shipment: TripShipment,
): StopLackingEquipmentId[] {
  if (!shipment.managedEquipment) return [];
  return bySequence(stops).flatMap((stop) => {
    if (stop.stopType === 'O' || !isStopCompleted(stop)) return [];
    const activities = trailerActivities.filter((activity) =>
      stop.activities.some(
        (known) => known.execActivity === activity && managedTrailerValue(known.equipmentId) === '',
      ),
    );
    return activities.length > 0 ? [{ stopId: stop.stopId, sequenceNo: stop.sequenceNo, activities }] : [];
  });
}
