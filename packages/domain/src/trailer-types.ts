// Trailer (equipment) types a load asks for, as searched and shown on cards (D1-3 transportMode).
export const trailerTypes = [
  'Dry Van',
  'Refrigerated',
  'Flatbed',
  'Power Only',
  'Container',
  'Specialty',
] as const;
export type TrailerType = (typeof trailerTypes)[number];

export function isTrailerType(value: unknown): value is TrailerType {
  return typeof value === 'string' && (trailerTypes as readonly string[]).includes(value);
}
