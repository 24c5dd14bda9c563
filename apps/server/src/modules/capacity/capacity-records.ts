import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { capacities } from '../../db/schema/capacity';
import { carriers } from '../../db/schema/carriers';
import { members } from '../../db/schema/members';

// A capacity as its screens show it: its row, its carrier's common carrier id and who saved it last
// (D3-2.63, D3-3.11). Every read of capacities goes through here, so a removed one (deleted_at set)
// is never listed, counted or matched unless asked for.

export type CapacityRow = typeof capacities.$inferSelect;
export type CapacityEditor = {
  firstName: string;
  lastName: string;
  upn: string;
  email: string | null;
  mobileNumber: string | null;
};
export type CapacityRecord = { row: CapacityRow; commonCarrierId: string; editor: CapacityEditor | null };

/** The carrier's live capacities; with `removed`, those removed (and not yet purged) too. */
export function capacitiesOfCarrier(carrierId: string, options: { removed?: boolean } = {}): SQL {
  return and(
    eq(capacities.carrierId, carrierId),
    options.removed ? undefined : isNull(capacities.deletedAt),
  )!;
}

/** Newest first, as the list shows them (an added capacity goes to the front, D3-4.45). */
export const listOrder = [desc(capacities.createdAt), desc(capacities.id)];

export async function selectCapacityRecords(
  db: Executor,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<CapacityRecord[]> {
  const query = db
    .select({
      row: capacities,
      commonCarrierId: carriers.commonCarrierId,
      editorFirstName: members.firstName,
      editorLastName: members.lastName,
      editorUpn: members.upn,
      editorEmail: members.email,
      editorMobileNumber: members.mobileNumber,
    })
    .from(capacities)
    .innerJoin(carriers, eq(carriers.id, capacities.carrierId))
    .leftJoin(members, eq(members.id, capacities.lastUpdatedBy))
    .where(where)
    .orderBy(...listOrder);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    row: row.row,
    commonCarrierId: row.commonCarrierId,
    editor:
      row.editorUpn === null
        ? null
        : {
            firstName: row.editorFirstName ?? '',
            lastName: row.editorLastName ?? '',
            upn: row.editorUpn,
            email: row.editorEmail,
            mobileNumber: row.editorMobileNumber,
          },
  }));
}
