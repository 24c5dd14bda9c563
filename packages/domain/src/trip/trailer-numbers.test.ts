import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { StopType } from '../stops';
import {
  allowedStopTypes,
  classifyTrailerValue,
  managedTrailerValue,
  missingStopActivities,
  sanitizeTrailerNumber,
  trailerChoices,
  trailerEntryOf,
  trailerEntryProblem,
  trailerNamedInMessage,
  trailerNumberMaxLength,
  trailerValueOf,
  type TrailerActivity,
} from './trailer-numbers';

const config = defaultConfig.trip;
const withKey = { ...config, trailerKeys: ['GLFU'] };

describe('trailer values', () => {
  it.each([
    ['TA123456', 'TA'],
    ['SNLU000001', 'SNLU'],
    ['SNCZ987654', 'SNCZ'],
    ['BOBTAIL', 'BOBTAIL'],
    ['TA12345', 'OTHER'],
    ['TA1234567', 'OTHER'],
    ['SNCZ12345A', 'OTHER'],
    ['bobtail', 'OTHER'],
    ['53FT DRY 1', 'OTHER'],
  ])('[D2-5.15] %s is %s', (value, type) => {
    expect(classifyTrailerValue(value, config)).toBe(type);
  });

  it('[D2-5.17] a configured key is a numbered type like TA', () => {
    expect(classifyTrailerValue('GLFU123456', withKey)).toBe('GLFU');
    expect(classifyTrailerValue('GLFU123456', config)).toBe('OTHER');
  });

  it.each([
    [{ type: 'TA', number: '123456' }, 'TA123456'],
    [{ type: 'SNCZ', number: ' 000001 ' }, 'SNCZ000001'],
    [{ type: 'OTHER', number: 'RENTAL 7' }, 'RENTAL 7'],
    [{ type: 'BOBTAIL', number: '' }, 'BOBTAIL'],
    [{ type: null, number: '123' }, ''],
  ])('[D2-5.19] any type but OTHER prefixes the typed number: %j is %s', (entry, value) => {
    expect(trailerValueOf(entry)).toBe(value);
  });

  it.each(['TA123456', 'SNLU654321', 'BOBTAIL', 'RENTAL 7', ''])(
    '[D2-5.19] a stored value %j reads back as the entry that writes it',
    (value) => {
      expect(trailerValueOf(trailerEntryOf(value, config))).toBe(value);
    },
  );
});

describe('what the driver types', () => {
  it.each([
    ['TA', '12a34 5678', '123456'],
    ['SNLU', ' 98-76 ', '9876'],
    ['OTHER', '  Rental #7 / blue trailer', 'Rental #7 / blu'],
    ['OTHER', 'RENTAL ', 'RENTAL '],
    ['OTHER', 'A\u0000B\tC', 'ABC'],
    ['BOBTAIL', '123', ''],
    [null, '123', ''],
  ])('[D2-5.21] typed into %s, %j keeps %j', (type, typed, kept) => {
    expect(sanitizeTrailerNumber(type, typed, config)).toBe(kept);
  });

  it.each([
    ['TA', 6],
    ['SNCZ', 6],
    ['OTHER', 15],
    ['BOBTAIL', 0],
  ])('[D2-5.16][D2-9.05] %s takes at most %i characters', (type, max) => {
    expect(trailerNumberMaxLength(type, config)).toBe(max);
  });

  it.each([
    [{ type: 'TA', number: '123456' }, null],
    [{ type: 'TA', number: '12345' }, 'invalid'],
    [{ type: 'SNLU', number: '1234567' }, 'invalid'],
    [{ type: 'SNCZ', number: '12345a' }, 'invalid'],
    [{ type: 'OTHER', number: '123456789012345' }, null],
    [{ type: 'OTHER', number: '1234567890123456' }, 'invalid'],
    [{ type: 'BOBTAIL', number: '' }, null],
    [{ type: 'UNKNOWN', number: '123456' }, 'invalid'],
  ])('[D2-5.08][D2-5.16] %j is %s', (entry, problem) => {
    expect(trailerEntryProblem(entry, config)).toBe(problem);
  });

  it.each([
    [{ type: null, number: '' }],
    [{ type: 'TA', number: '' }],
    [{ type: 'SNLU', number: ' ' }],
    [{ type: 'OTHER', number: '' }],
  ])('[D2-5.10] %j is incomplete (a type alone, or nothing)', (entry) => {
    expect(trailerEntryProblem(entry, config)).toBe('incomplete');
  });
});

