import { and, eq, sql } from 'drizzle-orm';
import type { InsurancePolicy } from '@freight/domain/carrier-profile/insurance-hold';
import type { AppConfig } from '@freight/domain/config';
import { localDateOf } from '@freight/domain/zoned-dates';
import type { Executor } from '../../db/client';
import { carrierInsurances, carriers } from '../../db/schema/carriers';
import { loadPostings } from '../../db/schema/loads';
import type { Caller, CallerCarrier } from '../../platform/caller';
import { visibleTo } from '../postings/load-posting-conditions';
import { loadViewerOf } from '../postings/load-viewer';
import type { BuyLoadInput } from './booking-input';
import type { BookingCarrierFacts, BookingPostingFacts } from './choose-rejection';
import { carrierHoldOf } from './carrier-hold';
import { sourceConfirmationUrlOf } from './source-confirmation-url';

export type BookingFacts = {
  carrier: BookingCarrierFacts;
  posting: (BookingPostingFacts & { id: string; confirmationUrl: string | null }) | null;
};

/** The carrier's insurance policies as one JSON array (carrier_insurances_carrier_idx). */
const policiesOfCarrier = sql<InsurancePolicy[]>`coalesce((
  select json_agg(json_build_object(
    'insuranceTypeCode', ${carrierInsurances.insuranceTypeCode},
    'insuranceType', ${carrierInsurances.insuranceType},
    'policyExpirationDate', ${carrierInsurances.policyExpirationDate}))
  from ${carrierInsurances} where ${carrierInsurances.carrierId} = ${carriers.id}), '[]'::json)`;

/**
 * The carrier's standing and the posting as they are now, with whether the carrier may see the load
 * and where its source system confirms bookings, in one statement: a buy reads them once, and once more when it lost the race, so each read is one
 * round trip on the pool rather than three (decision 054).
 */
export async function readBookingFacts(
  db: Executor,
  caller: Caller,
  carrier: CallerCarrier,
  input: Pick<BuyLoadInput, 'loadId' | 'sourceSystem'>,
  config: AppConfig,
  now: Date,
): Promise<BookingFacts> {
  const visible = visibleTo(loadViewerOf(caller), config) ?? sql`true`;
  const [row] = await db
    .select({
      active: carriers.active,
      source: carriers.source,
      complianceHoldReason: carriers.complianceHoldReason,
      policies: policiesOfCarrier,
      postingId: loadPostings.id,
      status: loadPostings.status,
      buyAllowed: loadPostings.buyAllowed,
      binRateId: loadPostings.binRateId,
      totalChargeCents: loadPostings.totalChargeCents,
      currency: loadPostings.currency,
      lineHaulCents: loadPostings.lineHaulCents,
      fuelCents: loadPostings.fuelCents,
      isVisible: sql<boolean>`coalesce(${visible}, false)`,
      confirmationUrl: sourceConfirmationUrlOf(loadPostings.sourceSystem),
    })
    .from(carriers)
    .leftJoin(
      loadPostings,
      and(eq(loadPostings.loadId, input.loadId), eq(loadPostings.sourceSystem, input.sourceSystem)),
    )
    .where(eq(carriers.id, carrier.id));
  const today = localDateOf(now.getTime(), config.app.defaultTimeZone);
  const hold = carrierHoldOf(row?.complianceHoldReason ?? null, row?.policies ?? [], today);
  const standing = row ? { active: row.active, source: row.source } : carrier;
  const posting =
    row?.postingId && row.status && row.buyAllowed !== null && row.currency
      ? {
          id: row.postingId,
          status: row.status,
          buyAllowed: row.buyAllowed,
          binRateId: row.binRateId,
          totalChargeCents: row.totalChargeCents,
          currency: row.currency,
          lineHaulCents: row.lineHaulCents,
          fuelCents: row.fuelCents,
          isVisible: row.isVisible,
          confirmationUrl: row.confirmationUrl,
        }
      : null;
  return { carrier: { ...standing, complianceHoldReason: hold }, posting };
}
