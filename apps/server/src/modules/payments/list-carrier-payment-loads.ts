import type { CarrierPaymentLoads } from '../../generated/graphql';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import { formatCents } from '@freight/domain/money';
import { paymentStages, paymentWaitReasonOf } from '@freight/domain/payments/payment-stage';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { choosePage, myLoadsPaginationSchema, type MyLoadsPage } from '../my-loads/my-loads-paging';
import {
  carrierPaymentLoadsCondition,
  expectedDateSql,
  loadAmountSql,
  paidSinceOf,
  stageRankSql,
} from './payment-stage-sql';

export type CarrierPaymentLoadsView = CarrierPaymentLoads;

/** The page size and index of the My Loads lists, with their bounds and messages. */
const paginationFields = myLoadsPaginationSchema.unwrap().unwrap().shape;

const carrierPaymentLoadsSchema = z
  .object({
    stage: z
      .enum(paymentStages, issueMessage('payments.stage', { stages: paymentStages.join(', ') }))
      .nullish(),
    ...paginationFields,
  })
  .nullish();

/** What needs action first (decision 047): the stage, disputes, then per stage its own order. */
function actionOrder(config: Pick<AppConfig, 'payments' | 'app'>) {
  const waitingSince = sql`coalesce(${shipments.paperworkCompletedAt}, ${shipments.paymentStatusUpdatedAt}, ${shipments.createdAt})`;
  return [
    asc(stageRankSql),
    sql`(${shipments.paymentStatus} is distinct from 'DISPUTED')`,
    // Scheduled: the soonest expected first; paid: the latest paid first.
    sql`(case when ${stageRankSql} = 2 then ${expectedDateSql(config)} end) asc nulls last`,
    sql`(case when ${stageRankSql} = 3 then ${shipments.paidAt} end) desc nulls last`,
    // Waiting on the carrier or the provider: the longest waiting first.
    asc(waitingSince),
    asc(shipments.shipmentId),
  ];
}

async function readPage(
  db: Executor,
  condition: ReturnType<typeof and>,
  page: MyLoadsPage,
  config: Pick<AppConfig, 'payments' | 'app'>,
) {
  return db
    .select({
      shipmentId: shipments.shipmentId,
      loadId: loadPostings.loadId,
      shipmentState: shipments.shipmentState,
      paymentStatus: shipments.paymentStatus,
      sourceSystem: shipments.sourceSystem,
      division: shipments.division,
      rank: stageRankSql,
      expectedDate: sql<string | null>`to_char(${expectedDateSql(config)}, 'YYYY-MM-DD')`,
      paidAt: shipments.paidAt,
      amountCents: loadAmountSql,
      currency: shipments.costCurrency,
    })
    .from(shipments)
    .leftJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
    .where(condition)
    .orderBy(...actionOrder(config))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * getCarrierPaymentLoads (Manage Financial, D1-6.08, D2-6.03; decision 047): a page of the caller's
 * carrier's delivered loads with the stage of their payment, what needs action first, counted, sorted
 * and paged in the database; one stage when asked. Paid loads only when paid within the
 * configuration's payments.paidRecentDays.
 */
export async function listCarrierPaymentLoads(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<CarrierPaymentLoadsView> {
  const request = parseInput(carrierPaymentLoadsSchema, input);
  const config = await services.appConfig();
  const page = choosePage(request, config);
  const carrierId = caller.carrier?.id;
  const empty = { loads: [], totalCount: 0, pageIndex: page.pageIndex, pageSize: page.pageSize };
  if (!carrierId) return empty;
  const stageIndex = request?.stage ? paymentStages.indexOf(request.stage) : null;
  const condition = and(
    carrierPaymentLoadsCondition(carrierId, paidSinceOf(services.now(), config)),
    stageIndex === null ? undefined : sql`${stageRankSql} = ${stageIndex}`,
  );
  const [rows, [counted]] = await Promise.all([
    readPage(services.db, condition, page, config),
    services.db.select({ total: count() }).from(shipments).where(condition),
  ]);
  return {
    loads: rows.map((row) => {
      const stage = paymentStages[Number(row.rank)]!;
      return {
        shipmentId: row.shipmentId,
        loadId: row.loadId,
        shipmentState: row.shipmentState,
        stage,
        waitReason: paymentWaitReasonOf(row, config),
        expectedPaymentDate: stage === 'scheduled' ? row.expectedDate : null,
        paidAt: stage === 'paid' ? (row.paidAt?.toISOString() ?? null) : null,
        amount: row.amountCents === null ? null : formatCents(Number(row.amountCents)),
        currency: row.currency,
      };
    }),
    totalCount: Number(counted?.total ?? 0),
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}
