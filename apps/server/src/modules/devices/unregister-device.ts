import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/devices';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { parseInput } from '../../platform/validate';
import { endpointInputSchema } from './device-input';

/**
 * Stops pushes to one of the caller's devices (logout, D3-4.10). An endpoint the caller has not
 * registered, another member's included, answers NOT_FOUND, so endpoints reveal nothing.
 */
export async function unregisterDevice(
  db: Executor,
  caller: Caller,
  input: unknown,
): Promise<{ unregistered: boolean }> {
  const { endpoint } = parseInput(endpointInputSchema, input);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.memberId, caller.memberId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(message('devices.notFound'));
  return { unregistered: true };
}
