import type { Agent } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/devices';
import type { OutboxMessage } from '../../platform/mail/deliver-pending-mail';
import type { VapidDetails } from './vapid-keys';

/** How long a push service keeps a push for a device that is offline (its TTL header). */
export const pushTimeToLiveSeconds = 24 * 60 * 60;
const pushTimeoutMs = 10_000;

export type WebPushChannelOptions = {
  db: Executor;
  vapid: () => Promise<VapidDetails>;
  log: { info: (data: object, text: string) => void; warn: (data: object, text: string) => void };
  /** The TLS agent of the requests to the push services (the tests' receiver has its own certificate). */
  agent?: Agent;
};

/**
 * The push channel of the notifications (decision 057's `push` outbox rows, decision 060): each row
 * names a member and holds the JSON payload; it is encrypted (aes128gcm) and sent with `web-push` to
 * every device the member registered, signed with the server's VAPID keys. A push service's 404 or 410
 * means the subscription has ended: it is removed. The row is retried (the error thrown) only when no
 * device took it and one failed otherwise, so a device that has it does not get it twice.
 */
export function webPushChannel(options: WebPushChannelOptions) {
  const { db, log } = options;
  return {
    channel: 'push' as const,
    send: async (message: OutboxMessage): Promise<void> => {
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, message.recipient));
      if (devices.length === 0) return;
      const vapidDetails = await options.vapid();
      const outcomes = await Promise.all(
        devices.map((device) =>
          webPush
            .sendNotification(
              { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
              message.text,
              {
                vapidDetails,
                TTL: pushTimeToLiveSeconds,
                timeout: pushTimeoutMs,
                contentEncoding: 'aes128gcm',
                ...(options.agent ? { agent: options.agent } : {}),
              },
            )
            .then(
              () => ({ device, outcome: 'sent' as const, error: null as unknown }),
              (error: unknown) => ({ device, outcome: outcomeOf(error), error }),
            ),
        ),
      );
      const gone = outcomes.filter((result) => result.outcome === 'gone').map((result) => result.device.id);
      if (gone.length > 0) {
        await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
        log.info({ devices: gone.length }, 'push: ended subscriptions removed');
      }
      const failed = outcomes.filter((result) => result.outcome === 'failed');
      const sent = outcomes.some((result) => result.outcome === 'sent');
      if (failed.length > 0 && !sent) {
        const first = failed[0]!.error;
        throw new Error(`push: no device took it: ${describe(first)}`);
      }
      for (const result of failed)
        log.warn({ deviceId: result.device.id, error: describe(result.error) }, 'push: one device failed');
    },
  };
}

/** 404 and 410 from the push service: the subscription expired or was revoked (RFC 8030 §7.3). */
function outcomeOf(error: unknown): 'gone' | 'failed' {
  return error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)
    ? 'gone'
    : 'failed';
}

/** A failure in a line: the push service's status when it answered. */
function describe(error: unknown): string {
  if (error instanceof WebPushError) return `${error.message} (${error.statusCode})`;
  return error instanceof Error ? error.message : String(error);
}
