import { and, eq, sql } from 'drizzle-orm';
import { roles as allRoles, type Role } from '@freight/domain/roles';
import { isLanguage, type Language } from '@freight/locales/languages';
import type { Executor } from '../db/client';
import { oncePerDatabase } from '../db/prepared';
import { carriers } from '../db/schema/carriers';
import { memberRoles, members } from '../db/schema/members';
import { grantIsAlive } from './live-grants';

export type CallerCarrier = {
  id: string;
  name: string;
  commonCarrierId: string;
  active: boolean;
  source: string;
  scac: string | null;
  tier: string | null;
  managedEquipmentCapability: boolean;
  nonManagedEquipmentCapability: boolean;
};

/**
 * Who is calling: the member named by the ID token's `sub`, as the database knows it now. Roles come
 * from `member_roles`, never from the token's claim, so a change of roles applies at the next call.
 */
export type Caller = {
  memberId: string;
  upn: string;
  active: boolean;
  roles: Role[];
  carrier: CallerCarrier | null;
  /** The language the server writes to them in, null while unknown (decision 064). */
  language: Language | null;
  /** True once they chose it in the app: the language their calls carry no longer replaces it. */
  languageChosen: boolean;
};

// Prepared once per database (db/prepared.ts): every signed-in call runs one of them.
const prepareCaller = (db: Executor, withGrant: boolean) =>
  db
    .select({
      memberId: members.id,
      upn: members.upn,
      active: members.active,
      language: members.language,
      languageChosen: members.languageChosen,
      carrierId: carriers.id,
      carrierName: carriers.name,
      commonCarrierId: carriers.commonCarrierId,
      carrierActive: carriers.active,
      source: carriers.source,
      scac: carriers.scac,
      tier: carriers.tier,
      managedEquipmentCapability: carriers.managedEquipmentCapability,
      nonManagedEquipmentCapability: carriers.nonManagedEquipmentCapability,
      roles: sql<string[]>`array(select ${memberRoles.role} from ${memberRoles}
        where ${memberRoles.memberId} = ${members.id})`,
    })
    .from(members)
    .leftJoin(carriers, eq(carriers.id, members.carrierId))
    .where(
      and(
        eq(members.id, sql.placeholder('memberId')),
        withGrant ? grantIsAlive(sql.placeholder('grantId'), members.id, sql.placeholder('now')) : undefined,
      ),
    )
    .limit(1)
    .prepare(withGrant ? 'load_caller_with_grant' : 'load_caller');
const callerStatement = oncePerDatabase((db) => prepareCaller(db, false));
const callerWithGrantStatement = oncePerDatabase((db) => prepareCaller(db, true));

/**
 * The member with their carrier and roles, or null when no member has this id, or when `grantId` is
 * given and that grant of theirs is gone or expired (live-grants.ts). One query, one round trip: every
 * signed-in call pays it, so the roles come as an array beside the member's row.
 */
export async function loadCaller(db: Executor, memberId: string, grantId?: string): Promise<Caller | null> {
  const memberRows =
    grantId === undefined
      ? await callerStatement(db).execute({ memberId })
      : await callerWithGrantStatement(db).execute({ memberId, grantId, now: new Date().toISOString() });
  const row = memberRows[0];
  if (!row) return null;
  const carrier: CallerCarrier | null =
    row.carrierId === null
      ? null
      : {
          id: row.carrierId,
          name: row.carrierName!,
          commonCarrierId: row.commonCarrierId!,
          active: row.carrierActive!,
          source: row.source!,
          scac: row.scac,
          tier: row.tier,
          managedEquipmentCapability: row.managedEquipmentCapability!,
          nonManagedEquipmentCapability: row.nonManagedEquipmentCapability!,
        };
  return {
    memberId: row.memberId,
    upn: row.upn,
    active: row.active,
    // In the order of the domain's role list, whatever order the rows come back in.
    roles: allRoles.filter((role) => row.roles.includes(role)),
    carrier,
    language: isLanguage(row.language) ? row.language : null,
    languageChosen: row.languageChosen,
  };
}
