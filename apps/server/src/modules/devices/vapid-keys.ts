import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Executor } from '../../db/client';
import { webPushKeys } from '../../db/schema/devices';
import { publicUrl, type Env } from '../../platform/env';

/** The server's VAPID identity (RFC 8292): the key pair that signs every push, and its contact. */
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const keysRow = 1;

/**
 * The VAPID keys (decision 060): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else the pair kept in
 * the database, made by the first server that asks. Two servers starting at once both try to insert
 * their pair; the row's fixed key keeps the first and both read it, so the whole fleet signs with the
 * key the browsers subscribed with.
 */
export async function vapidKeys(db: Executor, env: Env): Promise<VapidDetails> {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const stored = await storedKeys(db);
  if (stored) return { subject, ...stored };
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: keysRow, ...made })
    .onConflictDoNothing();
  const kept = await storedKeys(db);
  if (!kept) throw new Error('web push: the VAPID keys could not be stored');
  return { subject, ...kept };
}

async function storedKeys(db: Executor) {
  const [row] = await db
    .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
    .from(webPushKeys)
    .where(eq(webPushKeys.id, keysRow));
  return row;
}

/** The push services want a way to reach the sender: the public https address, else the mail sender. */
function defaultSubject(env: Env): string {
  const url = publicUrl(env);
  if (url.startsWith('https://')) return url;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

const kept = new WeakMap<Executor, Promise<VapidDetails>>();

/**
 * The keys once per server process and database: read (or made) on first use, then kept; the row
 * never changes, so there is nothing to refresh. A failed read is asked again next time.
 */
export function serverVapidKeys(services: { db: Executor; env: Env }): Promise<VapidDetails> {
  const known = kept.get(services.db);
  if (known) return known;
  const keys = vapidKeys(services.db, services.env);
  kept.set(services.db, keys);
  keys.catch(() => kept.delete(services.db));
  return keys;
}
