import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAddedReferencesPerShipment } from '@freight/domain/references/reference-rows';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import type { ImportableShipmentState } from '../shipments/tender-shipment.schemas';
import {
  detailsNow,
  shipmentEventsOf,
  signInPerson,
  tenderTestShipment,
} from '../shipments/shipments.fixtures';
import { addReferenceInput, sendAddReference, stopIdsOf, storedReferencesOf } from './references.fixtures';

const commonCarrierId = 'CC-REFERENCES';
const po = { referenceType: 'PO Number', referenceValue: 'PO-778' };

const detailsQuery = /* GraphQL */ `
  query ($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      references {
        type
        value
        stopId
      }
    }
  }
`;

describe('addReference', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let colleague: TestCaller;
  let ownerOperator: TestCaller;
  let admin: TestCaller;
  let guest: TestCaller;
  let stranger: TestCaller;

  type ShipmentOptions = {
    state?: ImportableShipmentState;
    sourceSystem?: SourceSystem;
    division?: string;
    driverOf?: TestCaller;
  };

  /** A shipment of the carrier (MERCURYGATE, in transit, driven by `driver` unless told). */
  function shipmentOf({
    state = 'IN_TRANSIT',
    sourceSystem = 'MERCURYGATE',
    division,
    driverOf = driver,
  }: ShipmentOptions = {}) {
    const loadType = sourceSystem === 'MERCURYGATE' ? 'Brokerage' : 'Power Only';
    return tenderTestShipment(db, {
      commonCarrierId,
      state,
      sourceSystem,
      ...(state === 'TENDERED' || state === 'CARRIER_ASSIGNMENT' ? {} : { driverUpn: driverOf.member.upn }),
      overrides: { loadType, ...(division ? { division } : {}) },
    });
  }

  /** What the shipment holds that an Add Reference writes: its references and its events. */
  const snapshot = async (shipmentId: string) => ({
    references: await storedReferencesOf(db, shipmentId),
    events: (await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType),
  });

  /** Sends the action and checks it was refused with this code and text, writing nothing. */
  async function expectRefused(
    caller: TestCaller,
    input: ReturnType<typeof addReferenceInput>,
    code: string,
    text: string | RegExp,
    fields?: Record<string, string>,
  ) {
    const before = await snapshot(input.shipmentId);
    const { status, body } = await sendAddReference(test, caller, input);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions.code).toBe(code);
    expect(body.errors![0]!.message).toMatch(text);
    if (fields) expect(body.errors![0]!.extensions.fields).toEqual(fields);
    expect(await snapshot(input.shipmentId)).toEqual(before);
  }

  beforeAll(async () => {
    test = await startTestApp(
      // ASL offers Add Reference for its RAIL division only, with the division's own types (D2-6.06, D2-5.33).
      {
        CONFIG_OVERRIDES: JSON.stringify({
          references: {
            addSources: ['MERCURYGATE', 'MASTERMIND', 'ASL/RAIL'],
            types: { 'ASL/RAIL': ['Rail Car Number', 'Container Number'] },
          },
        }),
      },
      { now: () => detailsNow },
    );
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    admin = await signInPerson(db, carrierId, ['carrierAdmin']);
    guest = await signInPerson(db, carrierId, ['carrierGuest']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-REFERENCES-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-4.62] [D2-7.08] [D2-3.10] adds the rows to the shipment and its stop, answers Reference added successfully, and tells the source', async () => {
    const shipmentId = await shipmentOf();
    const [, delivery] = await stopIdsOf(db, shipmentId);
    const { status, body } = await sendAddReference(
      test,
      dispatcher,
      addReferenceInput(shipmentId, [
        { ...po, referenceValue: ' PO-778 ' },
        { referenceType: 'Delivery Number', referenceValue: 'DN-5', stopId: delivery },
      ]),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { addReference: { message: 'Reference added successfully' } } });

    const added = (await storedReferencesOf(db, shipmentId)).filter((row) => row.createdBy !== null);
    expect(added).toEqual([
      {
        type: 'Delivery Number',
        value: 'DN-5',
        stopId: delivery,
        createdBy: dispatcher.member.id,
        createdAt: detailsNow,
      },
      {
        type: 'PO Number',
        value: 'PO-778',
        stopId: null,
        createdBy: dispatcher.member.id,
        createdAt: detailsNow,
      },
    ]);
    const events = await shipmentEventsOf(db, shipmentId);
    expect(events.map((event) => [event.eventType, event.data])).toEqual([
      [
        'REFERENCE_ADDED',
        {
          references: [
            { referenceType: 'PO Number', referenceValue: 'PO-778', stopId: null },
            { referenceType: 'Delivery Number', referenceValue: 'DN-5', stopId: delivery },
          ],
          actionQualifier: 'SHIPMENT',
          actionDetail: 'inTransit',
          addedBy: dispatcher.member.upn,
        },
      ],
    ]);
    expect(events[0]!.sourceSystem).toBe('MERCURYGATE');

    const details = await graphql(test.app, detailsQuery, { shipmentId }, 'web', dispatcher.headers);
    expect(details.body.data?.getShipmentDetails).toMatchObject({
      references: expect.arrayContaining([
        { type: 'PO Number', value: 'PO-778', stopId: null },
        { type: 'Delivery Number', value: 'DN-5', stopId: delivery },
      ]),
    });
  });

  it('[D2-4.63] the success message is the catalogue text in the caller language', async () => {
    const shipmentId = await shipmentOf();
    const english = await sendAddReference(test, dispatcher, addReferenceInput(shipmentId, [po]));
    expect(english.body.data?.addReference).toEqual({ message: 'Reference added successfully' });
    const french = await sendAddReference(
      test,
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: 'PO-779' }]),
      { language: 'fr-CA', client: 'mobile' },
    );
    expect(french.body.data?.addReference).toEqual({ message: 'Référence ajoutée avec succès' });
  });

  it('[D2-6.06] the assigned driver and the owner-operator add references too', async () => {
    const shipmentId = await shipmentOf();
    for (const [caller, value] of [
      [driver, 'PO-1'],
      [ownerOperator, 'PO-2'],
    ] as const) {
      const { body } = await sendAddReference(
        test,
        caller,
        addReferenceInput(shipmentId, [{ ...po, referenceValue: value }]),
      );
      expect(body.data?.addReference).toEqual({ message: 'Reference added successfully' });
    }
    expect(
      (await storedReferencesOf(db, shipmentId)).filter((row) => row.createdBy).map((row) => row.createdBy),
    ).toEqual([driver.member.id, ownerOperator.member.id]);
  });

  it('[D2-6.06] [D2-6.02] a colleague driver and another carrier find no such shipment, as for an unknown id', async () => {
    const shipmentId = await shipmentOf();
    const notFound = /This shipment was not found/;
    await expectRefused(colleague, addReferenceInput(shipmentId, [po]), 'NOT_FOUND', notFound);
    await expectRefused(stranger, addReferenceInput(shipmentId, [po]), 'NOT_FOUND', notFound);
    const unknown = await sendAddReference(test, dispatcher, addReferenceInput('SH-NOPE-1', [po]));
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'This shipment was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('[D2-6.06] an admin or a guest matches none of the three checks: forbidden, nothing written', async () => {
    const shipmentId = await shipmentOf();
    for (const caller of [admin, guest])
      await expectRefused(caller, addReferenceInput(shipmentId, [po]), 'FORBIDDEN', /No access/);
  });

  it('[D2-6.06] [D2-5.33] only where the source system or division allows it, with the division types', async () => {
    const rail = await shipmentOf({ sourceSystem: 'ASL', division: 'RAIL' });
    const { body } = await sendAddReference(
      test,
      dispatcher,
      addReferenceInput(rail, [{ referenceType: 'Rail Car Number', referenceValue: 'RC-1' }]),
    );
    expect(body.data?.addReference).toEqual({ message: 'Reference added successfully' });
    // The division's entry wins over ASL's own types.
    await expectRefused(
      dispatcher,
      addReferenceInput(rail, [{ referenceType: 'Trailer Seal', referenceValue: 'TS-1' }]),
      'BAD_USER_INPUT',
      'Choose one of the reference types offered for this load.',
    );

    const road = await shipmentOf({ sourceSystem: 'ASL', division: 'ROAD' });
    await expectRefused(
      dispatcher,
      addReferenceInput(road, [{ referenceType: 'Trailer Seal', referenceValue: 'TS-1' }]),
      'FORBIDDEN',
      'References cannot be added to this load.',
    );
    const trinium = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'IN_TRANSIT',
      sourceSystem: 'TRINIUM',
      driverUpn: driver.member.upn,
      overrides: { loadType: 'Port Dray' },
    });
    await expectRefused(
      dispatcher,
      addReferenceInput(trinium, [po]),
      'FORBIDDEN',
      'References cannot be added to this load.',
    );
  });

  it.each(['TENDERED', 'CARRIER_ASSIGNMENT'] as const)(
    '[D2-6.06] [D1-2.25] a %s shipment, in a list without the References tab, takes none',
    async (state) => {
      const shipmentId = await shipmentOf({ state });
      await expectRefused(
        dispatcher,
        addReferenceInput(shipmentId, [po]),
        'FORBIDDEN',
        'References cannot be added to this load.',
      );
    },
  );

  it.each(['DRIVER_ASSIGNMENT', 'DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK'] as const)(
    '[D2-6.06] [D1-2.25] a %s shipment takes references',
    async (state) => {
      const shipmentId = await shipmentOf({ state });
      const { body } = await sendAddReference(test, driver, addReferenceInput(shipmentId, [po]));
      expect(body.data?.addReference).toEqual({ message: 'Reference added successfully' });
    },
  );

  it.each([
    ['a type not chosen', { referenceType: '', referenceValue: 'PO-1' }, 'referenceType'],
    ['a value not typed', { referenceType: 'PO Number', referenceValue: '  ' }, 'referenceValue'],
  ])(
    '[D2-5.33] type and value are both required: %s is refused with *All fields are required',
    async (_case, row, field) => {
      const shipmentId = await shipmentOf();
      await expectRefused(
        dispatcher,
        addReferenceInput(shipmentId, [po, row]),
        'BAD_USER_INPUT',
        '*All fields are required',
        {
          [`references.1.${field}`]: '*All fields are required',
        },
      );
    },
  );

  it('[D2-5.33] [D2-9.06] a value is at most 25 characters', async () => {
    const shipmentId = await shipmentOf();
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: 'x'.repeat(26) }]),
      'BAD_USER_INPUT',
      'A reference value is at most 25 characters.',
      { 'references.0.referenceValue': 'A reference value is at most 25 characters.' },
    );
    const { body } = await sendAddReference(
      test,
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: 'x'.repeat(25) }]),
    );
    expect(body.data?.addReference).toEqual({ message: 'Reference added successfully' });
  });

  it('[D2-5.33] the type is one of those of the shipment source, and the value one line', async () => {
    const shipmentId = await shipmentOf();
    // Seal Number is MASTERMIND's, not MERCURYGATE's.
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [{ referenceType: 'Seal Number', referenceValue: 'S-1' }]),
      'BAD_USER_INPUT',
      'Choose one of the reference types offered for this load.',
      { 'references.0.referenceType': 'Choose one of the reference types offered for this load.' },
    );
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: 'PO\n778' }]),
      'BAD_USER_INPUT',
      'A reference value is one line of text.',
    );
  });

  it('refuses a repeated row, a stop of another shipment, no row and too many rows, in French too', async () => {
    const shipmentId = await shipmentOf();
    const [otherStop] = await stopIdsOf(db, await shipmentOf());
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [po, { ...po, referenceValue: 'po-778' }]),
      'BAD_USER_INPUT',
      'This reference is already in the list.',
    );
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, stopId: otherStop! }]),
      'BAD_USER_INPUT',
      "This stop is not one of the load's stops.",
    );
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, []),
      'BAD_USER_INPUT',
      'Add at least one reference.',
    );
    const eleven = Array.from({ length: 11 }, (_, index) => ({ ...po, referenceValue: `PO-${index}` }));
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, eleven),
      'BAD_USER_INPUT',
      'Invalid input.',
      { references: 'Add at most 10 references at a time.' },
    );
    const french = await sendAddReference(
      test,
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: '' }]),
      { language: 'fr' },
    );
    expect(french.body.errors?.[0]?.message).toBe('*Tous les champs sont obligatoires');
  });

  it('[D2-3.10] the action is refUpdate, without a time of its own', async () => {
    const shipmentId = await shipmentOf();
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [po], { actionType: 'ACCEPT' }),
      'BAD_USER_INPUT',
      'Invalid input.',
      {
        actionType: 'The action of Add Reference is refUpdate.',
      },
    );
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [po], { actionDateTime: '2030-03-01T12:00:00Z' }),
      'BAD_USER_INPUT',
      'Invalid input.',
      { actionDateTime: 'The time of the action is set by the server: send null.' },
    );
    const { body } = await sendAddReference(
      test,
      dispatcher,
      addReferenceInput(shipmentId, [po], { actionDateTime: undefined, actionQualifier: null }),
    );
    expect(body.data?.addReference).toEqual({ message: 'Reference added successfully' });
  });

  it('a retry adds nothing twice: the same answer, the rows and the event once', async () => {
    const shipmentId = await shipmentOf();
    const input = addReferenceInput(shipmentId, [po, { referenceType: 'BOL Number', referenceValue: 'B-1' }]);
    const answers = await Promise.all([
      sendAddReference(test, dispatcher, input),
      sendAddReference(test, dispatcher, input),
    ]);
    const again = await sendAddReference(
      test,
      driver,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: 'po-778' }]),
    );
    for (const { body } of [...answers, again])
      expect(body.data?.addReference).toEqual({ message: 'Reference added successfully' });
    expect(
      (await storedReferencesOf(db, shipmentId)).filter((row) => row.createdBy).map((row) => row.value),
    ).toEqual(['B-1', 'PO-778']);
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType)).toEqual([
      'REFERENCE_ADDED',
    ]);
  });

  it('a shipment takes a bounded number of references from the app; the source references do not count', async () => {
    const shipmentId = await shipmentOf();
    for (let call = 0; call < maxAddedReferencesPerShipment / 10; call += 1) {
      const rows = Array.from({ length: 10 }, (_, index) => ({
        ...po,
        referenceValue: `PO-${call}-${index}`,
      }));
      const { body } = await sendAddReference(test, dispatcher, addReferenceInput(shipmentId, rows));
      expect(body.data?.addReference).toBeTruthy();
    }
    await expectRefused(
      dispatcher,
      addReferenceInput(shipmentId, [{ ...po, referenceValue: 'PO-ONE-MORE' }]),
      'BAD_USER_INPUT',
      'This load cannot take more references.',
    );
  });
});
