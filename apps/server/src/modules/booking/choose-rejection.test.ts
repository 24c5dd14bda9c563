import { describe, expect, it } from 'vitest';
import { chooseRejection, type BookingCarrierFacts, type BookingPostingFacts } from './choose-rejection';

const carrier: BookingCarrierFacts = { active: true, source: 'MERCURYGATE', complianceHoldReason: null };
const posting: BookingPostingFacts = {
  status: 'OPEN',
  buyAllowed: true,
  binRateId: 'BIN-1',
  totalChargeCents: 298_312,
  currency: 'USD',
  lineHaulCents: 230_000,
  fuelCents: 53_262,
  isVisible: true,
};
const rate = {
  binRateId: 'BIN-1',
  amount: 298_312,
  currency: 'USD' as const,
  lhlCharges: 230_000,
  fsrCharges: 53_262,
};

describe('chooseRejection: the order of the booking checks', () => {
  it('[D1-4.26] nothing to refuse: an active carrier, an open bookable posting at the accepted rate, equipment it carries', () => {
    expect(chooseRejection(carrier, posting, rate)).toBeNull();
  });

  it.each([
    [
      '[D1-4.24] the carrier first: inactive',
      { ...carrier, active: false },
      { ...posting, status: 'BOOKED' },
      'carrierInactive',
    ],
    [
      '[D1-4.28] then its compliance hold',
      { ...carrier, complianceHoldReason: 'insurance' },
      { ...posting, status: 'WITHDRAWN' },
      'complianceHold',
    ],
    ['[D1-4.27] then a posting that is gone', carrier, null, 'noLongerAvailable'],
    [
      '[D1-4.27] or expired',
      carrier,
      { ...posting, status: 'EXPIRED', buyAllowed: false },
      'noLongerAvailable',
    ],
    ['[D1-4.29] or withdrawn', carrier, { ...posting, status: 'WITHDRAWN', isVisible: false }, 'withdrawn'],
    ['[D1-4.27] or booked', carrier, { ...posting, status: 'BOOKED', totalChargeCents: 1 }, 'alreadyBooked'],
    [
      '[D1-4.19] then not bookable online',
      carrier,
      { ...posting, buyAllowed: false, totalChargeCents: 1 },
      'notBookable',
    ],
    ['[D1-4.19] or without a rate', carrier, { ...posting, totalChargeCents: null }, 'notBookable'],
    ['[D1-4.27] then the rate', carrier, { ...posting, fuelCents: null, isVisible: false }, 'rateChanged'],
    ['[D1-1.12] last the equipment', carrier, { ...posting, isVisible: false }, 'equipmentNotAllowed'],
  ] as const)('%s', (_name, carrierFacts, postingFacts, reason) => {
    expect(chooseRejection(carrierFacts, postingFacts, rate)).toBe(reason);
  });

  it('[D1-4.24] an inactive ASL carrier is exempt', () => {
    expect(chooseRejection({ ...carrier, active: false, source: 'ASL' }, posting, rate)).toBeNull();
  });

  it('[D1-7.16] a posting without a bin rate identifier is booked with an empty one', () => {
    expect(chooseRejection(carrier, { ...posting, binRateId: null }, { ...rate, binRateId: '' })).toBeNull();
    expect(chooseRejection(carrier, { ...posting, binRateId: null }, rate)).toBe('rateChanged');
  });
});
