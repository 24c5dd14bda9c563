import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { sourceSystemClients } from '../../db/schema/integration';

/**
 * Where the source system of a column confirms its bookings (decision 014), as a column of a larger
 * statement (a buy reads it with its facts); null: it confirms every booking at once.
 */
export function sourceConfirmationUrlOf(sourceSystem: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${sourceSystemClients.bookingConfirmationUrl} from ${sourceSystemClients}
    where ${sourceSystemClients.code} = ${sourceSystem})`;
}

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
