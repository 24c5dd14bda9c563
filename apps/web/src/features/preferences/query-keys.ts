// The preferences feature's query keys, each defined once.

/** The signed-in member's preferences (getUserPreference). */
export const userPreferenceQueryKey = ['preferences'] as const;
