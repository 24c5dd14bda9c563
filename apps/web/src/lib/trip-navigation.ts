import * as z from 'zod/mini';
import { myLoadBuckets } from '@freight/domain/shipment-states';

/** State of a navigation to the trip screen: the My Loads list it was opened from, to lead back to. */
export const tripStateSchema = z.object({ module: z.enum(myLoadBuckets) });
export type TripState = z.output<typeof tripStateSchema>;
