import { describe, expect, it } from 'vitest';
import { stopsLackingEquipmentId } from './required-trailer-information';
import type { TripStop } from './stop-progress';
import { trip } from './trip.fixtures';

const managed = { managedEquipment: true };
const unmanaged = { managedEquipment: false };

describe('the required trailer information (D2-4.61)', () => {
  it.each([
    ['every departed stop has its trailers', trip({ departed: 2 }), managed, []],
    [
      'a departed stop without trailer-out',
      trip({ departed: 2, trailerOut: { S2: '' } }),
      managed,
      [{ stopId: 'S2', sequenceNo: 2, activities: ['TRAILER_OUT'] }],
    ],
    [
      'a departed stop without either trailer, and one whose trailer-in only looks like one (D2-5.24)',
      trip({ departed: 3, trailerIn: { S1: '', S3: 'RENTAL 7' }, trailerOut: { S1: '   ' } }),
      managed,
      [
        { stopId: 'S1', sequenceNo: 1, activities: ['TRAILER_IN', 'TRAILER_OUT'] },
        { stopId: 'S3', sequenceNo: 3, activities: ['TRAILER_IN'] },
      ],
    ],
    ['a stop not yet departed is not judged', trip({ departed: 1, trailerIn: { S2: '' } }), managed, []],
    [
      'without managed equipment a trailer may be left out',
      trip({ departed: 3, trailerOut: { S2: '' } }),
      unmanaged,
      [],
    ],
    [
      'an invalid but present trailer is not a missing one',
      trip({ departed: 1, trailerOut: { S1: 'XYZ1234567890123456' } }),
      managed,
      [],
    ],
  ])('[D2-4.61] %s', (_case, stops, shipment, expected) => {
    expect(stopsLackingEquipmentId(stops, shipment)).toEqual(expected);
  });

  it('[D2-4.61] lists the stops by sequence, whatever their order, and leaves out O-type stops and stops without trailer activities', () => {
    const [first, second, third] = trip({ departed: 3, trailerOut: { S1: '', S2: '', S3: '' } });
    if (!first || !second || !third) throw new Error('The fixture has three stops');
    const stops: TripStop[] = [{ ...third, activities: [] }, { ...second, stopType: 'O' }, first];
    expect(stopsLackingEquipmentId(stops, managed).map((stop) => stop.stopId)).toEqual(['S1']);
  });
});
