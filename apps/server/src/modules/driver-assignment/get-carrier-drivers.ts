import type { CarrierDriver } from '../../generated/graphql';
import { and, asc, sql } from 'drizzle-orm';
import { memberSearchTerms } from '@freight/domain/people/member-search';
import { members } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { matchesMemberSearch } from '../users/member-search-condition';
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
  const terms = memberSearchTerms(search);
  const carrierId = caller.carrier?.id;
  if (!carrierId) return [];
  return services.db
    .select(carrierDriverColumns)
    .from(members)
    .where(and(isActiveDriverOf(carrierId), matchesMemberSearch(terms)))
    .orderBy(sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.upn));
}
