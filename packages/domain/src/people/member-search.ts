// Manage Users' search box (D3-5.15, D3-2.33): name or mobile number, several comma-separated terms.

/** The comma-separated terms of a member search, trimmed and lower-cased, blanks dropped. */
export function memberSearchTerms(search: string | null | undefined): string[] {
  return (search ?? '')
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term.length > 0);
}

/** At most this many characters are searched for: a longer text is refused, not truncated. */
export const memberSearchMaxLength = 200;
