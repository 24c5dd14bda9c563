import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import { assignedLoadStates } from '@freight/domain/people/member-card';
import { rolesOfFilter } from '@freight/domain/people/member-roles';
import { memberSearchTerms } from '@freight/domain/people/member-search';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import { memberRoles, members } from '../../db/schema/members';
import { assignmentTransactions, shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { matchesMemberSearch } from './member-search-condition';
import { memberViewColumns, rolesOf, toMemberView, type MemberView } from './member-view';
import { membersQuerySchema, type MemberSort } from './users-input';

/** A card of Manage Users (D3-2.34 to D3-2.38): the member, their assigned loads, Assign Load. */
export type ManagedMember = {
  member: MemberView;
  assignedLoadCount: number;
  /** The states of those loads, for the card's driver or transit icon. */
  assignedLoadStates: ShipmentState[];
  canAssignLoad: boolean;
};

export type MembersPage = { members: ManagedMember[]; totalRecords: number; totalPages: number };

const maxPageSize = 100;

function orderOf(sort: MemberSort): SQL[] {
  const byName = [sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, sql`${members.upn}`];
  if (sort === 'NAME_DESC') return byName.map((part) => desc(part));
  if (sort === 'LAST_LOGIN_DESC')
    return [sql`${members.lastLoginAt} desc nulls last`, ...byName.map((part) => asc(part))];
  return byName.map((part) => asc(part));
}

/**
 * The members' assigned loads, counted by state: the shipments of the carrier in Pending Driver
 * Assignment, Driver Assignment or In Transit whose latest assignment transaction (D2-4.15) names
 * them. One statement for the whole page.
 */
export async function countAssignedLoads(
  db: Executor,
  carrierId: string,
  memberIds: readonly string[],
): Promise<Map<string, { count: number; states: ShipmentState[] }>> {
  const counts = new Map<string, { count: number; states: ShipmentState[] }>();
  if (memberIds.length === 0) return counts;
  const latest = db
    .select({
      shipmentId: assignmentTransactions.shipmentId,
      transactionType: assignmentTransactions.transactionType,
      driverMemberId: assignmentTransactions.driverMemberId,
    })
    .from(assignmentTransactions)
    .where(eq(assignmentTransactions.shipmentId, shipments.id))
    .orderBy(desc(assignmentTransactions.transactionId))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      memberId: latest.driverMemberId,
      state: shipments.shipmentState,
      count: sql<number>`count(*)::int`,
    })
    .from(shipments)
    .innerJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(shipments.assignedCarrierId, carrierId),
        inArray(shipments.shipmentState, [...assignedLoadStates]),
        eq(latest.transactionType, 'Assign Driver'),
        inArray(latest.driverMemberId, [...memberIds]),
      ),
    )
    .groupBy(latest.driverMemberId, shipments.shipmentState);
  for (const row of rows) {
    if (!row.memberId) continue;
    const entry = counts.get(row.memberId) ?? { count: 0, states: [] };
    entry.count += row.count;
    entry.states.push(row.state);
    counts.set(row.memberId, entry);
  }
  return counts;
}

/**
 * getMembers (D3-7.04, D3-2.33 to D3-2.39): the members of the caller's carrier, a page at a time, by
 * name unless asked otherwise, with the Filter By roles (Any is everyone, D3-6.04) and the search's
 * comma-separated terms on name and mobile (D3-5.15). Admin only (D3-6.06); the carrier is always the
 * caller's, never one the request names. Deleted accounts are not listed.
 */
export async function getMembers(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<MembersPage> {
  const config = await services.appConfig();
  const query = parseInput(membersQuerySchema(maxPageSize), input ?? {});
  const carrierId = caller.carrier?.id;
  if (!carrierId) return { members: [], totalRecords: 0, totalPages: 0 };
  const size = query.size ?? config.paging.memberListPageSize;
  const page = query.page ?? 0;
  const roles = rolesOfFilter(query.roleName ?? []);

  const where = and(
    eq(members.carrierId, carrierId),
    isNull(members.deletedAt),
    roles.length > 0
      ? sql`exists (select 1 from ${memberRoles} where ${memberRoles.memberId} = ${members.id}
          and ${inArray(memberRoles.role, roles)})`
      : undefined,
    matchesMemberSearch(memberSearchTerms(query.search)),
  );
  const [rows, [total]] = await Promise.all([
    services.db
      .select(memberViewColumns)
      .from(members)
      .leftJoin(carriers, eq(carriers.id, members.carrierId))
      .where(where)
      .orderBy(...orderOf(query.sort ?? 'NAME_ASC'))
      .limit(size)
      .offset(page * size),
    services.db
      .select({ count: sql<number>`count(*)::int` })
      .from(members)
      .where(where),
  ]);
  const loads = await countAssignedLoads(
    services.db,
    carrierId,
    rows.map((row) => row.member.id),
  );
  const callerAssigns = hasPermission(caller.roles, 'myLoads.assignDriver');
  const totalRecords = total?.count ?? 0;
  return {
    members: rows.map((row) => {
      const memberRoleNames = rolesOf(row);
      const assigned = loads.get(row.member.id);
      return {
        member: toMemberView(row),
        assignedLoadCount: assigned?.count ?? 0,
        assignedLoadStates: assigned?.states ?? [],
        // D3-2.36: an active member who drives, for a caller who assigns drivers.
        canAssignLoad:
          callerAssigns &&
          row.member.active &&
          (memberRoleNames.includes('carrierDriver') || memberRoleNames.includes('carrierLeasedOwnerOpr')),
      };
    }),
    totalRecords,
    totalPages: Math.ceil(totalRecords / size),
  };
}
