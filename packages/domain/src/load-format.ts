// How a load card writes its figures (D1-9.07): the price in whole dollars, truncated; the distance
// rounded (the word 'mile' is singular at 1, which the catalogue's plural handles); the weight with
// thousands separators; stop-offs = stops - 2; rates with 2 decimals in the load's currency.
// Figures are written for a locale the caller gives (a BCP 47 tag such as 'en-US' or 'fr-CA'): the
// domain reads no UI state.

/** Card price: whole units of the currency, cents dropped (never rounded up). */
export function formatCardPrice(totalCents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.trunc(totalCents / 100));
}

/** A rate or charge with 2 decimals in the load's currency. */
export function formatRate(amountCents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountCents / 100);
}

/** Miles as shown: rounded to a whole number. */
export function roundDistance(miles: number): number {
  return Math.round(miles);
}

/** A weight in whole units with the locale's grouping. */
export function formatWeight(weight: number, locale: string): string {
  return formatCount(weight, locale);
}

/** A count (units of a commodity) in whole units with the locale's grouping. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** Stops between the first pick-up and the last drop. */
export function stopOffs(numberOfStops: number): number {
  return Math.max(0, numberOfStops - 2);
}

/** Total charge per mile of the trip, or null without a rate or a distance. */
export function ratePerMileCents(totalCents: number | null | undefined, miles: number): number | null {
  if (totalCents == null || !(miles > 0)) return null;
  return Math.round(totalCents / miles);
}
