import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@freight/domain/roles';
import { carriers } from '../../db/schema/carriers';
import { transferRequests } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';

/** A request to join a carrier as its member sees it (D3-3.20: requestedCarrierId, carrierName, roles). */
export type TransferRequestView = {
  requestId: string;
  requestedCarrierId: string;
  carrierName: string;
  roles: Role[];
  requestedByName: string | null;
  requestedAt: string;
};

/** getTransferRequests: the caller's own requests still waiting for their answer, oldest first. */
export async function getTransferRequests(
  services: Pick<Services, 'db'>,
  caller: Caller,
): Promise<TransferRequestView[]> {
  const rows = await services.db
    .select({
      requestId: transferRequests.id,
      requestedCarrierId: transferRequests.requestedCarrierId,
      carrierName: carriers.name,
      roles: transferRequests.roles,
      requestedByName: transferRequests.requestedByName,
      createdAt: transferRequests.createdAt,
    })
    .from(transferRequests)
    .innerJoin(carriers, eq(carriers.id, transferRequests.requestedCarrierId))
    .where(and(eq(transferRequests.memberId, caller.memberId), eq(transferRequests.status, 'PENDING')))
    .orderBy(asc(transferRequests.createdAt));
  return rows.map(({ createdAt, ...row }) => ({ ...row, requestedAt: createdAt.toISOString() }));
}
