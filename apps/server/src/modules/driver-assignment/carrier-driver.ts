import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@freight/domain/roles';
import type { Executor, Transaction } from '../../db/client';
import { memberRoles, members } from '../../db/schema/members';

/** The roles that drive a carrier's trucks: the owner-operator drives for itself. */
export const driverRoles: readonly Role[] = ['carrierDriver', 'carrierLeasedOwnerOpr'];

/** A condition on `members`: an active member of this carrier holding a driving role. */
export function isActiveDriverOf(carrierId: string): SQL {
  return and(
    eq(members.carrierId, carrierId),
    eq(members.active, true),
    sql`exists (select 1 from ${memberRoles} where ${memberRoles.memberId} = ${members.id}
      and ${inArray(memberRoles.role, [...driverRoles])})`,
  )!;
}

export type CarrierDriverRow = {
  id: string;
  upn: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobileNumber: string | null;
  tractorNumber: string | null;
};

/**
 * The driver, when they are an active driving member of this carrier; null otherwise. Locks the
 * member row until the transaction ends, so that two assignments to the same driver (which both move
 * the driver's chain of shipments) run one after the other; other writes referring to the member
 * (FOR KEY SHARE) are not blocked.
 */
export async function lockCarrierDriver(
  tx: Transaction,
  carrierId: string,
  driverId: string,
): Promise<CarrierDriverRow | null> {
  const [driver] = await tx
    .select({
      id: members.id,
      upn: members.upn,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      mobileNumber: members.mobileNumber,
      tractorNumber: members.tractorNumber,
    })
    .from(members)
    .where(and(eq(members.id, driverId), isActiveDriverOf(carrierId)))
    .for('no key update', { of: members });
  return driver ?? null;
}

/** Whether the member is an active driving member of this carrier (no lock: for reads). */
export async function isCarrierDriver(db: Executor, carrierId: string, driverId: string): Promise<boolean> {
  const [driver] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, driverId), isActiveDriverOf(carrierId)));
  return driver !== undefined;
}
