import { describe, expect, it } from 'vitest';
import type { CapacityForm } from './capacity-form';
import { capacityRulesSchema, checkCapacity, chosenStates } from './capacity-rules';
import { chicago, config, dallas, lane, now, truck } from './capacity.fixtures';

const check = (form: CapacityForm, at = now) => checkCapacity(form, { now: at, config });

describe('the rules of a capacity save', () => {
  it('a complete Truck and a complete Lane break no rule', () => {
    expect(check(truck())).toEqual({});
    expect(check(lane())).toEqual({});
  });

  it('[D3-5.17] the origin must be a city chosen with its coordinates', () => {
    expect(check(truck({ origin: null }))).toEqual({ origin: 'originMissing' });
    // Typed text that was never chosen: no state, no coordinates.
    expect(check(truck({ origin: { city: 'Chica', state: '', country: '' } }))).toEqual({
      origin: 'originMissing',
    });
    expect(check(truck({ origin: { ...chicago, latitude: null } }))).toEqual({ origin: 'originMissing' });
    expect(check(truck({ origin: { ...chicago, longitude: Number.NaN } }))).toEqual({
      origin: 'originMissing',
    });
  });

  it('[D3-5.18] a Truck needs both dates, the first not before today at its origin', () => {
    expect(check(truck({ pickUpFromDate: null }))).toEqual({ pickUpDates: 'pickUpDateMissing' });
    expect(check(truck({ pickUpToDate: '2026-02-30' }))).toEqual({ pickUpDates: 'pickUpDateMissing' });
    expect(check(truck({ pickUpTime: '7pm' }))).toEqual({ pickUpDates: 'pickUpDateMissing' });
    // A new Truck has no time yet: it starts when saved.
    expect(check(truck({ pickUpTime: '' }))).toEqual({});
    expect(check(truck({ pickUpFromDate: '2026-11-23' }))).toEqual({ pickUpDates: 'pickUpDateBeforeToday' });
    // 22:30 on the 23rd in Los Angeles is already the 24th in Chicago: today there is the 23rd.
    const lateInTheWest = new Date('2026-11-24T06:30:00Z');
    const losAngeles = { ...chicago, city: 'Los Angeles', state: 'CA', timeZone: 'America/Los_Angeles' };
    expect(check(truck({ origin: losAngeles, pickUpFromDate: '2026-11-23' }), lateInTheWest)).toEqual({});
    expect(check(truck({ pickUpFromDate: '2026-11-23' }), lateInTheWest)).toEqual({
      pickUpDates: 'pickUpDateBeforeToday',
    });
  });

  it('[D3-5.18] [D3-5.24] the to-date may not be before the from-date; the same day is fine', () => {
    expect(check(truck({ pickUpFromDate: '2026-11-26', pickUpToDate: '2026-11-25' }))).toEqual({
      pickUpDates: 'pickUpRangeReversed',
    });
    expect(check(truck({ pickUpFromDate: '2026-11-26', pickUpToDate: '2026-11-26' }))).toEqual({});
  });

  it('[D3-5.19] a Lane needs at least one day, each a day of the week', () => {
    expect(check(lane({ preferredDays: [] }))).toEqual({ preferredDays: 'daysMissing' });
    expect(check(lane({ preferredDays: ['Someday' as 'Monday'] }))).toEqual({ preferredDays: 'dayInvalid' });
    expect(check(lane({ preferredDays: ['Monday', 'Monday'] }))).toEqual({ preferredDays: 'dayInvalid' });
    // A Truck has dates, not days: its empty days are no issue, and a Lane's missing dates neither.
    expect(check(truck({ preferredDays: [] }))).toEqual({});
    expect(check(lane({ pickUpFromDate: null, pickUpToDate: null }))).toEqual({});
  });

  it('[D3-5.20] a Truck goes Anywhere or to a chosen city; a Lane to a chosen city, never Anywhere', () => {
    expect(check(truck({ destinationMode: 'anywhere' }))).toEqual({});
    expect(check(truck({ destinationMode: 'city', destination: dallas }))).toEqual({});
    expect(check(truck({ destinationMode: 'city', destination: null }))).toEqual({
      destination: 'destinationMissing',
    });
    expect(check(truck({ destinationMode: 'city', destination: { ...dallas, latitude: null } }))).toEqual({
      destination: 'destinationMissing',
    });
    expect(check(lane({ destinationMode: 'anywhere', destination: null }))).toEqual({
      destination: 'laneDestinationMissing',
    });
    expect(check(lane({ destinationMode: 'city', destination: null }))).toEqual({
      destination: 'laneDestinationMissing',
    });
  });

  it('[D3-5.21] [D3-9.06] states mode needs 1 to 3 states of the country; "None" entries are ignored', () => {
    const states = (destinationStates: string[], destinationCountry = 'USA') =>
      check(lane({ destinationMode: 'states', destination: null, destinationStates, destinationCountry }));
    expect(states(['TX'])).toEqual({});
    expect(states(['TX', 'OK', 'None'])).toEqual({});
    expect(states(['None'])).toEqual({ destinationStates: 'statesMissing' });
    expect(states([])).toEqual({ destinationStates: 'statesMissing' });
    expect(states(['TX', 'OK', 'KS', 'MO'])).toEqual({ destinationStates: 'tooManyStates' });
    expect(states(['TX', 'ON'])).toEqual({ destinationStates: 'unknownState' });
    expect(states(['ON', 'QC'], 'CAN')).toEqual({});
    expect(states(['TX', 'TX'])).toEqual({ destinationStates: 'unknownState' });
    expect(chosenStates(['None', 'TX', ''])).toEqual(['TX']);
  });

  it('[D3-5.23] [D3-9.06] a radius is 25 to 250 miles in steps of 25, origin and destination alike', () => {
    for (const miles of [25, 100, 250]) expect(check(truck({ originRadius: miles }))).toEqual({});
    for (const miles of [0, 20, 110, 275])
      expect(check(truck({ originRadius: miles }))).toEqual({ originRadius: 'radiusInvalid' });
    expect(check(lane({ destinationRadius: 260 }))).toEqual({ destinationRadius: 'radiusInvalid' });
    // Anywhere has no radius to check.
    expect(check(truck({ destinationRadius: 7 }))).toEqual({});
  });

  it('[D3-9.06] the trailer type is one of the configured capacity trailer types', () => {
    for (const trailerType of config.capacity.trailerTypes) expect(check(truck({ trailerType }))).toEqual({});
    expect(check(truck({ trailerType: 'Flatbed' }))).toEqual({ trailerType: 'trailerTypeInvalid' });
    expect(check(truck({ capacityType: 'BOAT' as 'TRUCK' }))).toMatchObject({
      capacityType: 'capacityTypeInvalid',
    });
  });

  it('the form schema puts each broken rule on its field with its code', () => {
    const result = capacityRulesSchema({ now, config })['~standard'].validate(
      lane({ preferredDays: [], originRadius: 30 }),
    );
    expect('issues' in result && result.issues).toEqual([
      expect.objectContaining({ path: ['originRadius'], message: 'radiusInvalid' }),
      expect.objectContaining({ path: ['preferredDays'], message: 'daysMissing' }),
    ]);
  });
});
