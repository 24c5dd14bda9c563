import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import { paymentTermsDays } from '@freight/domain/payments/payment-terms';
import { shipments } from '../../db/schema/shipments';

// The payment tracker's rules as SQL, so that Manage Financial counts, sorts and pages in the database
// (decision 047). They say what @freight/domain/payments says (payment-stage-sql.test.ts runs both
// over the same rows).

/** The stage's index in `paymentStages` (0 waitingOnYou ... 3 paid): paymentStageOf in SQL. */
export const stageRankSql: SQL<number> = sql<number>`(case
  when ${shipments.paymentStatus} = 'PAID' then 3
  when ${shipments.paymentStatus} = 'APPROVED' then 2
  when ${shipments.paymentStatus} = 'DISPUTED' then 0
  when ${shipments.paymentStatus} = 'INVOICED' then 1
  when ${shipments.shipmentState} = 'DELIVERED_WITH_PPWK' then 1
  else 0 end)`;

/** The terms of each configured key, SOURCE/DIVISION entries first: paymentTermsDays in SQL. */
function termsDaysSql(config: Pick<AppConfig, 'payments'>): SQL {
  const keys = Object.keys(config.payments.termsDays).filter((key) => key !== 'default');
  const scopeOf = (key: string) => {
    const [sourceSystem = '', division = null] = key.split('/');
    return { sourceSystem, division };
  };
  const ofDivision = keys.filter((key) => key.includes('/'));
  const ofSource = keys.filter((key) => !key.includes('/'));
  const whens = [
    ...ofDivision.map(
      (key) =>
        sql`when ${shipments.sourceSystem} || '/' || ${shipments.division} = ${key} then ${paymentTermsDays(scopeOf(key), config)}::int`,
    ),
    ...ofSource.map(
      (key) =>
        sql`when ${shipments.sourceSystem} = ${key} then ${paymentTermsDays(scopeOf(key), config)}::int`,
    ),
  ];
  const otherwise = paymentTermsDays({ sourceSystem: '', division: null }, config);
  return sql`(case ${sql.join(whens, sql` `)} else ${otherwise}::int end)`;
}

/**
 * The day an approved payment is expected: the source's day, else the approval's day in the default
 * zone plus the terms (scheduledPaymentOf in SQL). Only meaningful in the scheduled stage.
 */
export function expectedDateSql(config: Pick<AppConfig, 'payments' | 'app'>): SQL<string | null> {
  const approvalDay = sql`(${shipments.paymentStatusUpdatedAt} at time zone ${config.app.defaultTimeZone})::date`;
  return sql<
    string | null
  >`coalesce(${shipments.paymentScheduledFor}, ${approvalDay} + ${termsDaysSql(config)})`;
}

/** The delivered states: the loads Manage Financial shows. */
export const deliveredStates = ['DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK'] as const;

/** The earliest payment Manage Financial still shows: the configuration's payments.paidRecentDays ago. */
export function paidSinceOf(now: Date, config: Pick<AppConfig, 'payments'>): Date {
  const days = Math.max(0, Math.trunc(config.payments.paidRecentDays));
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * The carrier's delivered loads that Manage Financial shows: every open one, and the paid ones paid
 * since `paidSince`. Served by the (assigned_carrier_id, shipment_state) index.
 */
export function carrierPaymentLoadsCondition(carrierId: string, paidSince: Date): SQL {
  return and(
    eq(shipments.assignedCarrierId, carrierId),
    inArray(shipments.shipmentState, [...deliveredStates]),
    // Written so that each branch can use a partial index of its own (decision 047).
    or(
      sql`${shipments.paymentStatus} is distinct from 'PAID'`,
      sql`(${shipments.paymentStatus} = 'PAID' and ${shipments.paidAt} >= ${paidSince.toISOString()}::timestamptz)`,
    ),
  )!;
}

/** What a load amounts to: what was paid once paid, else its total. */
export const loadAmountSql: SQL<number | null> = sql<number | null>`(case
  when ${shipments.paymentStatus} = 'PAID' then coalesce(${shipments.paidAmountCents}, ${shipments.totalCostCents})
  else ${shipments.totalCostCents} end)`;
