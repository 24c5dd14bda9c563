import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePart, daysBetween, toOffsetDateTime, writeInOffset } from '@freight/domain/zoned-dates';
import { shiftDatesForRerun } from './saved-search-dates';

const saved = {
  pickUpStartDate: '2026-11-20T00:00:00-06:00',
  pickUpEndDate: '2026-11-22T23:55:00-06:00',
  dropStartDate: '2026-11-20T00:00:00-06:00',
  dropEndDate: '2026-11-28T23:55:00-06:00',
};

describe('saved search dates', () => {
  it('re-runs a search whose pick-up start has passed from today, every range kept as long', () => {
    // 03:00 UTC on the 24th is still the 23rd at -06:00: "today" is the member's day, not the server's.
    const now = new Date('2026-11-24T03:00:00Z');
    expect(shiftDatesForRerun(saved, now, '-06:00')).toEqual({
      pickUpStartDate: '2026-11-23T00:00:00-06:00',
      pickUpEndDate: '2026-11-25T23:55:00-06:00',
      dropStartDate: '2026-11-23T00:00:00-06:00',
      dropEndDate: '2026-12-01T23:55:00-06:00',
    });
  });

  it('keeps the dates of a search that picks up today or later, and a missing drop', () => {
    expect(shiftDatesForRerun(saved, new Date('2026-11-20T23:00:00-06:00'), '-06:00')).toEqual(saved);
    expect(shiftDatesForRerun(saved, new Date('2026-11-01T12:00:00Z'), '-06:00')).toEqual(saved);
    const anywhere = { ...saved, dropStartDate: null, dropEndDate: null };
    expect(shiftDatesForRerun(anywhere, new Date('2026-11-30T12:00:00Z'), '-06:00')).toEqual({
      pickUpStartDate: '2026-11-30T00:00:00-06:00',
      pickUpEndDate: '2026-12-02T23:55:00-06:00',
      dropStartDate: null,
      dropEndDate: null,
    });
  });

  it('never re-runs from a past day and keeps every gap between the dates (property)', () => {
    const day = 86_400_000;
    const offsetMinutes = fc.constantFrom(-480, -360, -300, -210, 0, 60);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: -60, max: 60 }),
        fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 3, maxLength: 3 }),
        offsetMinutes,
        (startDay, nowDay, gaps, minutes) => {
          const base = Date.UTC(2026, 0, 1) + startDay * day;
          const write = (ms: number) => toOffsetDateTime(ms, minutes);
          const [g1, g2, g3] = gaps as [number, number, number];
          const dates = {
            pickUpStartDate: write(base),
            pickUpEndDate: write(base + g1 * day),
            dropStartDate: write(base + g2 * day),
            dropEndDate: write(base + (g2 + g3) * day),
          };
          const now = new Date(base + nowDay * day + 7 * 3_600_000);
          const offset = dates.pickUpStartDate.slice(19);
          const today = datePart(writeInOffset(now, offset));
          const rerun = shiftDatesForRerun(dates, now, offset);
          const savedDay = datePart(dates.pickUpStartDate);
          expect(datePart(rerun.pickUpStartDate!)).toBe(savedDay < today ? today : savedDay);
          const gapsOf = (d: typeof dates) => [
            daysBetween(d.pickUpStartDate, d.pickUpEndDate),
            daysBetween(d.pickUpStartDate, d.dropStartDate),
            daysBetween(d.dropStartDate, d.dropEndDate),
          ];
          expect(gapsOf(rerun as typeof dates)).toEqual(gapsOf(dates));
          expect(rerun.pickUpEndDate!.slice(10)).toBe(dates.pickUpEndDate.slice(10));
        },
      ),
    );
  });
});