describe('the trailer dropdown', () => {
  const plain = { isDrayRoute: false };
  const choices = (
    stopType: StopType,
    sequenceNo: number,
    activity: TrailerActivity,
    shipment: { isDrayRoute: boolean; chassisNumber?: string } = plain,
  ) => trailerChoices({ stopType, sequenceNo }, activity, shipment, config);

  it('[D2-5.17] lists the configured keys first, then TA, SNLU, SNCZ, OTHER, BOBTAIL', () => {
    expect(trailerChoices({ stopType: 'Relay', sequenceNo: 2 }, 'TRAILER_OUT', plain, withKey)).toEqual([
      'GLFU',
      'TA',
      'SNLU',
      'SNCZ',
      'OTHER',
      'BOBTAIL',
    ]);
  });

  it('[D2-5.18] BOBTAIL is offered at a pickup only at sequence 1', () => {
    expect(choices('P', 1, 'TRAILER_IN')).toContain('BOBTAIL');
    expect(choices('P', 2, 'TRAILER_IN')).not.toContain('BOBTAIL');
    expect(choices('Relay', 2, 'TRAILER_IN')).toContain('BOBTAIL');
  });

  it('[D2-5.20] on a dray route, trailer-out offers SNCZ only with a chassis number', () => {
    expect(choices('D', 2, 'TRAILER_OUT', { isDrayRoute: true })).not.toContain('SNCZ');
    expect(choices('D', 2, 'TRAILER_OUT', { isDrayRoute: true, chassisNumber: ' ' })).not.toContain('SNCZ');
    expect(choices('D', 2, 'TRAILER_OUT', { isDrayRoute: true, chassisNumber: 'CH1' })).toContain('SNCZ');
    expect(choices('D', 2, 'TRAILER_OUT')).toContain('SNCZ');
  });

  it.each([
    ['TA', 'TRAILER_IN', ['P', 'D', 'BorderCrossing', 'Relay', 'NFR']],
    ['OTHER', 'TRAILER_OUT', ['P', 'D', 'BorderCrossing', 'Relay', 'NFR']],
    ['SNCZ', 'TRAILER_IN', []],
    ['SNCZ', 'TRAILER_OUT', ['P', 'D', 'BorderCrossing', 'Relay', 'NFR']],
    ['BOBTAIL', 'TRAILER_IN', ['P', 'Relay', 'NFR']],
    ['BOBTAIL', 'TRAILER_OUT', ['D', 'Relay', 'NFR']],
  ] as const)('[D2-5.22] %s as %s is allowed at %j', (type, activity, stopTypes) => {
    expect(allowedStopTypes(type, activity)).toEqual(stopTypes);
  });

  it('[D2-5.22] an O-type stop offers no trailer type, and SNCZ is never a trailer-in', () => {
    expect(choices('O', 2, 'TRAILER_IN')).toEqual([]);
    expect(choices('O', 2, 'TRAILER_OUT')).toEqual([]);
    for (const stopType of ['P', 'D', 'BorderCrossing', 'Relay', 'NFR'] as const)
      expect(choices(stopType, 1, 'TRAILER_IN')).not.toContain('SNCZ');
  });
});

describe('managed equipment and source messages', () => {
  it.each([
    ['TA123456', 'TA123456'],
    ['BOBTAIL', 'BOBTAIL'],
    ['SNCZ000001', 'SNCZ000001'],
    ['TA12', ''],
    ['BOBTAIL 2', ''],
    ['XSNLU1', ''],
    ['ta123456', ''],
    ['RENTAL 7', ''],
    ['DRY 53 7', 'DRY 53 7'],
    [null, ''],
  ])('[D2-5.24] a managed value %j shows as %j', (value, shown) => {
    expect(managedTrailerValue(value)).toBe(shown);
  });

  it.each([
    ['Trailer TA123456 is not a valid empty trailer', 'TA123456'],
    ['Invalid trailer TA1234567', null],
    ['Invalid trailer SNLU123456', null],
    [null, null],
  ])('[D2-5.25] %j names trailer %j', (message, trailer) => {
    expect(trailerNamedInMessage(message)).toBe(trailer);
  });

  it('[D2-5.23] a trailer needs its stop activity, BOBTAIL none', () => {
    const trailerInOnly = [{ execActivity: 'TRAILER_IN' }];
    const entered = {
      TRAILER_IN: { type: 'TA', number: '123456' },
      TRAILER_OUT: { type: 'SNLU', number: '123456' },
    };
    expect(missingStopActivities(trailerInOnly, entered)).toEqual(['TRAILER_OUT']);
    expect(missingStopActivities([], { TRAILER_IN: { type: 'BOBTAIL', number: '' } })).toEqual([]);
    expect(missingStopActivities([], { TRAILER_OUT: { type: null, number: '' } })).toEqual([]);
  });
});
