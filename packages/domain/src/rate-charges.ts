// The names the platform gives the two charges of every rate: a source system sends their amounts,
// not their names. The server writes them on a posting's rate and on the cost items of a booked
// shipment; the web shows them through its catalogues, so they are codes as much as names.

export const rateChargeNames = { lineHaul: 'Line haul', fuelSurcharge: 'Fuel surcharge' } as const;

export type RateChargeName = (typeof rateChargeNames)[keyof typeof rateChargeNames];

export function isRateChargeName(value: unknown): value is RateChargeName {
  return Object.values(rateChargeNames).some((name) => name === value);
}
