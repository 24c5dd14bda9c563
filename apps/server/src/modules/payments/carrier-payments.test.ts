import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { paymentTrackerOf } from '@freight/domain/payments/payment-tracker';
import { paymentStatuses, type PaymentStatus } from '@freight/domain/shipment-states';
import type { Database } from '../../db/client';
import { loadCaller } from '../../platform/caller';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';
import { listCarrierPaymentLoads } from './list-carrier-payment-loads';
import { paymentTestShipment, setPaymentColumns, shipmentRowOf } from './payments.fixtures';

const totalsQuery = /* GraphQL */ `
  query {
    getCarrierPaymentTotals {
      totals {
        stage
        currency
        loadCount
        amount
      }
      paidSince
    }
  }
`;
const loadsQuery = /* GraphQL */ `
  query ($input: CarrierPaymentLoadsInput) {
    getCarrierPaymentLoads(input: $input) {
      loads {
        shipmentId
        loadId
        shipmentState
        stage
        waitReason
        expectedPaymentDate
        paidAt
        amount
        currency
      }
      totalCount
      pageIndex
      pageSize
    }
  }
`;

type Load = {
  shipmentId: string;
  stage: string;
  waitReason: string | null;
  expectedPaymentDate: string | null;
  paidAt: string | null;
  amount: string | null;
  currency: string;
};
type LoadsPage = { loads: Load[]; totalCount: number; pageIndex: number; pageSize: number };

const day = 86_400_000;

describe('Manage Financial: the carrier’s payments', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let stranger: TestCaller;
  const ids: Record<string, string> = {};

  const totalsOf = async (caller: TestCaller) => {
    const { body } = await graphqlAs(test.app, caller.headers, totalsQuery);
    expect(body.errors).toBeUndefined();
    return body.data!.getCarrierPaymentTotals as {
      totals: { stage: string; currency: string; loadCount: number; amount: string }[];
      paidSince: string;
    };
  };
  const pageOf = async (caller: TestCaller, input: Record<string, unknown> = {}) => {
    const { body } = await graphqlAs(test.app, caller.headers, loadsQuery, { input });
    expect(body.errors).toBeUndefined();
    return body.data!.getCarrierPaymentLoads as LoadsPage;
  };

  /** A delivered load of the carrier with these payment columns. */
  async function load(name: string, columns: Parameters<typeof setPaymentColumns>[2], delivered = true) {
    ids[name] = await paymentTestShipment(db, 'CC-PAY-ALL', {
      state: delivered ? 'DELIVERED_WITH_PPWK' : 'IN_TRANSIT',
    });
    if (Object.keys(columns).length > 0) await setPaymentColumns(db, ids[name], columns);
  }

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-PAY-ALL' })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-PAY-ALL-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
    const at = (daysAgo: number) => new Date(detailsNow.getTime() - daysAgo * day);

    await load('paidLongAgo', { paymentStatus: 'PAID', paidAt: at(40), paidAmountCents: 100_000 });
    await load('paidLately', { paymentStatus: 'PAID', paidAt: at(2), paidAmountCents: 200_000 });
    await load('paidEarlier', { paymentStatus: 'PAID', paidAt: at(10), paidAmountCents: 150_000 });
    await load('scheduledLater', { paymentStatus: 'APPROVED', paymentScheduledFor: '2030-03-20' });
    await load('scheduledSooner', { paymentStatus: 'APPROVED', paymentStatusUpdatedAt: at(25) });
    await load('underReviewLately', { paymentStatus: 'INVOICED', paperworkCompletedAt: at(1) });
    await load('underReviewLongest', { paymentStatus: 'INVOICED', paperworkCompletedAt: at(9) });
    await load('disputed', { paymentStatus: 'DISPUTED', paymentStatusUpdatedAt: at(1) });
    await load('needsPaperwork', {
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      paymentStatus: 'NOT_INVOICED',
      paymentStatusUpdatedAt: at(5),
    });
    await load('canadian', {
      paymentStatus: 'INVOICED',
      paperworkCompletedAt: at(0),
      costCurrency: 'CAD',
      totalCostCents: 50_000,
    });
    await load('inTransit', {}, false);
    await paymentTestShipment(db, 'CC-PAY-ALL-2', { state: 'DELIVERED_WITH_PPWK' });
  });
  afterAll(() => test.close());

  it('totals the delivered loads per stage and currency, the paid ones of the last 30 days only', async () => {
    const { totals, paidSince } = await totalsOf(dispatcher);
    expect(totals).toEqual([
      { stage: 'waitingOnYou', currency: 'USD', loadCount: 2, amount: '5665.24' },
      { stage: 'waitingOnProvider', currency: 'CAD', loadCount: 1, amount: '500.00' },
      { stage: 'waitingOnProvider', currency: 'USD', loadCount: 2, amount: '5665.24' },
      { stage: 'scheduled', currency: 'USD', loadCount: 2, amount: '5665.24' },
      { stage: 'paid', currency: 'USD', loadCount: 2, amount: '3500.00' },
    ]);
    expect(paidSince).toBe(new Date(detailsNow.getTime() - 30 * day).toISOString());
  });

  it('lists them what needs action first: disputes, the longest waiting, the soonest expected, the latest paid', async () => {
    const page = await pageOf(dispatcher, { pageSize: 20 });
    expect(page.loads.map((row) => row.shipmentId)).toEqual(
      [
        'disputed',
        'needsPaperwork',
        'underReviewLongest',
        'underReviewLately',
        'canadian',
        'scheduledSooner',
        'scheduledLater',
        'paidLately',
        'paidEarlier',
      ].map((name) => ids[name]),
    );
    expect(page.totalCount).toBe(9);
    const byId = new Map(page.loads.map((row) => [row.shipmentId, row]));
    expect(byId.get(ids.disputed!)).toMatchObject({ stage: 'waitingOnYou', waitReason: 'disputed' });
    expect(byId.get(ids.needsPaperwork!)).toMatchObject({ waitReason: 'paperworkNotReceived' });
    // Approved 25 days before 1 March (4 February in New York), plus 30 days.
    expect(byId.get(ids.scheduledSooner!)).toMatchObject({ expectedPaymentDate: '2030-03-06' });
    expect(byId.get(ids.paidLately!)).toMatchObject({
      stage: 'paid',
      amount: '2000.00',
      paidAt: new Date(detailsNow.getTime() - 2 * day).toISOString(),
      expectedPaymentDate: null,
    });
  });

  it('pages the list and filters it by stage', async () => {
    const first = await pageOf(dispatcher, { pageSize: 4 });
    const second = await pageOf(dispatcher, { pageSize: 4, pageIndex: 1 });
    expect(first.loads).toHaveLength(4);
    expect(second).toMatchObject({ totalCount: 9, pageIndex: 1, pageSize: 4 });
    expect(second.loads[0]?.shipmentId).toBe(ids.canadian);
    const scheduled = await pageOf(dispatcher, { stage: 'scheduled' });
    expect(scheduled.loads.map((row) => row.shipmentId)).toEqual([ids.scheduledSooner, ids.scheduledLater]);
    expect(scheduled.totalCount).toBe(2);
  });

  it('refuses a stage or a page out of bounds with 400 naming the field', async () => {
    for (const [input, field] of [
      [{ stage: 'lost' }, 'stage'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageIndex: 1000 }, 'pageIndex'],
    ] as const) {
      const { body } = await graphqlAs(test.app, dispatcher.headers, loadsQuery, { input });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(Object.keys(body.errors?.[0]?.extensions.fields ?? {})).toEqual([field]);
    }
  });

  it('[D1-6.08] [D2-6.03] is for dispatchers only, and each reads their own carrier', async () => {
    const carrierId = (await shipmentRowOf(db, ids.disputed!)).assignedCarrierId!;
    for (const roles of [['carrierDriver'], ['carrierLeasedOwnerOpr'], ['carrierAdmin']] as const) {
      const caller = await signInPerson(db, carrierId, [...roles]);
      for (const query of [totalsQuery, loadsQuery]) {
        const { body } = await graphqlAs(test.app, caller.headers, query);
        expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    const theirs = await pageOf(stranger);
    expect(theirs.loads.map((row) => row.shipmentId)).not.toContain(ids.disputed);
    expect(theirs.totalCount).toBe(1);
    expect((await totalsOf(stranger)).totals).toEqual([
      { stage: 'waitingOnProvider', currency: 'USD', loadCount: 1, amount: '2832.62' },
    ]);
  });
});

