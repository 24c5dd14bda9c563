// The cost profile feature's query key, defined once (decision 024).

/** The caller's carrier's cost profile (getCostProfile). */
export const costProfileQueryKey = ['costProfile'] as const;
