import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { Role } from '../roles';
import type { SourceSystem } from '../source-systems';
import { myLoadBuckets, type MyLoadBucket } from '../shipment-states';
import {
  hasTenderActions,
  hasTripStarted,
  myLoadCardButtons,
  type MyLoadCardButtons,
  type MyLoadCardShipment,
} from './card-buttons';
import { dispatcher, driver, driverDispatcher, leased } from './my-loads.fixtures';

const shipment: MyLoadCardShipment = {
  shipmentState: 'DRIVER_ASSIGNMENT',
  executionStatus: null,
  sourceSystem: 'MERCURYGATE',
  division: null,
  loadType: 'Brokerage',
};
const config = { myLoads: defaultConfig.myLoads, documents: defaultConfig.documents };

const buttons = (
  module: MyLoadBucket,
  roles: Role[],
  changes: Partial<MyLoadCardShipment> = {},
): MyLoadCardButtons => myLoadCardButtons({ module, roles, shipment: { ...shipment, ...changes }, config });

describe('the buttons of a load card', () => {
  it('[D2-2.29] a tendered card offers Accept and Decline where tenders are configured, else Contact Us', () => {
    expect(buttons('carrierTendered', dispatcher, { shipmentState: 'TENDERED' })).toEqual({
      primary: 'accept',
      secondary: ['decline'],
      reload: null,
    });
    expect(buttons('carrierTendered', dispatcher, { sourceSystem: 'ASL' })).toEqual({
      primary: 'contactUs',
      secondary: [],
      reload: null,
    });
  });

  it('[D2-6.15] tender actions are configured by source system, or by source system and division', () => {
    const byDivision = { myLoads: { tenderActionSources: ['ASL/EAST'] } };
    expect(hasTenderActions({ sourceSystem: 'ASL', division: 'EAST' }, byDivision)).toBe(true);
    expect(hasTenderActions({ sourceSystem: 'ASL', division: 'WEST' }, byDivision)).toBe(false);
    expect(hasTenderActions({ sourceSystem: 'ASL', division: null }, byDivision)).toBe(false);
    expect(hasTenderActions({ sourceSystem: 'TRINIUM', division: 'X' }, config)).toBe(true);
  });

  it.each([
    ['CARRIER_ASSIGNMENT', 'assignDriver'],
    ['PENDING_DRIVER_ASSIGNMENT', 'assignDriver'],
    ['PENDING_DRIVER_UNASSIGNMENT', 'assignDriver'],
    ['PENDING_CARRIER_ASSIGNMENT', null],
  ] as const)('[D2-2.30] a Carrier Assigned card in state %s offers %s', (shipmentState, primary) => {
    expect(buttons('carrierAssigned', dispatcher, { shipmentState })).toEqual({
      primary,
      secondary: [],
      reload: null,
    });
  });

  it('[D2-2.31] [D2-4.05] Driver Assigned: Start Trip or Update by whether the trip started, and Un-Assign for dispatchers', () => {
    expect(buttons('driverAssigned', dispatcher)).toEqual({
      primary: 'startTrip',
      secondary: ['unassignDriver'],
      reload: 'reload',
    });
    for (const executionStatus of ['STARTED', 'IN_TRANSIT', 'DELIVERED', 'COMPLETED', 'CANCELLED']) {
      expect(buttons('driverAssigned', dispatcher, { executionStatus }).primary).toBe('update');
      expect(buttons('driverAssigned', dispatcher, { executionStatus }).secondary).toEqual([]);
    }
    expect(buttons('driverAssigned', driver)).toEqual({ primary: 'startTrip', secondary: [], reload: null });
    expect(buttons('driverAssigned', leased)).toEqual({
      primary: 'startTrip',
      secondary: [],
      reload: 'reload',
    });
  });

  it('[D2-4.05] IN_TRANSIT, DELIVERED, COMPLETED, CANCELLED (and STARTED) mark a trip as started', () => {
    expect(['STARTED', 'in_transit', 'DELIVERED', 'COMPLETED', 'CANCELLED'].map(hasTripStarted)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([null, undefined, '', 'PENDING', 'ACCEPTED'].map(hasTripStarted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('[D2-2.32] [D2-2.33] In Transit offers Update; recently delivered See Details', () => {
    expect(buttons('inTransit', dispatcher)).toEqual({
      primary: 'update',
      secondary: [],
      reload: 'similarRoutes',
    });
    expect(buttons('inTransit', driver)).toEqual({ primary: 'update', secondary: [], reload: null });
    expect(buttons('deliveredNeedsPaperWork', dispatcher)).toEqual({
      primary: 'seeDetails',
      secondary: ['checkPaymentStatus'],
      reload: null,
    });
  });

  it.each<[SourceSystem, string, MyLoadCardButtons['secondary']]>([
    ['MERCURYGATE', 'Brokerage', ['checkPaymentStatus']],
    ['MASTERMIND', 'Power Only', ['submitInvoice', 'checkPaymentStatus']],
    ['MASTERMIND', 'PO Dray', ['submitInvoice', 'checkPaymentStatus']],
    ['ASL', 'Power Only', ['submitInvoice', 'checkPaymentStatus']],
    ['OTMNONASSET', 'Freight Under Management', ['checkPaymentStatus']],
    ['TRINIUM', 'Port Dray', ['checkPaymentStatus']],
  ])(
    '[D2-2.34] [D2-6.10] [D2-6.11] [D2-6.12] a delivered %s %s load with paperwork: View Load, then %j',
    (sourceSystem, loadType, secondary) => {
      expect(buttons('deliveredWithPaperWork', dispatcher, { sourceSystem, loadType })).toEqual({
        primary: 'viewLoad',
        secondary,
        reload: null,
      });
    },
  );

  it('[D2-2.33] [D2-6.11] a delivered Power Only or PO Dray load needing paperwork offers Submit Invoice beside See Details', () => {
    for (const loadType of ['Power Only', 'PO Dray'])
      expect(
        buttons('deliveredNeedsPaperWork', dispatcher, { sourceSystem: 'MASTERMIND', loadType }),
      ).toEqual({
        primary: 'seeDetails',
        secondary: ['submitInvoice', 'checkPaymentStatus'],
        reload: null,
      });
    // The loads whose source keeps the paperwork: no invoice here, only where the payment stands.
    for (const [sourceSystem, loadType] of [
      ['MERCURYGATE', 'Brokerage'],
      ['TRINIUM', 'Port Dray'],
      ['OTMNONASSET', 'Freight Under Management'],
    ] as const)
      expect(buttons('deliveredNeedsPaperWork', dispatcher, { sourceSystem, loadType }).secondary).toEqual([
        'checkPaymentStatus',
      ]);
  });

  it('[D2-6.11] [D2-2.35] Submit Invoice is for the dispatcher, Beta and Dispatcher alike; drivers and owner-operators get none', () => {
    const powerOnly = { sourceSystem: 'MASTERMIND', loadType: 'Power Only' } as const;
    expect(
      buttons('deliveredNeedsPaperWork', ['carrierBeta1', 'carrierDispatcher'], powerOnly).secondary,
    ).toEqual(['submitInvoice', 'checkPaymentStatus']);
    for (const roles of [driver, leased, ['carrierBeta1'] as Role[], ['carrierAdmin'] as Role[]])
      expect(buttons('deliveredNeedsPaperWork', roles, powerOnly).secondary).toEqual([]);
  });

  it('[D2-6.15] a source or division configured without uploads offers no Submit Invoice', () => {
    const noUploads = {
      myLoads: defaultConfig.myLoads,
      documents: { ...defaultConfig.documents, uploadTypes: { MASTERMIND: {} } },
    };
    const input = {
      module: 'deliveredWithPaperWork' as const,
      roles: dispatcher,
      shipment: { ...shipment, sourceSystem: 'MASTERMIND', loadType: 'Power Only' },
      config: noUploads,
    };
    expect(myLoadCardButtons(input).secondary).toEqual(['checkPaymentStatus']);
  });

  it('[D2-2.28] [D2-2.35] [D2-6.01] non-dispatchers get no secondary button in any module', () => {
    for (const roles of [driver, leased]) {
      for (const module of myLoadBuckets) {
        for (const [sourceSystem, loadType] of [
          ['MERCURYGATE', 'Brokerage'],
          ['MASTERMIND', 'Power Only'],
        ] as const) {
          expect(
            buttons(module, roles, { sourceSystem, loadType, shipmentState: 'CARRIER_ASSIGNMENT' }).secondary,
          ).toEqual([]);
        }
      }
    }
    expect(buttons('driverAssigned', driverDispatcher).secondary).toEqual(['unassignDriver']);
  });

  it('[D2-2.36] [D2-9.12] Reload on driver-assigned and Similar Routes Available on in-transit loads, for Dispatcher and Leased', () => {
    const reloadOf = (roles: Role[]) => myLoadBuckets.map((module) => buttons(module, roles).reload);
    expect(reloadOf(dispatcher)).toEqual([null, null, 'reload', 'similarRoutes', null, null]);
    expect(reloadOf(leased)).toEqual([null, null, 'reload', 'similarRoutes', null, null]);
    expect(reloadOf(driver)).toEqual([null, null, null, null, null, null]);
  });
});