describe('Manage Financial’s SQL and the domain’s rules', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
  });
  afterAll(() => test.close());

  // Terms per SOURCE/DIVISION too, which the use case is given directly (overrides add no keys).
  const configs = {
    default: defaultConfig,
    'terms by division': {
      ...defaultConfig,
      payments: {
        ...defaultConfig.payments,
        termsDays: { default: 20, ASL: 15, 'ASL/EAST': 7, 'MERCURYGATE/FUM': 45 },
      },
    },
  };

  it.each(Object.entries(configs))(
    'give every load the same stage, reason and expected day (%s configuration)',
    async (name, config) => {
      const db = test.database.db;
      const commonCarrierId = `CC-PAY-SQL-${name === 'default' ? 1 : 2}`;
      const carrierId = (await createCarrier(db, { commonCarrierId })).id;
      const dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
      const states = ['DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK'] as const;
      const sources = [
        ['MERCURYGATE', null],
        ['MERCURYGATE', 'FUM'],
        ['MASTERMIND', null],
        ['ASL', 'EAST'],
        ['ASL', 'WEST'],
      ] as const;
      // Approvals on each side of midnight in New York, with and without the source's day.
      const approvals = [new Date('2030-02-20T04:30:00Z'), new Date('2030-02-20T05:30:00Z')];
      let index = 0;
      for (const shipmentState of states)
        for (const paymentStatus of [null, ...paymentStatuses] as (PaymentStatus | null)[])
          for (const [sourceSystem, division] of sources) {
            const shipmentId = await paymentTestShipment(db, commonCarrierId, {
              state: shipmentState,
              sourceSystem,
            });
            await setPaymentColumns(db, shipmentId, {
              division,
              paymentStatus,
              paymentStatusUpdatedAt: approvals[index % 2],
              paymentScheduledFor: index % 7 === 0 ? '2030-03-11' : null,
              paidAt: paymentStatus === 'PAID' ? detailsNow : null,
            });
            index += 1;
          }

      const services = { db, appConfig: async () => config, now: () => detailsNow };
      const caller = (await loadCaller(db, dispatcher.member.id))!;
      const { loads } = await listCarrierPaymentLoads(services, caller, { pageSize: 100 });
      expect(loads).toHaveLength(index);
      for (const row of loads) {
        const tracker = paymentTrackerOf(await shipmentRowOf(db, row.shipmentId), [], config);
        expect([row.stage, row.waitReason, row.expectedPaymentDate], row.shipmentId).toEqual([
          tracker.stage,
          tracker.waitReason,
          tracker.scheduled?.expectedOn ?? null,
        ]);
      }
    },
  );
});
