// The payments feature's query keys, each defined once.

/** The payment tracker of one load (getPaymentTracker). */
export function paymentTrackerQueryKey(shipmentId: string) {
  return ['getPaymentTracker', shipmentId] as const;
}

/** Manage Financial's totals per stage and currency (getCarrierPaymentTotals). */
export const carrierPaymentTotalsQueryKey = ['getCarrierPaymentTotals'] as const;

/** One page of Manage Financial's list, for one stage or every stage (getCarrierPaymentLoads). */
export function carrierPaymentLoadsQueryKey(stage: string | null, pageIndex: number) {
  return ['getCarrierPaymentLoads', stage, pageIndex] as const;
}
