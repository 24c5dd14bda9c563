import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datePart,
  daysBetween,
  endOfDay,
  endOfDayTime,
  formatInZone,
  formatOffset,
  instantAsWrittenIn,
  instantOfWallTime,
  isIanaTimeZone,
  isOffsetDateTime,
  isZoneOffset,
  localDateOf,
  offsetMinutesAt,
  offsetMinutesOf,
  shiftDays,
  startOfDay,
  toLocalOffsetDateTime,
  toOffsetDateTime,
  wallTimeOf,
  writeInOffset,
  zoneOffsetOf,
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

// Moved here with the functions from the server's saved search dates.
describe('offsets as text', () => {
  it('reads the zone offset a date was written with, Z as +00:00', () => {
    expect(zoneOffsetOf('2026-11-20T00:00:00-06:00')).toBe('-06:00');
    expect(zoneOffsetOf('2026-11-20T06:00:00Z')).toBe('+00:00');
    expect(zoneOffsetOf('2026-11-20')).toBeNull();
    expect(zoneOffsetOf(null)).toBeNull();
  });

  it('writes an instant back in an offset, none as UTC', () => {
    expect(writeInOffset(new Date('2026-11-20T06:00:00Z'), '-06:00')).toBe('2026-11-20T00:00:00-06:00');
    expect(writeInOffset(new Date('2026-11-20T06:00:00Z'), null)).toBe('2026-11-20T06:00:00+00:00');
  });

  it('reads the minutes of an offset; none, or text that is not one, as UTC', () => {
    expect(offsetMinutesOf('-06:00')).toBe(-360);
    expect(offsetMinutesOf('+05:30')).toBe(330);
    expect(offsetMinutesOf(null)).toBe(0);
    expect(offsetMinutesOf('CST')).toBe(0);
    expect(isZoneOffset('-06:00')).toBe(true);
    expect(isZoneOffset('Z')).toBe(false);
    expect(formatOffset(-210)).toBe('-03:30');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('counts whole calendar days between date-times as written', () => {
    expect(daysBetween('2026-11-20T23:55:00-06:00', '2026-11-23T00:00:00-06:00')).toBe(3);
    expect(daysBetween('2026-12-30T08:00:00-06:00', '2027-01-02T08:00:00+01:00')).toBe(3);
    expect(daysBetween('2026-11-23T00:00:00-06:00', '2026-11-20T00:00:00-06:00')).toBe(-3);
  });
});

describe('moments in an IANA time zone', () => {
  it('[D1-3.05] writes a moment with the offset its zone has that day, daylight saving included', () => {
    expect(formatInZone(new Date('2030-03-04T14:00:00Z'), 'America/Chicago')).toBe(
      '2030-03-04T08:00:00-06:00',
    );
    expect(formatInZone(new Date('2030-07-04T13:00:00.750Z'), 'America/Chicago')).toBe(
      '2030-07-04T08:00:00-05:00',
    );
    expect(formatInZone(new Date('2030-07-04T13:00:00Z'), 'Asia/Kolkata')).toBe('2030-07-04T18:30:00+05:30');
    expect(formatInZone(new Date('2030-07-04T13:00:00Z'), 'UTC')).toBe('2030-07-04T13:00:00+00:00');
    expect(offsetMinutesAt(Date.UTC(2030, 0, 15), 'America/New_York')).toBe(-300);
    expect(offsetMinutesAt(Date.UTC(2030, 6, 15), 'America/New_York')).toBe(-240);
  });

  it('[D1-3.05] answers the offset of every minute around daylight-saving changes, asked twice (the second from its cache)', () => {
    const reference = (epochMs: number, timeZone: string) => {
      const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(epochMs))
        .find((part) => part.type === 'timeZoneName')!.value;
      const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
      return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    };
    // Chicago springs forward at 08:00 UTC; St. John's, Newfoundland, falls back at 04:30 UTC.
    const changes: Array<[string, number]> = [
      ['America/Chicago', Date.UTC(2030, 2, 10, 8)],
      ['America/St_Johns', Date.UTC(2030, 10, 3, 4, 30)],
    ];
    for (const [zone, change] of changes) {
      for (let pass = 0; pass < 2; pass += 1) {
        for (let minute = -120; minute <= 120; minute += 1) {
          const at = change + minute * 60_000;
          expect(offsetMinutesAt(at, zone), `${zone} ${new Date(at).toISOString()}`).toBe(
            reference(at, zone),
          );
        }
      }
    }
    expect(offsetMinutesAt(Date.UTC(2030, 2, 10, 7, 59), 'America/Chicago')).toBe(-360);
    expect(offsetMinutesAt(Date.UTC(2030, 2, 10, 8), 'America/Chicago')).toBe(-300);
  });

  it('reads the wall-clock time of a moment in a zone', () => {
    expect(wallTimeOf(new Date('2030-01-01T05:30:15Z'), 'America/Chicago')).toEqual({
      year: 2029,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
      second: 15,
    });
    // Midnight is hour 0, not 24.
    expect(wallTimeOf(new Date('2030-01-01T06:00:00Z'), 'America/Chicago').hour).toBe(0);
  });

  it('finds the moment of a wall-clock time in a zone, the day overflowing into the next month', () => {
    const at = (wall: Parameters<typeof instantOfWallTime>[0], zone: string) =>
      instantOfWallTime(wall, zone).toISOString();
    expect(at({ year: 2030, month: 3, day: 4, hour: 8, minute: 0 }, 'America/Chicago')).toBe(
      '2030-03-04T14:00:00.000Z',
    );
    expect(at({ year: 2030, month: 7, day: 4, hour: 8, minute: 30 }, 'America/Chicago')).toBe(
      '2030-07-04T13:30:00.000Z',
    );
    expect(at({ year: 2030, month: 1, day: 35, hour: 6, minute: 0 }, 'Asia/Tokyo')).toBe(
      '2030-02-03T21:00:00.000Z',
    );
  });

  it('around daylight saving changes: a skipped time lands an hour earlier, a repeated one is the first', () => {
    // Chicago springs forward at 2:00 on 10 March 2030 and falls back at 2:00 on 3 November 2030.
    expect(
      formatInZone(
        instantOfWallTime({ year: 2030, month: 3, day: 10, hour: 2, minute: 30 }, 'America/Chicago'),
        'America/Chicago',
      ),
    ).toBe('2030-03-10T01:30:00-06:00');
    expect(
      formatInZone(
        instantOfWallTime({ year: 2030, month: 3, day: 10, hour: 3, minute: 30 }, 'America/Chicago'),
        'America/Chicago',
      ),
    ).toBe('2030-03-10T03:30:00-05:00');
    expect(
      formatInZone(
        instantOfWallTime({ year: 2030, month: 11, day: 3, hour: 1, minute: 30 }, 'America/Chicago'),
        'America/Chicago',
      ),
    ).toBe('2030-11-03T01:30:00-05:00');
  });

  it('wall-clock time and moment read back as each other in any zone (property)', () => {
    const zones = fc.constantFrom(
      'America/Chicago',
      'America/Los_Angeles',
      'Europe/Paris',
      'Asia/Kolkata',
      'UTC',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        zones,
        (epoch, zone) => {
          const moment = new Date(Math.floor(epoch / 60_000) * 60_000);
          const written = formatInZone(moment, zone);
          expect(Date.parse(written)).toBe(moment.getTime());
          expect(datePart(written)).toBe(localDateOf(moment.getTime(), zone));
          const wall = wallTimeOf(moment, zone);
          // A repeated hour has two moments; the wall time names the first.
          expect(Math.abs(instantOfWallTime(wall, zone).getTime() - moment.getTime()) % 3_600_000).toBe(0);
        },
      ),
    );
  });

  it('reads the wall-clock time a date-time writes in a zone, whatever offset it was written with', () => {
    const midnightInChicago = new Date('2026-11-25T06:00:00Z');
    for (const written of [
      '2026-11-25T00:00:00-08:00',
      '2026-11-25T00:00:00Z',
      '2026-11-25T00:00:00+05:30',
    ]) {
      expect(instantAsWrittenIn(written, 'America/Chicago')).toEqual(midnightInChicago);
    }
    expect(instantAsWrittenIn('2026-11-28T23:55:00-08:00', 'America/Chicago')).toEqual(
      new Date('2026-11-29T05:55:00Z'),
    );
    // Summer: Chicago is 5 hours behind UTC.
    expect(instantAsWrittenIn('2026-07-04T08:30:00+00:00', 'America/Chicago')).toEqual(
      new Date('2026-07-04T13:30:00Z'),
    );
  });

  it('writes a moment in the zone the code runs in', () => {
    const moment = new Date('2030-03-04T14:00:00Z');
    expect(Date.parse(toLocalOffsetDateTime(moment))).toBe(moment.getTime());
    expect(zoneOffsetOf(toLocalOffsetDateTime(moment))).toBe(formatOffset(-moment.getTimezoneOffset()));
  });

  it('knows an IANA zone from an abbreviation or a typo', () => {
    expect(isIanaTimeZone('America/Chicago')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('CST')).toBe(false);
    expect(isIanaTimeZone('America/Chicagoo')).toBe(false);
  });
});
