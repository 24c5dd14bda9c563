import { describe, expect, it } from 'vitest';
import { availabilityOf, fromCapacityRequest, toCapacityRequest } from './capacity-request';
import { config, dallas, lane, now, truck } from './capacity.fixtures';

const context = { config, now };

describe('the capacity save payload', () => {
  it('[D3-3.12] a Truck to Anywhere sends its dates, no days and no destination radius', () => {
    const request = toCapacityRequest(truck(), context);
    expect(request).toMatchObject({
      capacityId: null,
      capacityType: 'TRUCK',
      originCity: 'Chicago',
      originState: 'IL',
      originCountry: 'USA',
      originPostalCode: '60601',
      originLatitude: 41.8781,
      originLongitude: -87.6298,
      originRadius: 100,
      destinationCity: null,
      destinationRadius: null,
      destinationStates: [],
      preferredDays: [],
      pickUpFromDate: '2026-11-24T09:00:00-06:00',
      pickUpToDate: '2026-11-25T23:59:59-06:00',
    });
  });

  it('[D3-3.12] a Lane sends its days in the order of the week and no dates', () => {
    const request = toCapacityRequest(lane({ preferredDays: ['Friday', 'Monday'] }), context, 'cap-1');
    expect(request).toMatchObject({
      capacityId: 'cap-1',
      capacityType: 'LANE',
      destinationCity: 'Dallas',
      destinationLatitude: dallas.latitude,
      destinationRadius: 100,
      preferredDays: ['Monday', 'Friday'],
      pickUpFromDate: null,
      pickUpToDate: null,
    });
  });

  it('[D3-3.12] [D3-5.21] states mode sends the country and the chosen states, no city and no radius', () => {
    const request = toCapacityRequest(
      lane({ destinationMode: 'states', destination: null, destinationStates: ['TX', 'None', 'OK'] }),
      context,
    );
    expect(request).toMatchObject({
      destinationCity: null,
      destinationCountry: 'USA',
      destinationStates: ['TX', 'OK'],
      destinationRadius: null,
    });
  });

  it('[D3-5.18] the first day starts at the pick-up time, the last ends with its day, in the origin zone', () => {
    const availability = availabilityOf(
      truck({ pickUpFromDate: '2027-03-13', pickUpToDate: '2027-03-15', pickUpTime: '16:40' }),
      config,
      now,
    )!;
    // Daylight saving time starts on 14 March 2027 in Chicago: the offset changes, the time does not.
    expect(availability.from.toISOString()).toBe('2027-03-13T22:40:00.000Z');
    expect(availability.to.toISOString()).toBe('2027-03-16T04:59:59.000Z');
    // A new Truck has no time yet: it starts when saved, at that moment's time at its origin.
    const saved = availabilityOf(truck({ pickUpTime: '' }), config, now)!;
    expect([saved.from.toISOString(), saved.to.toISOString()]).toEqual([
      '2026-11-24T15:00:00.000Z',
      '2026-11-26T05:59:59.000Z',
    ]);
    expect(availabilityOf(truck({ pickUpTime: '25:00' }), config, now)).toBeNull();
  });

  it('reads a payload back into the same form', () => {
    for (const form of [
      truck(),
      lane(),
      lane({ destinationMode: 'states', destination: null, destinationStates: ['TX'] }),
    ]) {
      const back = fromCapacityRequest(toCapacityRequest(form, context), config);
      const { timeZone: _zone, ...origin } = form.origin!;
      expect(back).toEqual({
        ...form,
        origin,
        destination: form.destination ? { ...form.destination, timeZone: undefined, postalCode: null } : null,
        ...(form.capacityType === 'LANE' ? { pickUpTime: '' } : {}),
      });
    }
  });
});
