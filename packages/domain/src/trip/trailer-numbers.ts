import type { AppConfig } from '../config';
import type { StopType } from '../stops';
import { isSingleLineText, toSingleLineText } from '../single-line-text';

// Trailer numbers of a stop (D2-5.15 to D2-5.25, D2-9.05): what a value is, what the driver may type,
// which types the dropdown offers at a stop, and the managed-equipment clean-up. A trailer is entered
// as a dropdown type and a typed number; the value the stop keeps is the two joined (D2-5.19).

/** The dropdown's own types (D2-5.17), in the order it lists them after the configured keys. */
export const builtInTrailerTypes = ['TA', 'SNLU', 'SNCZ', 'OTHER', 'BOBTAIL'] as const;
export type BuiltInTrailerType = (typeof builtInTrailerTypes)[number];

/** A dropdown type: a built-in one or a configured key (trip.trailerKeys). */
export type TrailerType = string;

/** The prefixes followed by a number (D2-5.15, D2-5.16): TA, SNLU, SNCZ and the configured keys. */
const numberedBuiltInTypes = ['TA', 'SNLU', 'SNCZ'] as const;

export type TrailerActivity = 'TRAILER_IN' | 'TRAILER_OUT';

/** A trailer as the form holds it: the dropdown type (null before one is chosen) and the typed text. */
export type TrailerEntry = { type: TrailerType | null; number: string };

export type TrailerConfig = Pick<
  AppConfig['trip'],
  'trailerKeys' | 'trailerNumberDigits' | 'otherTrailerMaxLength'
>;

function numberedTypes(config: TrailerConfig): readonly string[] {
  return [...config.trailerKeys, ...numberedBuiltInTypes];
}

export function isNumberedTrailerType(type: TrailerType, config: TrailerConfig): boolean {
  return numberedTypes(config).includes(type);
}

/**
 * D2-5.15: TA, SNLU or SNCZ (or a configured key) followed by exactly 6 digits is that type, the word
 * BOBTAIL is BOBTAIL, anything else is OTHER, free text.
 */
export function classifyTrailerValue(value: string, config: TrailerConfig): TrailerType {
  const trimmed = value.trim();
  if (trimmed === 'BOBTAIL') return 'BOBTAIL';
  const digits = new RegExp(`^\\d{${config.trailerNumberDigits}}$`);
  const type = numberedTypes(config).find(
    (prefix) => trimmed.startsWith(prefix) && digits.test(trimmed.slice(prefix.length)),
  );
  return type ?? 'OTHER';
}

/** A stored value as the form shows it (the reverse of trailerValueOf); empty: no type chosen yet. */
export function trailerEntryOf(value: string | null | undefined, config: TrailerConfig): TrailerEntry {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { type: null, number: '' };
  const type = classifyTrailerValue(trimmed, config);
  if (type === 'OTHER') return { type, number: trimmed };
  if (type === 'BOBTAIL') return { type, number: '' };
  return { type, number: trimmed.slice(type.length) };
}

/** D2-5.19: any type but OTHER prefixes the typed number; BOBTAIL is the word alone. */
export function trailerValueOf(entry: TrailerEntry): string {
  if (entry.type === null) return '';
  if (entry.type === 'BOBTAIL') return 'BOBTAIL';
  const number = entry.number.trim();
  return entry.type === 'OTHER' ? number : `${entry.type}${number}`;
}

/** The most a type's typed text may hold (D2-5.16, D2-5.21, D2-9.05): 6 digits, 15 for OTHER, none for BOBTAIL. */
export function trailerNumberMaxLength(type: TrailerType | null, config: TrailerConfig): number {
  if (type === null || type === 'BOBTAIL') return 0;
  return type === 'OTHER' ? config.otherTrailerMaxLength : config.trailerNumberDigits;
}

/**
 * What the typed text keeps (D2-5.21): capped at the type's length; letters, digits and spaces only
 * except for OTHER, which is free text without control characters. The numbered types keep digits
 * alone (D2-5.16 allows them nothing else, so a letter could only make the number invalid). Leading
 * spaces go as typed; trailing ones when the value is joined (trailerValueOf), so a space between two
 * words of an OTHER trailer can still be typed.
 */
export function sanitizeTrailerNumber(
  type: TrailerType | null,
  typed: string,
  config: TrailerConfig,
): string {
  const kept = type === 'OTHER' ? toSingleLineText(typed) : typed.replace(/\D/g, '');
  return kept.trimStart().slice(0, trailerNumberMaxLength(type, config));
}

/** incomplete: no type, or a type without its number; invalid: a number its type does not take. */
export type TrailerEntryProblem = 'incomplete' | 'invalid';

