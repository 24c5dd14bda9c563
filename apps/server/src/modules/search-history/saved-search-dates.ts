import { datePart, shiftDays, toOffsetDateTime } from '@freight/domain/zoned-dates';

// A saved search keeps its dates as instants plus the zone offset they were typed in ("-06:00"), so
// they are written back as the member typed them. Its day offsets and the re-run dates count calendar
// days in that offset: the member's own days, not the server's.

const zoneOffsetPattern = /^[+-]\d{2}:\d{2}$/;
const dayMs = 86_400_000;

/** The offset a date-time was written with ("-06:00"); "Z" reads as "+00:00". Null when there is none. */
export function zoneOffsetOf(value: string | null | undefined): string | null {
  const match = value ? /(Z|[+-]\d{2}:\d{2})$/.exec(value) : null;
  if (!match) return null;
  return match[1] === 'Z' ? '+00:00' : match[1]!;
}

export function isZoneOffset(value: string): boolean {
  return zoneOffsetPattern.test(value);
}

/** Minutes east of UTC of an offset such as "-06:00"; a row saved without one reads as UTC. */
function offsetMinutesOf(offset: string | null): number {
  if (!offset || !isZoneOffset(offset)) return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** The instant as an ISO date-time in the saved offset, e.g. 2026-11-24T00:00:00-06:00. */
export function writeInOffset(instant: Date, offset: string | null): string;
export function writeInOffset(instant: Date | null, offset: string | null): string | null;
export function writeInOffset(instant: Date | null, offset: string | null): string | null {
  return instant ? toOffsetDateTime(instant.getTime(), offsetMinutesOf(offset)) : null;
}

/** Whole calendar days from one date-time's date to another's, as written (negative when earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${datePart(to)}T00:00:00Z`) - Date.parse(`${datePart(from)}T00:00:00Z`)) / dayMs,
  );
}

export type SearchDates = {
  pickUpStartDate: string | null;
  pickUpEndDate: string | null;
  dropStartDate: string | null;
  dropEndDate: string | null;
};

/**
 * The dates a saved search runs with on a later day: when its pick-up start day has passed (in the
 * saved offset), every date moves by the same number of whole days so that pick-up starts today,
 * keeping the wall-clock times, the offset and the length of each range. A search still in the
 * future runs as saved. Without this a favourite would be refused after its first day ('Please
 * provide a correct pickup date') and could never be re-run.
 */
export function shiftDatesForRerun(dates: SearchDates, now: Date, offset: string | null): SearchDates {
  if (!dates.pickUpStartDate) return dates;
  const today = writeInOffset(now, offset);
  const days = daysBetween(dates.pickUpStartDate, today);
  if (days <= 0) return dates;
  const shift = (value: string | null) => (value ? shiftDays(value, days) : null);
  return {
    pickUpStartDate: shift(dates.pickUpStartDate),
    pickUpEndDate: shift(dates.pickUpEndDate),
    dropStartDate: shift(dates.dropStartDate),
    dropEndDate: shift(dates.dropEndDate),
  };
}
