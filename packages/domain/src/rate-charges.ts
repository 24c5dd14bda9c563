// The two charges of every rate, by code: a source system sends their amounts, not their names. The
// server writes a charge's stored name (the English one, as source systems and older rows have it) on
// a posting's rate and on the cost items of a booked shipment; every screen shows the catalogues' text
// of its code (`messages:charges.<code>`).

export const rateChargeNames = { lineHaul: 'Line haul', fuelSurcharge: 'Fuel surcharge' } as const;

export type RateChargeCode = keyof typeof rateChargeNames;

export const rateChargeCodes = Object.keys(rateChargeNames) as RateChargeCode[];

/** The code of a stored charge name; undefined for a name of a source system's own. */
export function rateChargeCodeOf(name: unknown): RateChargeCode | undefined {
  return rateChargeCodes.find((code) => rateChargeNames[code] === name);
}
