import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import { loadPostings } from '../../db/schema/loads';
import type { Caller } from '../../platform/caller';
import { isOpen, visibleTo } from './load-posting-conditions';
import { loadViewerOf } from './load-viewer';

/**
 * The postings a caller may look at one by one: an open posting as search shows it to the caller's
 * carrier, and one that is no longer open only to the carrier that booked it. The details panel and
 * everything written about a single posting (seen-marks) use the same condition.
 */
export function visibleToCaller(caller: Caller, config: Pick<AppConfig, 'search'>): SQL {
  const carrierId = caller.carrier?.id;
  return or(
    and(isOpen, visibleTo(loadViewerOf(caller), config)),
    carrierId ? eq(loadPostings.bookedByCarrierId, carrierId) : undefined,
  )!;
}
