import type { CarrierPaymentLoad, CarrierPaymentLoads } from './api/get-carrier-payment-loads';
import type { CarrierPaymentTotals } from './api/get-carrier-payment-totals';
import type { PaymentTracker } from './api/get-payment-tracker';

// The payment tracker, Manage Financial's totals and pages as the API answers them, for the tests to
// change one field at a time.

/** A delivered load waiting on its proof of delivery. */
export function makePaymentTracker(overrides: Partial<PaymentTracker> = {}): PaymentTracker {
  return {
    shipmentId: 'S1',
    loadId: 'L100',
    shipmentState: 'DELIVERED_NEEDS_PPWK',
    stage: 'waitingOnYou',
    waitReason: 'paperworkMissing',
    missingDocuments: ['proofOfDelivery'],
    isInvoiceMissing: false,
    paperworkCompletedAt: null,
    expectedPaymentDate: null,
    isExpectedDateFromProvider: null,
    paidAt: null,
    paidAmount: null,
    totalAmount: null,
    currency: 'USD',
    note: null,
    ...overrides,
  };
}

export function makePaymentTotals(overrides: Partial<CarrierPaymentTotals> = {}): CarrierPaymentTotals {
  return {
    totals: [
      { stage: 'waitingOnYou', currency: 'USD', loadCount: 2, amount: '5665.24' },
      { stage: 'waitingOnProvider', currency: 'CAD', loadCount: 1, amount: '500.00' },
      { stage: 'waitingOnProvider', currency: 'USD', loadCount: 3, amount: '8497.86' },
      { stage: 'paid', currency: 'USD', loadCount: 1, amount: '2800.50' },
    ],
    paidSince: '2030-01-30T12:00:00.000Z',
    ...overrides,
  };
}

export function makePaymentLoad(
  shipmentId: string,
  overrides: Partial<CarrierPaymentLoad> = {},
): CarrierPaymentLoad {
  return {
    shipmentId,
    loadId: null,
    shipmentState: 'DELIVERED_NEEDS_PPWK',
    stage: 'waitingOnYou',
    waitReason: 'paperworkMissing',
    expectedPaymentDate: null,
    paidAt: null,
    amount: '2832.62',
    currency: 'USD',
    ...overrides,
  };
}

export function makePaymentLoadsPage(
  loads: CarrierPaymentLoad[],
  overrides: Partial<CarrierPaymentLoads> = {},
): CarrierPaymentLoads {
  return { loads, totalCount: loads.length, pageIndex: 0, pageSize: 25, ...overrides };
}
