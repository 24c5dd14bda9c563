import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import { members } from '../../db/schema/members';

export type MemberByMobile = {
  id: string;
  firstName: string;
  lastName: string;
  carrierId: string | null;
  carrierName: string | null;
};

/**
 * The account with this mobile number under this country code, whatever its punctuation, among those
 * not deleted; null when there is none. Uses the index on the number's digits.
 */
export async function findMemberByMobile(
  db: Executor,
  mobileNumber: string,
  countryCode: string,
): Promise<MemberByMobile | null> {
  const digits = mobileNumber.replace(/\D/g, '');
  const [found] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      carrierId: members.carrierId,
      carrierName: carriers.name,
    })
    .from(members)
    .leftJoin(carriers, eq(carriers.id, members.carrierId))
    .where(
      and(
        sql`regexp_replace(${members.mobileNumber}, '[^0-9]', '', 'g') = ${digits}`,
        eq(members.countryCode, countryCode),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return found ?? null;
}
