import { and, between, eq, gte, or, sql } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { LoadViewer } from '@freight/domain/load-visibility';
import { selectRows, type Executor, type Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { capacities, capacityNotices } from '../../db/schema/capacity';
import { carriers } from '../../db/schema/carriers';
import { loadPostings } from '../../db/schema/loads';
import { memberRoles, members } from '../../db/schema/members';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { boundsOfCircle } from '../postings/load-posting-conditions';
import { notifyMember } from '../notifications/notify-member';
import { searchConditions } from '../search/search-filters';
import { capacityMatchParams } from './capacity-matching';
import { originZonesOf } from './capacity-places';
import type { CapacityRow } from './capacity-records';

// A new posting that matches a capacity tells its dispatcher, once (decision 050). The capacities that
// could match are those of the posting's trailer whose origin lies within the largest radius of its
// pick-up; each is then asked, with the very conditions of See results restricted to this posting,
// whether it matches. A notice is written with a row of capacity_notices for the pair in one
// transaction: a second attempt for the same posting (a retry, a second server) finds the row and
// tells nobody again.

/** The largest radius a capacity may have (D3-5.23): no capacity further away can match. */
const maxRadiusMiles = 250;
/** Capacities asked in one statement. */
const batchSize = 50;

type Candidate = { row: CapacityRow; viewer: LoadViewer };
type Posting = typeof loadPostings.$inferSelect;

async function findCandidates(db: Executor, posting: Posting): Promise<Candidate[]> {
  // The box around the largest circle a capacity may draw, centred on the posting's pick-up.
  const { latitudeSpan, longitudeSpan } = boundsOfCircle({
    latitude: posting.originLat,
    longitude: posting.originLng,
    radiusMiles: maxRadiusMiles,
  });
  const rows = await db
    .select({
      row: capacities,
      managedEquipmentCapability: carriers.managedEquipmentCapability,
      nonManagedEquipmentCapability: carriers.nonManagedEquipmentCapability,
      tier: carriers.tier,
    })
    .from(capacities)
    .innerJoin(carriers, eq(carriers.id, capacities.carrierId))
    .where(
      and(
        sql`${capacities.deletedAt} is null`,
        eq(carriers.active, true),
        eq(capacities.trailerType, posting.transportMode),
        between(capacities.originLatitude, latitudeSpan[0], latitudeSpan[1]),
        longitudeSpan ? between(capacities.originLongitude, longitudeSpan[0], longitudeSpan[1]) : undefined,
        // A Truck whose availability ended before this pick-up cannot match it.
        or(eq(capacities.capacityType, 'LANE'), gte(capacities.pickUpToDate, posting.pickupStart)),
      ),
    );
  return rows.map((row) => ({
    row: row.row,
    viewer: {
      managedEquipmentCapability: row.managedEquipmentCapability,
      nonManagedEquipmentCapability: row.nonManagedEquipmentCapability,
      carrierTier: row.tier,
    },
  }));
}

/** The candidates whose match conditions hold for this posting. */
async function findMatches(
  db: Executor,
  posting: Posting,
  candidates: readonly Candidate[],
  context: { config: Pick<AppConfig, 'search' | 'app'>; now: Date; originZones: Map<string, string> },
): Promise<Candidate[]> {
  const matched = new Set<string>();
  for (let start = 0; start < candidates.length; start += batchSize) {
    const batch = candidates.slice(start, start + batchSize);
    const asks = batch.map(({ row, viewer }) => {
      const params = capacityMatchParams(row, {
        viewer,
        config: context.config,
        now: context.now,
        originZone: context.originZones.get(row.id) ?? context.config.app.defaultTimeZone,
      });
      return sql`(select ${row.id}::text as capacity_id where exists (select 1 from ${loadPostings}
        where ${loadPostings.id} = ${posting.id} and ${searchConditions(params)}))`;
    });
    const rows = await selectRows<{ capacity_id: string }>(db, sql.join(asks, sql` union all `));
    for (const row of rows) matched.add(row.capacity_id);
  }
  return candidates.filter((candidate) => matched.has(candidate.row.id));
}

/** Who hears of a match: the capacity's last editor while a dispatcher of its carrier, else its dispatchers. */
async function recipientsOf(tx: Transaction, row: CapacityRow): Promise<string[]> {
  const dispatchers = await tx
    .select({ memberId: members.id })
    .from(members)
    .innerJoin(
      memberRoles,
      and(eq(memberRoles.memberId, members.id), eq(memberRoles.role, 'carrierDispatcher')),
    )
    .where(and(eq(members.carrierId, row.carrierId), eq(members.active, true)))
    .orderBy(members.id);
  const ids = dispatchers.map((dispatcher) => dispatcher.memberId);
  return row.lastUpdatedBy && ids.includes(row.lastUpdatedBy) ? [row.lastUpdatedBy] : ids;
}

const placeName = (city: string, state: string) => `${city}, ${state}`;

async function notifyOnce(tx: Transaction, row: CapacityRow, posting: Posting): Promise<boolean> {
  const [claimed] = await tx
    .insert(capacityNotices)
    .values({ capacityId: row.id, loadPostingId: posting.id })
    .onConflictDoNothing()
    .returning({ capacityId: capacityNotices.capacityId });
  if (!claimed) return false;
  const title = message(`messages:capacityNotices.titles.${row.capacityType}`);
  const body = message('messages:capacityNotices.body', {
    loadId: posting.loadId,
    origin: placeName(posting.originCity, posting.originState),
    trailerType: row.trailerType,
    capacityOrigin: placeName(row.originCity, row.originState),
  });
  for (const memberId of await recipientsOf(tx, row)) {
    await notifyMember(tx, {
      memberId,
      type: 'CAPACITY',
      title,
      body,
      deepLinkUri: `/carrier/app/manage-capacity/see-results?capacityId=${row.id}`,
    });
  }
  return true;
}

/**
 * Tells the dispatchers of every capacity that a posting matches, once per capacity and posting. Call
 * it once the posting is written (its own transactions); answers how many capacities were told.
 */
export async function notifyCapacityMatches(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  loadId: string,
): Promise<number> {
  const { db } = services;
  const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId));
  if (!posting || posting.status !== 'OPEN') return 0;
  const candidates = await findCandidates(db, posting);
  if (candidates.length === 0) return 0;
  const config = await services.appConfig();
  const originZones = await originZonesOf(
    db,
    candidates.map((candidate) => candidate.row),
    config,
  );
  const matches = await findMatches(db, posting, candidates, { config, now: services.now(), originZones });
  let told = 0;
  for (const { row } of matches) {
    if (await runInTransaction(db, (tx) => notifyOnce(tx, row, posting))) told += 1;
  }
  return told;
}
