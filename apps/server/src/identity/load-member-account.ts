import { eq } from 'drizzle-orm';
import type { IdTokenClaims } from '@freight/domain/session';
import type { Executor } from '../db/client';
import { memberRoles, members } from '../db/schema/index';

export type MemberAccount = { active: boolean; claims: IdTokenClaims };

/** A member as the ID token describes it: id, upn, carrier, roles and sign-up campaign. */
export async function loadMemberAccount(db: Executor, memberId: string): Promise<MemberAccount | undefined> {
  // Ids come from cookies and tokens: anything that is not a uuid cannot be a member.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(memberId)) return undefined;
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  const roles = await db
    .select({ role: memberRoles.role })
    .from(memberRoles)
    .where(eq(memberRoles.memberId, memberId))
    .orderBy(memberRoles.role);
  const claims: IdTokenClaims = {
    sub: member.id,
    upn: member.upn,
    carrierId: member.carrierId,
    roles: roles.map((row) => row.role),
  };
  if (member.campaignSource) claims.campaignSource = member.campaignSource;
  if (member.campaignMedium) claims.campaignMedium = member.campaignMedium;
  if (member.campaignName) claims.campaign = member.campaignName;
  return { active: member.active, claims };
}
