import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { paymentStatuses, shipmentStates, type PaymentStatus } from '../shipment-states';
import { paymentStageOf, paymentStages, paymentWaitReasonOf, type PaymentStage } from './payment-stage';
import { deliveredShipment } from './payments.fixtures';

describe('the stage of a shipment’s payment', () => {
  it.each<[string, PaymentStatus | null, PaymentStage]>([
    ['IN_TRANSIT', null, 'waitingOnYou'],
    ['DRIVER_ASSIGNMENT', null, 'waitingOnYou'],
    ['DELIVERED_NEEDS_PPWK', null, 'waitingOnYou'],
    ['DELIVERED_NEEDS_PPWK', 'NOT_INVOICED', 'waitingOnYou'],
    ['DELIVERED_NEEDS_PPWK', 'DISPUTED', 'waitingOnYou'],
    ['DELIVERED_WITH_PPWK', 'DISPUTED', 'waitingOnYou'],
    ['DELIVERED_WITH_PPWK', null, 'waitingOnProvider'],
    ['DELIVERED_WITH_PPWK', 'NOT_INVOICED', 'waitingOnProvider'],
    ['DELIVERED_WITH_PPWK', 'INVOICED', 'waitingOnProvider'],
    ['DELIVERED_NEEDS_PPWK', 'INVOICED', 'waitingOnProvider'],
    ['DELIVERED_WITH_PPWK', 'APPROVED', 'scheduled'],
    ['DELIVERED_NEEDS_PPWK', 'APPROVED', 'scheduled'],
    ['DELIVERED_WITH_PPWK', 'PAID', 'paid'],
    ['DELIVERED_NEEDS_PPWK', 'PAID', 'paid'],
  ])('%s with payment status %s is %s', (shipmentState, paymentStatus, stage) => {
    expect(paymentStageOf({ shipmentState, paymentStatus })).toBe(stage);
  });

  it('answers one of the four stages for every state and status', () => {
    for (const shipmentState of shipmentStates)
      for (const paymentStatus of [null, ...paymentStatuses])
        expect(paymentStages).toContain(paymentStageOf({ shipmentState, paymentStatus }));
  });

  it('lists the stages in the order of what needs action first', () => {
    expect(paymentStages).toEqual(['waitingOnYou', 'waitingOnProvider', 'scheduled', 'paid']);
  });
});

describe('why a payment waits on the carrier', () => {
  const reasonOf = (changes: Partial<typeof deliveredShipment>) =>
    paymentWaitReasonOf({ ...deliveredShipment, ...changes }, defaultConfig);

  it.each([
    ['a trip not done', { shipmentState: 'IN_TRANSIT', paymentStatus: null }, 'tripNotDone'],
    ['missing paperwork of a source that takes uploads', {}, 'paperworkMissing'],
    [
      'a dispute of the source',
      { shipmentState: 'DELIVERED_WITH_PPWK', paymentStatus: 'DISPUTED' },
      'disputed',
    ],
    ['a dispute before the paperwork is complete', { paymentStatus: 'DISPUTED' }, 'disputed'],
  ] as const)('%s', (_name, changes, reason) => {
    expect(reasonOf(changes)).toBe(reason);
  });

  it('[D2-6.10] [D2-6.12] a source that keeps its paperwork itself has not received it yet', () => {
    expect(reasonOf({ sourceSystem: 'MERCURYGATE' })).toBe('paperworkNotReceived');
    expect(reasonOf({ sourceSystem: 'TRINIUM', paymentStatus: null })).toBe('paperworkNotReceived');
  });

  it('[D2-6.15] the division entry of the required documents decides', () => {
    const config = {
      documents: { ...defaultConfig.documents, requiredTypes: { 'MERCURYGATE/FUM': ['proofOfDelivery'] } },
    };
    const shipment = { ...deliveredShipment, sourceSystem: 'MERCURYGATE' };
    expect(paymentWaitReasonOf({ ...shipment, division: 'FUM' }, config)).toBe('paperworkMissing');
    expect(paymentWaitReasonOf({ ...shipment, division: 'PORT' }, config)).toBe('paperworkNotReceived');
  });

  it.each(['INVOICED', 'APPROVED', 'PAID'] as const)('none once the status is %s', (paymentStatus) => {
    expect(reasonOf({ paymentStatus })).toBeNull();
  });
});
