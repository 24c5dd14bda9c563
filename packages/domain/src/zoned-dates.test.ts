import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datePart,
  endOfDay,
  endOfDayTime,
  isOffsetDateTime,
  localDateOf,
  shiftDays,
  startOfDay,
  toOffsetDateTime,
} from './zoned-dates';

describe('offset date-times', () => {
  it.each([
    '2026-11-24T00:00:00-06:00',
    '2026-11-24T08:30-05:00',
    '2026-11-24T23:55:00.123+05:30',
    '2026-02-28T12:00:00Z',
    '2028-02-29T12:00:00+00:00',
  ])('[D1-3.05] accepts an ISO date-time with a zone offset: %s', (value) => {
    expect(isOffsetDateTime(value)).toBe(true);
  });

  it.each([
    '2026-11-24',
    '2026-11-24T08:30:00',
    '2026-02-30T08:30:00-06:00',
    '2027-02-29T08:30:00-06:00',
    '2026-13-01T08:30:00-06:00',
    '2026-11-24T24:00:00-06:00',
    '2026-11-24T08:60:00-06:00',
    '24/11/2026 08:30',
    '',
  ])('[D1-3.05] refuses a date without an offset or an impossible one: %j', (value) => {
    expect(isOffsetDateTime(value)).toBe(false);
  });

  it('[D1-5.07] start and end of day keep the calendar date and the offset as written', () => {
    const value = '2026-11-24T17:45:00-06:00';
    expect(datePart(value)).toBe('2026-11-24');
    expect(startOfDay(value)).toBe('2026-11-24T00:00:00-06:00');
    // The end of the day is the last slot a 5-minute time picker offers.
    expect(endOfDay(value)).toBe(`2026-11-24T${endOfDayTime}-06:00`);
    expect(endOfDayTime).toBe('23:55:00');
  });

  it('[D1-5.07] shifting days crosses months, years and leap days and keeps time and offset', () => {
    expect(shiftDays('2026-11-24T08:30:00-06:00', 2)).toBe('2026-11-26T08:30:00-06:00');
    expect(shiftDays('2026-12-30T08:30:00-06:00', 8)).toBe('2027-01-07T08:30:00-06:00');
    expect(shiftDays('2028-02-28T00:00:00+01:00', 1)).toBe('2028-02-29T00:00:00+01:00');
    expect(shiftDays('2026-03-01T00:00:00Z', -1)).toBe('2026-02-28T00:00:00Z');
  });

  it('refuses to work on text that is not an offset date-time', () => {
    expect(() => startOfDay('2026-11-24')).toThrow(/offset/);
    expect(() => shiftDays('tomorrow', 1)).toThrow();
  });

  it.each([
    [Date.UTC(2026, 10, 24, 6, 0, 0), -360, '2026-11-24T00:00:00-06:00'],
    [Date.UTC(2026, 10, 24, 3, 0, 0), -360, '2026-11-23T21:00:00-06:00'],
    [Date.UTC(2026, 10, 24, 20, 0, 0), 330, '2026-11-25T01:30:00+05:30'],
    [Date.UTC(2026, 10, 24, 12, 0, 0), -210, '2026-11-24T08:30:00-03:30'],
    [Date.UTC(2026, 10, 24, 12, 0, 0), 0, '2026-11-24T12:00:00+00:00'],
  ])('[D1-3.05] writes the moment %d in the zone %d minutes east of UTC as %s', (epoch, offset, text) => {
    expect(toOffsetDateTime(epoch, offset)).toBe(text);
  });

  it('[D1-3.05] a written date-time always reads back as the same moment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (epoch, offset) => {
          const seconds = Math.floor(epoch / 1000) * 1000;
          const text = toOffsetDateTime(seconds, offset);
          expect(isOffsetDateTime(text)).toBe(true);
          expect(Date.parse(text)).toBe(seconds);
        },
      ),
    );
  });

  it('[D1-5.07] the local date of a moment depends on the place', () => {
    const moment = Date.UTC(2026, 10, 24, 3, 30);
    expect(localDateOf(moment, 'UTC')).toBe('2026-11-24');
    expect(localDateOf(moment, 'America/Chicago')).toBe('2026-11-23');
    expect(localDateOf(moment, 'Asia/Tokyo')).toBe('2026-11-24');
  });
});
