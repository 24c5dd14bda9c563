import { describe, expect, it } from 'vitest';
import { formatStopTime, pointerOf, toWallClockInput, toZonedIso } from './trip-view';

describe('stop times on the stop clock', () => {
  it('[D2-3.11] a typed time is written with the offset of the stop zone at that moment', () => {
    expect(toZonedIso('2026-01-10T08:05', 'America/Chicago')).toBe('2026-01-10T08:05:00-06:00');
    expect(toZonedIso('2026-07-10T08:05', 'America/Chicago')).toBe('2026-07-10T08:05:00-05:00');
    expect(toZonedIso('2026-07-10T08:05', 'America/Toronto')).toBe('2026-07-10T08:05:00-04:00');
    expect(toZonedIso('', 'America/Chicago')).toBeNull();
  });

  it('[D2-9.07] a recorded time reads on the stop clock, whatever zone it was written in', () => {
    expect(toWallClockInput('2026-01-10T14:05:00Z', 'America/Chicago')).toBe('2026-01-10T08:05');
    expect(formatStopTime('2026-01-10T14:05:00Z', 'America/Chicago', 'en-US')).toBe(
      'Jan 10, 2026, 8:05 AM CST',
    );
    expect(formatStopTime(null, 'America/Chicago', 'en-US')).toBeNull();
  });
});

describe('the pointer of a stop', () => {
  it('[D2-2.07] the first stop is the origin, the last the destination, the others intermediate', () => {
    expect([0, 1, 2].map((index) => pointerOf(index, 3))).toEqual(['origin', 'intermediate', 'destination']);
  });
});
