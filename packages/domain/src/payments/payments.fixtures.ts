import type { PaymentTrackerShipment } from './payment-tracker';

// The shipment the tests of payments/ start from and change one field at a time: a delivered Power
// Only load (MASTERMIND, whose paperwork is a POD, a BOL and the invoice), not invoiced yet.

export const deliveredShipment: PaymentTrackerShipment = {
  sourceSystem: 'MASTERMIND',
  division: null,
  shipmentState: 'DELIVERED_NEEDS_PPWK',
  paymentStatus: 'NOT_INVOICED',
  paymentStatusUpdatedAt: new Date('2030-03-05T21:00:00Z'),
  paymentScheduledFor: null,
  paperworkCompletedAt: null,
  paidAt: null,
  paidAmountCents: null,
  paymentNote: null,
};
