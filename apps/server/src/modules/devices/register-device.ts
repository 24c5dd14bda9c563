import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { runInTransaction } from '../../db/run-in-transaction';
import { pushSubscriptions } from '../../db/schema/devices';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { deviceInputSchema, maxDevicesPerMember } from './device-input';

export type RegisteredDevice = { deviceId: string; registered: boolean };

/**
 * registerDevice (D3-4.47, D3-7.20): the caller's browser or installed app gets their pushes at this
 * subscription from now on. Registering the same endpoint again (a changed key, another member
 * signed in on the browser) updates it in place; a member keeps at most maxDevicesPerMember, the
 * oldest dropped first.
 */
export async function registerDevice(
  services: Pick<Services, 'db' | 'env'>,
  caller: Caller,
  input: unknown,
): Promise<RegisteredDevice> {
  const device = parseInput(deviceInputSchema(services.env.WEB_PUSH_ENDPOINT_HOSTS), input);
  return runInTransaction(services.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`devices:${caller.memberId}`}::text))`);
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ memberId: caller.memberId, endpoint: device.endpoint, ...device.keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { memberId: caller.memberId, ...device.keys, updatedAt: new Date() },
      })
      .returning({ id: pushSubscriptions.id });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, caller.memberId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(maxDevicesPerMember);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, caller.memberId), notInArray(pushSubscriptions.id, kept)));
    return { deviceId: row!.id, registered: true };
  });
}
