import type { CarrierDriver } from '../../generated/graphql';
import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { isActiveDriverOf } from './carrier-driver';
import { carrierDriversQuerySchema } from './driver-assignment-input';

/** A driver as the List of Drivers shows them (CarrierDriver of the contract). */
export type CarrierDriverView = CarrierDriver;

/** The columns of `members` that make a CarrierDriverView, for a select or a returning. */
export const carrierDriverColumns = {
  driverId: members.id,
  upn: members.upn,
  firstName: members.firstName,
  lastName: members.lastName,
  mobileNumber: members.mobileNumber,
  countryCode: members.countryCode,
  tractorNumber: members.tractorNumber,
};

/** The comma-separated terms of a driver search (D3-5.15), trimmed, blanks dropped. */
export function searchTermsOf(search: string | null | undefined): string[] {
  return (search ?? '')
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term.length > 0);
}

// People type a mobile number with or without its punctuation: "312 555", "(312) 555-0100".
const phoneLike = /^[\d\s().+-]+$/;

/** first name + last name + mobile contains the term, in any case; a number also by its digits alone. */
function matchesTerm(term: string): SQL {
  // strpos, not LIKE: a % or _ that someone types is a character, not a wildcard.
  const text = sql`lower(concat_ws(' ', ${members.firstName}, ${members.lastName}, ${members.mobileNumber}))`;
  const byText = sql`strpos(${text}, ${term}) > 0`;
  const digits = term.replace(/\D/g, '');
  if (!phoneLike.test(term) || digits.length === 0) return byText;
  const mobileDigits = sql`regexp_replace(coalesce(${members.mobileNumber}, ''), '[^0-9]', '', 'g')`;
  return or(byText, sql`strpos(${mobileDigits}, ${digits}) > 0`)!;
}

/**
 * getCarrierDrivers (D2-2.40, D3-5.15): the active members of the caller's carrier who drive (Driver
 * or Leased on Owner Operator), by last then first name, for the List of Drivers. A search keeps the
 * drivers that match any of its comma-separated terms. Never another carrier's members: the carrier
 * is the caller's, whatever the request says.
 */
export async function getCarrierDrivers(
  services: Pick<Services, 'db'>,
  caller: Caller,
  args: unknown,
): Promise<CarrierDriverView[]> {
  const { search } = parseInput(carrierDriversQuerySchema, args);
  const terms = searchTermsOf(search);
  const carrierId = caller.carrier?.id;
  if (!carrierId) return [];
  return services.db
    .select(carrierDriverColumns)
    .from(members)
    .where(and(isActiveDriverOf(carrierId), terms.length > 0 ? or(...terms.map(matchesTerm)) : undefined))
    .orderBy(sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.upn));
}
