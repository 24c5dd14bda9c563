import { describe, expect, it } from 'vitest';
import { makeFullPosting, makePosting } from '../../../test/load-postings.fixtures';
import { toBuyLoadInput } from './to-buy-load-input';

describe('the buy request', () => {
  it('[D1-4.22] sends the accepted rate: total, currency, line haul and fuel, under the given key', () => {
    const posting = makeFullPosting(makePosting({ loadId: 'L7' }));
    expect(toBuyLoadInput(posting, 'member-1', 'carrier-1', 'key-1')).toEqual({
      userId: 'member-1',
      carrierId: 'carrier-1',
      sourceSystem: 'BROKERAGE',
      loadId: 'L7',
      binRateId: 'BIN1',
      amount: '1850.99',
      currency: 'USD',
      lhlCharges: '1500.50',
      fsrCharges: '300.49',
      idempotencyKey: 'key-1',
    });
  });

  it('[D1-4.22] a load without a rate sends empty amounts in dollars', () => {
    const posting = makeFullPosting(makePosting({ rate: null }));
    expect(toBuyLoadInput(posting, 'member-1', 'carrier-1', 'key-2')).toMatchObject({
      binRateId: '',
      amount: '',
      currency: 'USD',
      lhlCharges: null,
      fsrCharges: null,
    });
  });
});
