import * as z from 'zod/mini';

// The Edit screen shows only when the navigation that opened it says so (D3-2.16): the list's and the
// View's Edit buttons do; a typed or bookmarked address leads back to the list.

export const editCapacityStateSchema = z.object({ showPage: z.literal(true) });
export type EditCapacityState = z.output<typeof editCapacityStateSchema>;

export const editCapacityState: EditCapacityState = { showPage: true };
