// The carrier profile feature's query keys, each defined once.

const root = 'carrierProfile';

/** The caller's carrier's profile (getCarrierProfile). */
export const carrierProfileQueryKey = [root] as const;
