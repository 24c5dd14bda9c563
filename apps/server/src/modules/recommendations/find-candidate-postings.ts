import { and, asc, eq, gte, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { LoadViewer } from '@freight/domain/load-visibility';
import type { Executor } from '../../db/client';
import { loadPostings, shipments } from '../../db/schema/index';
import { isOpen, visibleTo, withinCircle } from '../postings/load-posting-conditions';
import { anchorRadiusMiles, dateDecayDays, type Anchor, type CandidatePosting } from './score-load';
import { anyTrailerType } from './any-trailer-type';

// The open postings worth scoring for a carrier (decision 012): near one of its anchors, inside the
// anchor's dates give or take the decay, still open for pick-up, visible to the carrier and not
// already taken. Each anchor brings at most `candidatesPerAnchor`, its own trailer first, then the
// soonest; all of it is one statement.

export const candidatesPerAnchor = 200;
/** How far ahead anchors without dates (lanes, watched and carried loads) look. */
export const undatedHorizonDays = 14;
/** No recommendation picks up later than this, whatever an availability says. */
export const maxHorizonDays = 30;

const dayMs = 86_400_000;
const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

function datesOf(anchor: Anchor, now: Date): SQL | undefined {
  const { dates } = anchor;
  switch (dates.type) {
    case 'availability':
      return and(
        dates.to ? lte(loadPostings.pickupStart, daysFrom(dates.to, dateDecayDays)) : undefined,
        dates.from ? gte(loadPostings.pickupEnd, daysFrom(dates.from, -dateDecayDays)) : undefined,
      );
    case 'pickUpRange':
      return and(
        dates.from ? gte(loadPostings.pickupStart, daysFrom(dates.from, -dateDecayDays)) : undefined,
        dates.to ? lte(loadPostings.pickupStart, daysFrom(dates.to, dateDecayDays)) : undefined,
      );
    case 'weekdays':
    case 'none':
      return lte(loadPostings.pickupStart, daysFrom(now, undatedHorizonDays));
  }
}

export async function findCandidatePostings(
  db: Executor,
  anchors: readonly Anchor[],
  options: { viewer: LoadViewer; config: Pick<AppConfig, 'search'>; now: Date },
): Promise<CandidatePosting[]> {
  if (anchors.length === 0) return [];
  const { viewer, config, now } = options;
  const visible = visibleTo(viewer, config);
  const perAnchor = anchors.map((anchor) =>
    db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(
        and(
          isOpen,
          anyTrailerType,
          // The pick-up mark reaches zero at twice the anchor's radius: nothing beyond can score.
          withinCircle(loadPostings.originLat, loadPostings.originLng, {
            ...anchor.origin,
            radiusMiles: 2 * anchorRadiusMiles(anchor.radiusMiles),
          }),
          gte(loadPostings.pickupEnd, now),
          lte(loadPostings.pickupStart, daysFrom(now, maxHorizonDays)),
          datesOf(anchor, now),
          visible,
        ),
      )
      .orderBy(
        sql`(${loadPostings.transportMode} = ${anchor.trailerType ?? ''}) desc`,
        asc(loadPostings.pickupStart),
        asc(loadPostings.loadId),
      )
      .limit(candidatesPerAnchor),
  );
  const candidateIds = sql.join(
    perAnchor.map((query) => sql`(${query})`),
    sql` union `,
  );
  const rows = await db
    .select({
      id: loadPostings.id,
      loadId: loadPostings.loadId,
      transportMode: loadPostings.transportMode,
      loadType: loadPostings.loadType,
      originLat: loadPostings.originLat,
      originLng: loadPostings.originLng,
      originTimeZone: loadPostings.originTimeZone,
      pickupStart: loadPostings.pickupStart,
      pickupEnd: loadPostings.pickupEnd,
      destinationLat: loadPostings.destinationLat,
      destinationLng: loadPostings.destinationLng,
      destinationCountry: loadPostings.destinationCountry,
      destinationState: loadPostings.destinationState,
      totalChargeCents: loadPostings.totalChargeCents,
      totalDistance: loadPostings.totalDistance,
      currency: loadPostings.currency,
    })
    .from(loadPostings)
    .where(
      and(
        sql`${loadPostings.id} in (${candidateIds})`,
        // A load with a shipment is taken, even in the moment before its posting stops being open.
        notExists(
          db
            .select({ one: sql`1` })
            .from(shipments)
            .where(eq(shipments.loadPostingId, loadPostings.id)),
        ),
      ),
    );
  return rows.map(({ originLat, originLng, destinationLat, destinationLng, ...row }) => ({
    ...row,
    origin: { latitude: originLat, longitude: originLng },
    destination: { latitude: destinationLat, longitude: destinationLng },
  }));
}
