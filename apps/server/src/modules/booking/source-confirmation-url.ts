import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SourceSystem } from '@freight/domain/source-systems';
import { selectRows, type Executor } from '../../db/client';
import { sourceSystemClients } from '../../db/schema/integration';

/**
 * Where a source system (a column, or one system) confirms its bookings (decision 014), as a column
 * of a larger statement (a buy reads it with its facts); null: it confirms every booking at once.
 */
export function sourceConfirmationUrlOf(sourceSystem: AnyPgColumn | SourceSystem): SQL<string | null> {
  return sql<string | null>`(select ${sourceSystemClients.bookingConfirmationUrl} from ${sourceSystemClients}
    where ${sourceSystemClients.code} = ${sourceSystem})`;
}

/** Where a source system confirms its bookings (decision 014); null: it confirms every booking at once. */
export async function sourceConfirmationUrl(
  db: Executor,
  sourceSystem: SourceSystem,
): Promise<string | null> {
  const [row] = await selectRows<{ url: string | null }>(
    db,
    sql`select ${sourceConfirmationUrlOf(sourceSystem)} as url`,
  );
  return row?.url ?? null;
}
