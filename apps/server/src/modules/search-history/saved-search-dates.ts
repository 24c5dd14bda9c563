import { daysBetween, shiftDays, writeInOffset } from '@freight/domain/zoned-dates';

// A saved search keeps its dates as instants plus the zone offset they were typed in ("-06:00"), so
// they are written back as the member typed them (writeInOffset of @freight/domain/zoned-dates). Its
// re-run dates count calendar days in that offset: the member's own days, not the server's.

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