/** D2-5.08, D2-5.10, D2-5.16: whether an entry is a whole, valid trailer. */
export function trailerEntryProblem(entry: TrailerEntry, config: TrailerConfig): TrailerEntryProblem | null {
  if (entry.type === null) return 'incomplete';
  if (entry.type === 'BOBTAIL') return null;
  const number = entry.number.trim();
  if (number === '') return 'incomplete';
  if (entry.type === 'OTHER')
    return number.length > config.otherTrailerMaxLength || !isSingleLineText(number) ? 'invalid' : null;
  if (!isNumberedTrailerType(entry.type, config)) return 'invalid';
  return new RegExp(`^\\d{${config.trailerNumberDigits}}$`).test(number) ? null : 'invalid';
}

// D2-5.22 gives the stop types P, D, BorderCrossing, Relay and NFR, says SNCZ has no trailer-in and
// BOBTAIL differs, and leaves the exact table out. Our table:
// - TA, SNLU, OTHER and the configured keys: in and out at those five types;
// - SNCZ (a container on a chassis): out only, at the five;
// - BOBTAIL (the tractor alone): in at a pickup, a relay or an NFR stop (one arrives without a trailer
//   to collect one), out at a delivery, a relay or an NFR stop (one leaves without one after dropping
//   it); never at a border crossing, where the load crosses with its trailer.
// O-type stops have no trailer activity (D2-5.12 asks for trailers on non-O stops only).
const trailerStopTypes: readonly StopType[] = ['P', 'D', 'BorderCrossing', 'Relay', 'NFR'];
const stopTypesByType: Record<
  'default' | 'SNCZ' | 'BOBTAIL',
  Record<TrailerActivity, readonly StopType[]>
> = {
  default: { TRAILER_IN: trailerStopTypes, TRAILER_OUT: trailerStopTypes },
  SNCZ: { TRAILER_IN: [], TRAILER_OUT: trailerStopTypes },
  BOBTAIL: { TRAILER_IN: ['P', 'Relay', 'NFR'], TRAILER_OUT: ['D', 'Relay', 'NFR'] },
};

/** D2-5.22: the stop types where a trailer type may be entered as trailer-in or trailer-out. */
export function allowedStopTypes(type: TrailerType, activity: TrailerActivity): readonly StopType[] {
  const row = type === 'SNCZ' || type === 'BOBTAIL' ? stopTypesByType[type] : stopTypesByType.default;
  return row[activity];
}

export type TrailerChoiceStop = { stopType: StopType; sequenceNo: number };

/**
 * The dropdown's types for one trailer field of a stop (D2-5.17): the configured keys, then TA, SNLU,
 * SNCZ, OTHER, BOBTAIL, less those the stop type does not take (D2-5.22), BOBTAIL at a pickup other
 * than the first stop (D2-5.18), and SNCZ as trailer-out on a dray route without a chassis number
 * (D2-5.20).
 */
export function trailerChoices(
  stop: TrailerChoiceStop,
  activity: TrailerActivity,
  shipment: { isDrayRoute: boolean; chassisNumber?: string | null | undefined },
  config: TrailerConfig,
): TrailerType[] {
  const types = [...new Set([...config.trailerKeys, ...builtInTrailerTypes])];
  return types.filter((type) => {
    if (!allowedStopTypes(type, activity).includes(stop.stopType)) return false;
    if (type === 'BOBTAIL' && stop.stopType === 'P' && stop.sequenceNo !== 1) return false;
    if (type === 'SNCZ' && activity === 'TRAILER_OUT' && shipment.isDrayRoute)
      return Boolean(shipment.chassisNumber?.trim());
    return true;
  });
}

const managedTokens = /BOBTAIL|SNLU|SNCZ|TA/i;
const managedPatterns = /^(?:(?:TA|SNLU|SNCZ)\d{6}|BOBTAIL)$/;

/**
 * D2-5.24: with managed equipment, a stored value that contains BOBTAIL, SNLU, SNCZ or TA anywhere (in
 * any case, our choice: "ta123456" is the same mistyped trailer) but is not one of their patterns is
 * shown blank, for the driver to enter again; other values stay.
 */
export function managedTrailerValue(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return managedTokens.test(trimmed) && !managedPatterns.test(trimmed) ? '' : trimmed;
}

/** D2-5.25: the trailer a source system's refusal names ("... TA123456 ..."), or null. */
export function trailerNamedInMessage(message: string | null | undefined): string | null {
  return /TA\d{6}(?!\d)/.exec(message ?? '')?.[0] ?? null;
}

export type KnownStopActivity = { execActivity: string };

/**
 * D2-5.23, D2-8.09: the entered trailers whose activity the stop does not have, so the update cannot
 * be mapped to it. BOBTAIL is not an activity and needs none.
 */
export function missingStopActivities(
  activities: readonly KnownStopActivity[],
  entered: Partial<Record<TrailerActivity, TrailerEntry | null>>,
): TrailerActivity[] {
  return (['TRAILER_IN', 'TRAILER_OUT'] as const).filter((activity) => {
    const entry = entered[activity];
    if (!entry || entry.type === null || entry.type === 'BOBTAIL') return false;
    return !activities.some((known) => known.execActivity === activity);
  });
}
