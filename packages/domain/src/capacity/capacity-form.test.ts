import { describe, expect, it } from 'vitest';
import { newCapacityForm, pickUpTimeAt, setCapacityDestinationMode, setCapacityType } from './capacity-form';
import { config, lane, now, truck } from './capacity.fixtures';

describe('the capacity form', () => {
  it('[D3-5.18] a new form runs from today to tomorrow where the user is, from the moment it is saved', () => {
    const form = newCapacityForm({ now, timeZone: 'America/Chicago', config });
    expect(form.pickUpFromDate).toBe('2026-11-24');
    expect(form.pickUpToDate).toBe('2026-11-25');
    expect(form.pickUpTime).toBe('');
    // Late in the evening in Los Angeles it is already tomorrow in UTC, not there.
    const evening = new Date('2026-11-25T06:30:00Z');
    const west = newCapacityForm({ now: evening, timeZone: 'America/Los_Angeles', config });
    expect([west.pickUpFromDate, west.pickUpToDate, west.pickUpTime]).toEqual([
      '2026-11-24',
      '2026-11-25',
      '',
    ]);
  });

  it('the pick-up time is on the 5-minute step of the time pickers', () => {
    expect(pickUpTimeAt(new Date('2026-11-24T15:07:59Z'), 'America/Chicago', 5)).toBe('09:05');
  });

  it('[D3-4.43] [D3-5.23] a new or cleared form is a Truck with radii of 100 miles and the destination Anywhere', () => {
    const form = newCapacityForm({ now, timeZone: 'America/Chicago', config });
    expect(form).toMatchObject({
      capacityType: 'TRUCK',
      originRadius: 100,
      destinationRadius: 100,
      destinationMode: 'anywhere',
      origin: null,
      destination: null,
      preferredDays: [],
    });
    expect(config.capacity.trailerTypes).toContain(form.trailerType);
  });

  it('[D3-4.41] switching to Lane leaves a city to choose instead of Anywhere; back to Truck keeps the destination', () => {
    expect(setCapacityType(truck(), 'LANE')).toEqual({
      capacityType: 'LANE',
      destinationMode: 'city',
      destination: null,
    });
    expect(setCapacityType(lane(), 'TRUCK')).toEqual({ capacityType: 'TRUCK' });
    expect(setCapacityType(truck({ destinationMode: 'states' }), 'LANE')).toEqual({ capacityType: 'LANE' });
  });

  it('[D3-2.60] a new destination mode starts with nothing chosen', () => {
    expect(setCapacityDestinationMode('states')).toEqual({
      destinationMode: 'states',
      destination: null,
      destinationStates: [],
    });
  });
});
