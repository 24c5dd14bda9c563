import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { identitySecrets } from '../db/schema/index';

const cookieKeysName = 'cookie-keys';

/**
 * The keys that sign the provider's cookies, created once and shared by every server through the
 * database (a server with its own random keys would refuse the cookies of the others). The first key
 * signs; later ones only verify, so a new key can be put in front to rotate.
 */
export async function loadCookieKeys(db: Executor): Promise<string[]> {
  // Two servers starting together both try; the primary key keeps the first one's keys.
  await db
    .insert(identitySecrets)
    .values({ name: cookieKeysName, value: [randomBytes(32).toString('base64url')] })
    .onConflictDoNothing();
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, cookieKeysName));
  return row!.value;
}
