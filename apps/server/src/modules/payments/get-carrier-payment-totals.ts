import type { CarrierPaymentTotals } from '../../generated/graphql';
import { count, sql } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import { paymentStages } from '@freight/domain/payments/payment-stage';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { carrierPaymentLoadsCondition, loadAmountSql, paidSinceOf, stageRankSql } from './payment-stage-sql';

export type CarrierPaymentTotalsView = CarrierPaymentTotals;

/**
 * getCarrierPaymentTotals (Manage Financial, D1-6.08, D2-6.03; decision 047): the caller's carrier's
 * delivered loads per stage and currency, counted and summed in one statement; paid loads only when
 * paid within the configuration's payments.paidRecentDays. A member without a carrier has none.
 */
export async function getCarrierPaymentTotals(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
): Promise<CarrierPaymentTotalsView> {
  const paidSince = paidSinceOf(services.now(), await services.appConfig());
  const carrierId = caller.carrier?.id;
  if (!carrierId) return { totals: [], paidSince: paidSince.toISOString() };
  const rows = await services.db
    .select({
      rank: stageRankSql,
      currency: shipments.costCurrency,
      loadCount: count(),
      // bigint: a sum of int cents may pass 2^31; read as text, exact.
      amountCents: sql<string>`coalesce(sum(${loadAmountSql}), 0)::bigint::text`,
    })
    .from(shipments)
    .where(carrierPaymentLoadsCondition(carrierId, paidSince))
    .groupBy(stageRankSql, shipments.costCurrency)
    .orderBy(stageRankSql, shipments.costCurrency);
  return {
    totals: rows.map((row) => ({
      stage: paymentStages[Number(row.rank)]!,
      currency: row.currency,
      loadCount: Number(row.loadCount),
      amount: formatCents(Number(row.amountCents)),
    })),
    paidSince: paidSince.toISOString(),
  };
}
