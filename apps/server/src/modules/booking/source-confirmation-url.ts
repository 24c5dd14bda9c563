import { eq } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { sourceSystemClients } from '../../db/schema/integration';

/** Where a source system confirms its bookings (decision 014); null: it confirms every booking at once. */
export async function sourceConfirmationUrl(
  db: Executor,
  sourceSystem: SourceSystem,
): Promise<string | null> {
  const [client] = await db
    .select({ url: sourceSystemClients.bookingConfirmationUrl })
    .from(sourceSystemClients)
    .where(eq(sourceSystemClients.code, sourceSystem));
  return client?.url ?? null;
}
