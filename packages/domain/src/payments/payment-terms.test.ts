import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { addDays, approvalDayOf, paymentTermsDays, scheduledPaymentOf } from './payment-terms';
import { deliveredShipment } from './payments.fixtures';

const config = {
  ...defaultConfig,
  payments: { ...defaultConfig.payments, termsDays: { default: 30, ASL: 15, 'ASL/EAST': 7 } },
};

describe('the payment terms of a source', () => {
  it.each([
    ['ASL', 'EAST', 7],
    ['ASL', 'WEST', 15],
    ['ASL', null, 15],
    ['MASTERMIND', null, 30],
    ['MASTERMIND', 'DRAY', 30],
  ] as const)('%s/%s pays %i days after approval', (sourceSystem, division, days) => {
    expect(paymentTermsDays({ sourceSystem, division }, config)).toBe(days);
  });

  it('ignores a configured value that is not whole days, and falls back to 30 without a default', () => {
    const odd = {
      payments: { ...defaultConfig.payments, termsDays: { default: 20, ASL: -3, TRINIUM: 2.5 } },
    };
    expect(paymentTermsDays({ sourceSystem: 'ASL', division: null }, odd)).toBe(20);
    expect(paymentTermsDays({ sourceSystem: 'TRINIUM', division: null }, odd)).toBe(20);
    expect(
      paymentTermsDays(
        { sourceSystem: 'ASL', division: null },
        { payments: { ...defaultConfig.payments, termsDays: {} } },
      ),
    ).toBe(30);
  });
});

describe('the expected day of an approved payment', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2030-01-31', 30)).toBe('2030-03-02');
    expect(addDays('2028-02-15', 15)).toBe('2028-03-01');
    expect(addDays('2030-12-20', 15)).toBe('2031-01-04');
    expect(addDays('2030-03-01', 0)).toBe('2030-03-01');
  });

  it('counts from the day of the approval in America/New_York, wherever the server is', () => {
    // 02:30 UTC on 6 March is still 5 March in New York.
    expect(approvalDayOf(new Date('2030-03-06T02:30:00Z'), config)).toBe('2030-03-05');
    expect(approvalDayOf(new Date('2030-03-06T05:30:00Z'), config)).toBe('2030-03-06');
  });

  it('is the source’s day when it gave one', () => {
    const shipment = { ...deliveredShipment, paymentScheduledFor: '2030-04-02' };
    expect(scheduledPaymentOf(shipment, config)).toEqual({ expectedOn: '2030-04-02', isFromSource: true });
  });

  it('is the approval day plus the terms of the source otherwise', () => {
    const approved = { ...deliveredShipment, paymentStatusUpdatedAt: new Date('2030-03-06T02:30:00Z') };
    expect(scheduledPaymentOf(approved, config)).toEqual({ expectedOn: '2030-04-04', isFromSource: false });
    expect(scheduledPaymentOf({ ...approved, sourceSystem: 'ASL', division: 'EAST' }, config)).toEqual({
      expectedOn: '2030-03-12',
      isFromSource: false,
    });
  });

  it('is unknown without a date and without the approval’s time', () => {
    expect(scheduledPaymentOf({ ...deliveredShipment, paymentStatusUpdatedAt: null }, config)).toBeNull();
  });
});
