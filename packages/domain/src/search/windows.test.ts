import { describe, expect, it } from 'vitest';
import { criteria, dallas } from './search.fixtures';
import { dropZoneOf, pickUpZoneOf, searchWindowsOf } from './windows';

// Chicago, 25 to 28 November, as browsers in three zones write it.
const writtenIn = (offset: string) =>
  criteria({
    pickUpStartDate: `2026-11-25T00:00:00${offset}`,
    pickUpEndDate: `2026-11-28T23:55:00${offset}`,
    dropStartDate: `2026-11-25T00:00:00${offset}`,
    dropEndDate: `2026-12-03T23:55:00${offset}`,
  });

describe('the windows of a search', () => {
  it('mean the same moments whatever zone the browser wrote the dates in', () => {
    const windows = ['-08:00', '+00:00', '+05:30', '-06:00'].map((offset) =>
      searchWindowsOf(writtenIn(offset)),
    );
    for (const other of windows.slice(1)) expect(other).toEqual(windows[0]);
    expect(windows[0]).toEqual({
      pickUpFrom: new Date('2026-11-25T06:00:00Z'),
      pickUpTo: new Date('2026-11-29T05:55:00Z'),
      dropFrom: new Date('2026-11-25T06:00:00Z'),
      dropTo: new Date('2026-12-04T05:55:00Z'),
    });
  });

  it('read each side in its place: pick-up at the origin, delivery at the destination', () => {
    const toNewYork = writtenIn('-08:00');
    toNewYork.destination = { ...dallas, city: 'New York', state: 'NY', timeZone: 'America/New_York' };
    expect(searchWindowsOf(toNewYork).dropFrom).toEqual(new Date('2026-11-25T05:00:00Z'));
    expect(dropZoneOf(toNewYork)).toBe('America/New_York');
  });

  it('read Anywhere in the default zone, states at the pick-up, and have no delivery window to Anywhere', () => {
    const anywhere = criteria({
      originMode: 'anywhere',
      origin: null,
      destinationMode: 'anywhere',
      destination: null,
    });
    expect(pickUpZoneOf(anywhere)).toBe('America/New_York');
    expect(searchWindowsOf({ ...anywhere, pickUpStartDate: '2026-11-25T00:00:00-08:00' }).pickUpFrom).toEqual(
      new Date('2026-11-25T05:00:00Z'),
    );
    expect(searchWindowsOf(anywhere)).toMatchObject({ dropFrom: null, dropTo: null });
    const toStates = criteria({ destinationMode: 'states', destination: null, destinationStates: ['TX'] });
    expect(dropZoneOf(toStates)).toBe('America/Chicago');
  });
});
