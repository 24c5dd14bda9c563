import { or, sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema/members';

// People type a mobile number with or without its punctuation: "312 555", "(312) 555-0100".
const phoneLike = /^[\d\s().+-]+$/;

/**
 * A condition on `members` for one search term (D3-5.15): first name + last name + mobile contains
 * it, in any case; a number also by its digits alone. Manage Users and the List of Drivers share it.
 */
export function matchesMemberSearchTerm(term: string): SQL {
  // strpos, not LIKE: a % or _ that someone types is a character, not a wildcard.
  const text = sql`lower(concat_ws(' ', ${members.firstName}, ${members.lastName}, ${members.mobileNumber}))`;
  const byText = sql`strpos(${text}, ${term}) > 0`;
  const digits = term.replace(/\D/g, '');
  if (!phoneLike.test(term) || digits.length === 0) return byText;
  const mobileDigits = sql`regexp_replace(coalesce(${members.mobileNumber}, ''), '[^0-9]', '', 'g')`;
  return or(byText, sql`strpos(${mobileDigits}, ${digits}) > 0`)!;
}

/** Any of the terms, or no condition at all without a term. */
export function matchesMemberSearch(terms: readonly string[]): SQL | undefined {
  return terms.length > 0 ? or(...terms.map(matchesMemberSearchTerm)) : undefined;
}
