// The location feature's query keys, each defined once.

/** The city typeahead's suggestions for a text, in any case. */
export function locationsQueryKey(text: string) {
  return ['locations', text.toLowerCase()] as const;
}
