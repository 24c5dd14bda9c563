import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

// Live updates (decision 061): what changed, sent with PostgreSQL's NOTIFY on one channel so that
// every server process on the database hears it, whichever one made the change. A message says only
// which record changed and who may see it; the clients read the record again through the API, with
// its own access checks.

/** The NOTIFY channel of every live message. */
export const liveChannel = 'freight_live';

export type LiveMessage =
  /** New notifications of these members (their bell and list), about a shipment or not. */
  | { kind: 'notification'; memberIds: string[]; shipmentId: string | null }
  /**
   * A shipment of this carrier changed (its list, card, details or trip). `driverMemberId`: the driver
   * its latest assignment transaction names, assigned or just unassigned, the only driver told.
   */
  | { kind: 'shipment'; shipmentId: string; carrierId: string; driverMemberId: string | null };

/** A NOTIFY payload is at most 8,000 bytes: this many member ids (36 characters) fit with room to spare. */
export const memberIdsPerMessage = 100;

/**
 * Sends the message on the live channel. In a transaction, it is sent when the transaction commits
 * and not at all if it rolls back, so a message never tells of a change that did not happen.
 */
export async function publishLiveMessage(db: Executor, message: LiveMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(message)})`);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isId = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
const isShipmentId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

/** The message of a payload, or null for anything else (another version's, a hand-made NOTIFY). */
export function parseLiveMessage(payload: string): LiveMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.kind === 'notification') {
    const { memberIds, shipmentId } = message;
    if (!Array.isArray(memberIds) || !memberIds.every(isId)) return null;
    if (shipmentId !== null && !isShipmentId(shipmentId)) return null;
    return { kind: 'notification', memberIds, shipmentId };
  }
  if (message.kind === 'shipment') {
    const { shipmentId, carrierId, driverMemberId } = message;
    if (!isShipmentId(shipmentId) || !isId(carrierId)) return null;
    if (driverMemberId !== null && !isId(driverMemberId)) return null;
    return { kind: 'shipment', shipmentId, carrierId, driverMemberId };
  }
  return null;
}
