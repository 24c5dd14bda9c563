import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { paymentTrackerOf } from './payment-tracker';
import { deliveredShipment } from './payments.fixtures';

const trackerOf = (changes: Partial<typeof deliveredShipment>, documentTypes: string[] = []) =>
  paymentTrackerOf({ ...deliveredShipment, ...changes }, documentTypes, defaultConfig);

const nothingElse = {
  missing: null,
  paperworkCompletedAt: null,
  scheduled: null,
  paidAt: null,
  paidAmountCents: null,
  note: null,
};

describe('the payment tracker of a shipment', () => {
  it('[D2-4.07] waiting on you says which required documents and whether the invoice are missing', () => {
    expect(trackerOf({}, ['proofOfDelivery', 'rateConfirmation'])).toEqual({
      ...nothingElse,
      stage: 'waitingOnYou',
      waitReason: 'paperworkMissing',
      missing: { documents: ['masterBillOfLading'], invoice: true },
    });
    expect(trackerOf({}, ['proofOfDelivery', 'masterBillOfLading']).missing).toEqual({
      documents: [],
      invoice: true,
    });
  });

  it('waiting on you before the trip is done lists nothing missing yet', () => {
    expect(trackerOf({ shipmentState: 'IN_TRANSIT', paymentStatus: null })).toEqual({
      ...nothingElse,
      stage: 'waitingOnYou',
      waitReason: 'tripNotDone',
    });
  });

  it('a dispute waits on you with the source’s note', () => {
    const paperworkCompletedAt = new Date('2030-03-06T15:00:00Z');
    expect(
      trackerOf({
        shipmentState: 'DELIVERED_WITH_PPWK',
        paymentStatus: 'DISPUTED',
        paymentNote: 'The POD is not signed.',
        paperworkCompletedAt,
      }),
    ).toEqual({
      ...nothingElse,
      stage: 'waitingOnYou',
      waitReason: 'disputed',
      paperworkCompletedAt,
      note: 'The POD is not signed.',
    });
  });

  it('waiting on the provider once the paperwork is in, with the day it was complete', () => {
    const paperworkCompletedAt = new Date('2030-03-06T15:00:00Z');
    expect(
      trackerOf({ shipmentState: 'DELIVERED_WITH_PPWK', paymentStatus: 'INVOICED', paperworkCompletedAt }),
    ).toEqual({ ...nothingElse, stage: 'waitingOnProvider', waitReason: null, paperworkCompletedAt });
  });

  it('scheduled with the expected day of the source’s terms (MASTERMIND: the default 30 days)', () => {
    const tracker = trackerOf({
      shipmentState: 'DELIVERED_WITH_PPWK',
      paymentStatus: 'APPROVED',
      paymentStatusUpdatedAt: new Date('2030-03-10T14:00:00Z'),
    });
    expect(tracker.stage).toBe('scheduled');
    expect(tracker.scheduled).toEqual({ expectedOn: '2030-04-09', isFromSource: false });
  });

  it('paid with the day and the amount', () => {
    const paidAt = new Date('2030-04-08T16:00:00Z');
    expect(
      trackerOf({
        shipmentState: 'DELIVERED_WITH_PPWK',
        paymentStatus: 'PAID',
        paidAt,
        paidAmountCents: 283_262,
        paymentScheduledFor: '2030-04-09',
      }),
    ).toEqual({ ...nothingElse, stage: 'paid', waitReason: null, paidAt, paidAmountCents: 283_262 });
  });

  it('shows only what belongs to the stage: no paid day while scheduled, no expected day once paid', () => {
    const scheduled = trackerOf({
      paymentStatus: 'APPROVED',
      paidAt: new Date('2030-04-08T16:00:00Z'),
      paidAmountCents: 100,
    });
    expect([scheduled.paidAt, scheduled.paidAmountCents]).toEqual([null, null]);
    expect(trackerOf({ paymentStatus: 'PAID', paymentScheduledFor: '2030-04-09' }).scheduled).toBeNull();
  });
});
