import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStages, paymentWaitReasons } from '@freight/domain/payments/payment-stage';
import type { Database } from '../../db/client';
import { modulesDir } from '../../platform/paths';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';
import { addDocumentOfType, paymentTestShipment, setPaymentColumns } from './payments.fixtures';

const commonCarrierId = 'CC-PAY-TRACKER';

const trackerQuery = /* GraphQL */ `
  query ($shipmentId: ID!) {
    getPaymentTracker(shipmentId: $shipmentId) {
      shipmentId
      loadId
      shipmentState
      stage
      waitReason
      missingDocuments
      isInvoiceMissing
      paperworkCompletedAt
      expectedPaymentDate
      isExpectedDateFromProvider
      paidAt
      paidAmount
      totalAmount
      currency
      note
    }
  }
`;

type Tracker = Record<string, unknown>;

describe('getPaymentTracker', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let colleague: TestCaller;
  let ownerOperator: TestCaller;
  let admin: TestCaller;
  let guest: TestCaller;
  let stranger: TestCaller;

  const ask = (caller: TestCaller, shipmentId: string) =>
    graphqlAs(test.app, caller.headers, trackerQuery, { shipmentId });
  const trackerFor = async (caller: TestCaller, shipmentId: string) => {
    const { body } = await ask(caller, shipmentId);
    expect(body.errors).toBeUndefined();
    return body.data!.getPaymentTracker as Tracker | null;
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    admin = await signInPerson(db, carrierId, ['carrierAdmin']);
    guest = await signInPerson(db, carrierId, ['carrierGuest']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-PAY-TRACKER-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-4.07] waiting on you: the required documents and the invoice still missing', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { sourceSystem: 'MASTERMIND' });
    await addDocumentOfType(db, shipmentId, 'proofOfDelivery');
    expect(await trackerFor(dispatcher, shipmentId)).toEqual({
      shipmentId,
      loadId: null,
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      stage: 'waitingOnYou',
      waitReason: 'paperworkMissing',
      missingDocuments: ['masterBillOfLading'],
      isInvoiceMissing: true,
      paperworkCompletedAt: null,
      expectedPaymentDate: null,
      isExpectedDateFromProvider: null,
      paidAt: null,
      paidAmount: null,
      totalAmount: '2832.62',
      currency: 'USD',
      note: null,
    });
    await addDocumentOfType(db, shipmentId, 'masterBillOfLading');
    await addDocumentOfType(db, shipmentId, 'createInvoice');
    expect(await trackerFor(dispatcher, shipmentId)).toMatchObject({
      missingDocuments: [],
      isInvoiceMissing: false,
    });
  });

  it('[D2-6.10] a source that keeps its paperwork: waiting on you until it says the paperwork is in', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    expect(await trackerFor(dispatcher, shipmentId)).toMatchObject({
      stage: 'waitingOnYou',
      waitReason: 'paperworkNotReceived',
      missingDocuments: [],
      isInvoiceMissing: false,
    });
  });

  it('waiting on the provider, scheduled with the terms’ day or the source’s, paid with its day and amount', async () => {
    const reviewed = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    await setPaymentColumns(db, reviewed, { paperworkCompletedAt: new Date('2030-02-27T18:00:00Z') });
    expect(await trackerFor(dispatcher, reviewed)).toMatchObject({
      stage: 'waitingOnProvider',
      waitReason: null,
      paperworkCompletedAt: '2030-02-27T18:00:00.000Z',
    });

    const approved = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    await setPaymentColumns(db, approved, {
      paymentStatus: 'APPROVED',
      paymentStatusUpdatedAt: new Date('2030-02-28T03:00:00Z'),
    });
    // 27 February in New York, plus the default 30 days.
    expect(await trackerFor(dispatcher, approved)).toMatchObject({
      stage: 'scheduled',
      expectedPaymentDate: '2030-03-29',
      isExpectedDateFromProvider: false,
    });
    await setPaymentColumns(db, approved, { paymentScheduledFor: '2030-03-15' });
    expect(await trackerFor(dispatcher, approved)).toMatchObject({
      expectedPaymentDate: '2030-03-15',
      isExpectedDateFromProvider: true,
    });

    const paid = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    await setPaymentColumns(db, paid, {
      paymentStatus: 'PAID',
      paidAt: new Date('2030-02-26T15:00:00Z'),
      paidAmountCents: 280_050,
    });
    expect(await trackerFor(dispatcher, paid)).toMatchObject({
      stage: 'paid',
      paidAt: '2030-02-26T15:00:00.000Z',
      paidAmount: '2800.50',
      totalAmount: '2832.62',
      expectedPaymentDate: null,
    });
  });

  it('a dispute waits on you with the provider’s note, which every role that sees the tracker reads', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, {
      state: 'DELIVERED_WITH_PPWK',
      driverUpn: driver.member.upn,
    });
    await setPaymentColumns(db, shipmentId, {
      paymentStatus: 'DISPUTED',
      paymentNote: 'The POD is not signed.',
    });
    for (const caller of [dispatcher, driver, ownerOperator])
      expect(await trackerFor(caller, shipmentId)).toMatchObject({
        stage: 'waitingOnYou',
        waitReason: 'disputed',
        note: 'The POD is not signed.',
      });
  });

  it('[D2-6.01] amounts are Rate Details: a driver and an owner-operator read the stage and days, no amount', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, {
      state: 'DELIVERED_WITH_PPWK',
      driverUpn: driver.member.upn,
    });
    await setPaymentColumns(db, shipmentId, {
      paymentStatus: 'PAID',
      paidAt: new Date('2030-02-26T15:00:00Z'),
      paidAmountCents: 280_050,
    });
    for (const caller of [driver, ownerOperator])
      expect(await trackerFor(caller, shipmentId)).toMatchObject({
        stage: 'paid',
        paidAt: '2030-02-26T15:00:00.000Z',
        paidAmount: null,
        totalAmount: null,
      });
    expect(await trackerFor(dispatcher, shipmentId)).toMatchObject({ paidAmount: '2800.50' });
  });

  it('[D2-6.02] a driver finds only the loads assigned to them; another carrier’s load answers as an unknown one', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, {
      state: 'DELIVERED_WITH_PPWK',
      driverUpn: driver.member.upn,
    });
    expect(await trackerFor(driver, shipmentId)).not.toBeNull();
    expect(await trackerFor(colleague, shipmentId)).toBeNull();
    expect(await trackerFor(stranger, shipmentId)).toBeNull();
    expect(await trackerFor(dispatcher, 'S00000000')).toBeNull();
  });

  it('[D2-6.03] [D2-6.04] is refused to roles without the delivered lists', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    for (const caller of [admin, guest]) {
      const { body } = await ask(caller, shipmentId);
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('declares the domain’s stages and reasons as its enums', () => {
    const document = parse(readFileSync(join(modulesDir, 'payments', 'payments.graphql'), 'utf8'));
    const enumOf = (name: string) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === name
          ? (definition.values ?? []).map((value) => value.name.value)
          : [],
      );
    expect(enumOf('PaymentStage')).toEqual([...paymentStages]);
    expect(enumOf('PaymentWaitReason')).toEqual([...paymentWaitReasons]);
  });
});

describe('getPaymentTracker with the rate-details flag off', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: { rateDetails: false } }) },
      { now: () => detailsNow },
    );
  });
  afterAll(() => test.close());

  it('[D1-2.27] answers no amount, even to a dispatcher', async () => {
    const db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    const dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    const { body } = await graphqlAs(test.app, dispatcher.headers, trackerQuery, { shipmentId });
    expect(body.data!.getPaymentTracker).toMatchObject({ stage: 'waitingOnProvider', totalAmount: null });
  });
});
