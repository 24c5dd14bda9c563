import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import {
  checkStopUpdate,
  type StopUpdateCheck,
  type StopUpdateContext,
  type StopUpdateField,
  type StopUpdateValues,
  type UpdatableStop,
} from './stop-update-rules';
import { trip } from './trip.fixtures';

// The trip of trip.fixtures.ts at 12:30 in Chicago: the pickup S1 departed at 9:00, the delivery S2
// (planned 12:00, Chicago) is the open stop, S3 (New York) is locked.
const now = Date.parse('2026-03-04T12:30:00-06:00');
const shipment = {
  sourceSystem: 'MERCURYGATE',
  division: null,
  managedEquipment: false,
  isDrayRoute: false,
  executionStatus: 'IN_TRANSIT',
};
const context = (
  changes: Partial<StopUpdateContext['shipment']> = {},
  stops: UpdatableStop[] = trip({ departed: 1 }),
): StopUpdateContext => ({
  now,
  config: defaultConfig,
  shipment: { ...shipment, ...changes },
  stops,
});
const managed = { managedEquipment: true };

const update = (changes: Partial<StopUpdateValues> = {}): StopUpdateValues => ({
  stopId: 'S2',
  actualArrivalDateTime: null,
  actualDepartureDateTime: null,
  actualETADateTime: null,
  trailerIn: null,
  trailerOut: null,
  chassisNumber: null,
  providerEquipment: false,
  // Present, so that only the late-reason tests see its rule.
  lateArrivalReason: 'TRAFFIC',
  userConsentForTrailerWarning: false,
  ...changes,
});

const issuesOf = (result: StopUpdateCheck) => result.issues.map(({ field, code }) => `${field}:${code}`);
const check = (changes: Partial<StopUpdateValues>, ctx = context()) =>
  issuesOf(checkStopUpdate(update(changes), ctx));
const at = (time: string) => `2026-03-04T${time}-06:00`;
const arrival = (time: string) => ({ actualArrivalDateTime: at(time) });
const arrivalAndDeparture = (arrived: string, departed: string) => ({
  actualArrivalDateTime: at(arrived),
  actualDepartureDateTime: at(departed),
});
const issue = (field: StopUpdateField, code: string) => `${field}:${code}`;

describe('checking a stop update', () => {
  it('accepts an arrival and departure at the open stop', () => {
    expect(checkStopUpdate(update(arrivalAndDeparture('12:00', '12:20')), context())).toEqual({
      issues: [],
      warnings: [],
      lateArrivalReason: null,
    });
  });

  it.each([
    ['13:30:00', []],
    ['13:31:00', [issue('actualArrivalDateTime', 'ARRIVAL_ERROR')]],
  ])('[D2-5.05] an arrival at %s, with now 12:30 at the stop, gives %j', (time, issues) => {
    expect(check(arrival(time))).toEqual(issues);
  });

  it('[D2-5.05] names the limit in minutes', () => {
    const result = checkStopUpdate(update(arrival('14:00:00')), context());
    expect(result.issues).toEqual([
      { field: 'actualArrivalDateTime', code: 'ARRIVAL_ERROR', values: { minutes: 60 } },
    ]);
  });

  it('[D2-5.05] compares in the stop zone: New York 14:31 is Chicago 13:31', () => {
    const stops = trip({ departed: 2 });
    expect(
      check({ stopId: 'S3', actualArrivalDateTime: '2026-03-04T14:30:00-05:00' }, context({}, stops)),
    ).toEqual([]);
    expect(
      check({ stopId: 'S3', actualArrivalDateTime: '2026-03-04T14:31:00-05:00' }, context({}, stops)),
    ).toEqual([issue('actualArrivalDateTime', 'ARRIVAL_ERROR')]);
  });

  it('[D2-9.07] reads a stop zone that is not an IANA zone as US Central', () => {
    const stops = trip({ departed: 1 }).map((stop) =>
      stop.stopId === 'S2' ? { ...stop, timeZone: 'CST' } : stop,
    );
    expect(check({ actualArrivalDateTime: '2026-03-04T12:00:00-06:00' }, context({}, stops))).toEqual([]);
    expect(check({ actualArrivalDateTime: '2026-03-04T13:00:00-05:00' }, context({}, stops))).toEqual([
      issue('actualArrivalDateTime', 'NOT_STOP_TIME_ZONE'),
    ]);
  });

  it('[D2-3.11] refuses a time not written in the stop zone', () => {
    expect(check({ actualArrivalDateTime: '2026-03-04T13:00:00-05:00' })).toEqual([
      issue('actualArrivalDateTime', 'NOT_STOP_TIME_ZONE'),
    ]);
  });

  it.each([
    [['12:00', '13:30'], []],
    [['12:00', '13:31'], [issue('actualDepartureDateTime', 'DEPARTURE_ERROR')]],
    [['12:00', '12:01'], []],
    [['12:00:00', '12:00:59'], [issue('actualDepartureDateTime', 'DEPARTURE_ARRIVAL_ERROR')]],
  ])('[D2-5.06] arrival and departure %j give %j', ([arrived, departed], issues) => {
    expect(check(arrivalAndDeparture(arrived!, departed!))).toEqual(issues);
  });

  it('[D2-5.06] a recorded departure sent again is not checked against the clock', () => {
    const lateClock = context();
    lateClock.now = Date.parse('2026-03-04T07:00:00-06:00');
    expect(check({ stopId: 'S1', actualDepartureDateTime: at('09:00') }, lateClock)).toEqual([]);
  });

  it('[D2-5.06] the configured depMinTime and depMaxTime decide', () => {
    const config = {
      ...defaultConfig,
      trip: { ...defaultConfig.trip, departureMinMinutes: 15, departureMaxMinutes: 5 },
    };
    const ctx = { ...context(), config };
    expect(check(arrivalAndDeparture('12:00', '12:10'), ctx)).toEqual([
      issue('actualDepartureDateTime', 'DEPARTURE_ARRIVAL_ERROR'),
    ]);
    expect(check(arrivalAndDeparture('12:00', '12:36'), ctx)).toEqual([
      issue('actualDepartureDateTime', 'DEPARTURE_ERROR'),
    ]);
  });

  it('[D2-5.07] the arrival cannot be later than the departure', () => {
    expect(check(arrivalAndDeparture('12:20', '12:10'))).toEqual([
      issue('actualArrivalDateTime', 'ARRIVAL_AFTER_DEPARTURE'),
    ]);
  });

  it.each([
    ['08:59', [issue('actualArrivalDateTime', 'ARRIVAL_BEFORE_PREVIOUS_DEPARTURE')]],
    ['09:00', []],
  ])("[D2-5.07] an arrival at %s against the previous stop's departure at 9:00 gives %j", (time, issues) => {
    expect(check(arrival(time))).toEqual(issues);
  });

  it.each([
    ['ETA', { stopId: 'S1', actualETADateTime: at('07:00') }, issue('actualETADateTime', 'ETA_READ_ONLY')],
    [
      'arrival',
      { stopId: 'S1', actualArrivalDateTime: at('08:30') },
      issue('actualArrivalDateTime', 'ARRIVAL_READ_ONLY'),
    ],
    [
      'departure',
      { stopId: 'S1', actualDepartureDateTime: at('09:30') },
      issue('actualDepartureDateTime', 'DEPARTURE_READ_ONLY'),
    ],
    [
      'departure before any arrival',
      { actualDepartureDateTime: at('12:10') },
      issue('actualDepartureDateTime', 'DEPARTURE_NEEDS_ARRIVAL'),
    ],
  ])('[D2-4.35] a read-only %s is refused', (_, changes, expected) => {
    expect(check(changes)).toEqual([expected]);
  });

  it('[D2-4.35] the recorded time sent again, in another notation, is no change', () => {
    expect(check({ stopId: 'S1', actualArrivalDateTime: '2026-03-04T08:00-06:00' })).toEqual([]);
    expect(check({ stopId: 'S1', actualArrivalDateTime: '2026-03-04T08:00:00.000-06:00' })).toEqual([]);
  });

  it.each([
    ['a stop after the open one', { stopId: 'S3' }, {}, 'STOP_LOCKED'],
    ['a completed trip', { stopId: 'S2' }, { executionStatus: 'COMPLETED' }, 'STOP_LOCKED'],
    ['an unknown stop', { stopId: 'S9' }, {}, 'STOP_NOT_FOUND'],
  ])('[D2-4.33][D2-4.34] %s takes no update', (_, changes, shipmentChanges, code) => {
    expect(check(changes, context(shipmentChanges))).toEqual([issue('stopId', code)]);
  });

  it('[D2-4.42][D2-5.09] the equipment question is answered unless the equipment is managed', () => {
    expect(check({ providerEquipment: null })).toEqual([
      issue('providerEquipment', 'COMPLETE_REQUIRED_FIELDS'),
    ]);
    expect(check({ providerEquipment: null }, context(managed))).toEqual([]);
  });
});

describe('checking the trailers of a stop update', () => {
  const none = { type: null, number: '' };
  it.each([
    ['no trailer-in', { ...arrival('12:00'), trailerIn: none }, issue('trailerIn', 'VALID_TRAILER_IN')],
    [
      'TA alone',
      { ...arrival('12:00'), trailerIn: { type: 'TA', number: '' } },
      issue('trailerIn', 'VALID_TRAILER_IN'),
    ],
    [
      'OTHER alone',
      { ...arrival('12:00'), trailerIn: { type: 'OTHER', number: ' ' } },
      issue('trailerIn', 'VALID_TRAILER_IN'),
    ],
    [
      'SNCZ alone out',
      { ...arrivalAndDeparture('12:00', '12:10'), trailerOut: { type: 'SNCZ', number: '' } },
      issue('trailerOut', 'VALID_TRAILER_OUT'),
    ],
    [
      'no trailer-out',
      { ...arrivalAndDeparture('12:00', '12:10'), trailerOut: none },
      issue('trailerOut', 'VALID_TRAILER_OUT'),
    ],
  ])('[D2-5.10] with a Yes and a time, %s is refused', (_, changes, expected) => {
    expect(check({ providerEquipment: true, ...changes })).toEqual([expected]);
  });

  it('[D2-5.10] with a No, the trailers may be left out', () => {
    expect(check({ ...arrivalAndDeparture('12:00', '12:10'), trailerIn: none, trailerOut: none })).toEqual(
      [],
    );
  });

  it('[D2-5.10] without the time, an empty trailer is not yet asked for', () => {
    expect(check({ providerEquipment: true, trailerIn: none })).toEqual([]);
  });

  it.each([
    [{ type: 'TA', number: '12345' }],
    [{ type: 'SNLU', number: '12345a' }],
    [{ type: 'OTHER', number: '1234567890123456' }],
    [{ type: 'TA', number: '' }],
  ])('[D2-5.08] an invalid trailer %j is refused', (trailerIn) => {
    expect(check({ ...arrival('12:00'), trailerIn })).toEqual([issue('trailerIn', 'INVALID_TRAILER')]);
  });

  it('[D2-5.08] an invalid trailer left at a previous stop is fixed first', () => {
    const stops = trip({ departed: 1, trailerIn: { S1: 'X'.repeat(16) } });
    expect(check(arrival('12:00'), context({}, stops))).toEqual([
      issue('stopId', 'PREVIOUS_TRAILER_INVALID'),
    ]);
  });

  it.each([
    [
      'trailer-in without arrival',
      { trailerIn: { type: 'TA', number: '111111' } },
      issue('actualArrivalDateTime', 'ARRIVAL_REQUIRED_FOR_TRAILER_IN'),
    ],
    [
      'trailer-out without departure',
      { ...arrival('12:00'), trailerOut: { type: 'SNLU', number: '111111' } },
      issue('actualDepartureDateTime', 'DEPARTURE_REQUIRED_FOR_TRAILER_OUT'),
    ],
  ])('[D2-5.11] a new %s is refused', (_, changes, expected) => {
    expect(check(changes)).toEqual([expected]);
  });

  it('[D2-5.11] the recorded trailer needs no time', () => {
    expect(
      check({ trailerIn: { type: 'TA', number: '123456' }, trailerOut: { type: 'SNLU', number: '654321' } }),
    ).toEqual([]);
  });

  it.each([
    ['trailer-in', { ...arrival('12:00'), trailerIn: none }, issue('trailerIn', 'TRAILER_IN_ERROR')],
    [
      'trailer-out',
      { ...arrivalAndDeparture('12:00', '12:10'), trailerOut: none },
      issue('trailerOut', 'TRAILER_OUT_ERROR'),
    ],
  ])('[D2-5.12] managed equipment needs the %s', (_, changes, expected) => {
    expect(check({ providerEquipment: null, ...changes }, context(managed))).toEqual([expected]);
  });

  it('[D2-5.12] an O-type stop needs no trailer', () => {
    const stops = trip({ departed: 1 }).map((stop) =>
      stop.stopId === 'S2' ? { ...stop, stopType: 'O' as const } : stop,
    );
    expect(
      check(
        { ...arrivalAndDeparture('12:00', '12:10'), trailerIn: none, trailerOut: none },
        context(managed, stops),
      ),
    ).toEqual([]);
  });

  it('[D2-5.13][D2-4.41][D2-5.26] leaving with another trailer than planned asks for consent, naming it', () => {
    const changes = {
      ...arrivalAndDeparture('12:00', '12:10'),
      trailerOut: { type: 'SNLU', number: '111111' },
    };
    expect(checkStopUpdate(update(changes), context(managed))).toEqual({
      issues: [],
      warnings: [
        { code: 'INVALID_TRAILER_OUT_WARNING', values: { trailer: 'SNLU111111', fine: 50, miles: 50 } },
      ],
      lateArrivalReason: null,
    });
    expect(
      checkStopUpdate(update({ ...changes, userConsentForTrailerWarning: true }), context(managed)).warnings,
    ).toEqual([]);
    expect(
      checkStopUpdate(
        update({ ...changes, trailerOut: { type: 'SNLU', number: '654321' } }),
        context(managed),
      ).warnings,
    ).toEqual([]);
  });

  it('[D2-5.13] a first trailer-out, where none was planned, needs no consent', () => {
    const stops = trip({ departed: 1, trailerOut: { S2: '' } });
    const changes = {
      ...arrivalAndDeparture('12:00', '12:10'),
      trailerOut: { type: 'SNLU', number: '111111' },
    };
    expect(checkStopUpdate(update(changes), context(managed, stops))).toEqual({
      issues: [],
      warnings: [],
      lateArrivalReason: null,
    });
  });

  it.each([
    ['SNCZ as trailer-in', { ...arrival('12:00'), trailerIn: { type: 'SNCZ', number: '123456' } }],
    [
      'BOBTAIL as trailer-in at a delivery',
      { ...arrival('12:00'), trailerIn: { type: 'BOBTAIL', number: '' } },
    ],
    ['an unknown type', { ...arrival('12:00'), trailerIn: { type: 'XX', number: '123456' } }],
  ])('[D2-5.17][D2-5.22] %s is not offered', (_, changes) => {
    expect(check(changes)).toEqual([issue('trailerIn', 'TRAILER_TYPE_NOT_ALLOWED')]);
  });

  it('[D2-5.18] BOBTAIL arrives at the first pickup only', () => {
    const stops = trip();
    const bobtail = { type: 'BOBTAIL', number: '' };
    expect(check({ stopId: 'S1', ...arrival('08:00'), trailerIn: bobtail }, context({}, stops))).toEqual([]);
    const second = trip({ departed: 1 }).map((stop) =>
      stop.stopId === 'S2' ? { ...stop, stopType: 'P' as const } : stop,
    );
    expect(check({ ...arrival('12:00'), trailerIn: bobtail })).toEqual([
      issue('trailerIn', 'TRAILER_TYPE_NOT_ALLOWED'),
    ]);
    expect(check({ ...arrival('12:00'), trailerIn: bobtail }, context({}, second))).toEqual([
      issue('trailerIn', 'TRAILER_TYPE_NOT_ALLOWED'),
    ]);
  });

  it('[D2-5.20] on a dray route, SNCZ leaves only with a chassis number', () => {
    const changes = {
      ...arrivalAndDeparture('12:00', '12:10'),
      trailerOut: { type: 'SNCZ', number: '123456' },
    };
    expect(check(changes, context({ isDrayRoute: true }))).toEqual([
      issue('trailerOut', 'TRAILER_TYPE_NOT_ALLOWED'),
    ]);
    expect(check({ ...changes, chassisNumber: 'CHS 1234567' }, context({ isDrayRoute: true }))).toEqual([]);
  });

  it('[D2-5.23] a trailer the stop has no activity for cannot be recorded, BOBTAIL can', () => {
    const stops = trip({ departed: 1 }).map((stop) =>
      stop.stopId === 'S2'
        ? { ...stop, activities: stop.activities.filter((known) => known.execActivity === 'TRAILER_IN') }
        : stop,
    );
    const changes = arrivalAndDeparture('12:00', '12:10');
    expect(check({ ...changes, trailerOut: { type: 'TA', number: '222222' } }, context({}, stops))).toEqual([
      issue('trailerOut', 'STOP_ACTIVITY_MISSING'),
    ]);
    expect(check({ ...changes, trailerOut: { type: 'BOBTAIL', number: '' } }, context({}, stops))).toEqual(
      [],
    );
  });
});

describe('checking the late reason of a stop update', () => {
  it.each([
    ['12:20', null, [issue('lateArrivalReason', 'LATE_REASON_REQUIRED')]],
    ['12:20', 'NOT_A_CODE', [issue('lateArrivalReason', 'LATE_REASON_UNKNOWN')]],
    ['12:20', 'TRAFFIC', []],
    ['12:00', null, []],
  ])(
    '[D2-4.43][D2-4.44] an arrival at %s (planned 12:00) with reason %j gives %j',
    (time, lateArrivalReason, issues) => {
      expect(check({ ...arrival(time), lateArrivalReason })).toEqual(issues);
    },
  );

  it.each([
    [
      'a late arrival keeps the reason given',
      { ...arrival('12:20'), lateArrivalReason: 'TRAFFIC' },
      {},
      'TRAFFIC',
    ],
    ['an arrival on time clears it', { ...arrival('11:50'), lateArrivalReason: 'TRAFFIC' }, {}, null],
    [
      'a late arrival recorded before keeps its reason',
      { lateArrivalReason: null },
      { actualArrival: at('12:20'), lateArrivalReason: 'WEATHER' },
      'WEATHER',
    ],
    [
      'an arrival recorded on time drops a reason',
      { lateArrivalReason: null },
      { actualArrival: at('11:50'), lateArrivalReason: 'WEATHER' },
      null,
    ],
  ])('[D2-4.45] %s', (_, changes, recorded, kept) => {
    const stops = trip({ departed: 1 }).map((stop) =>
      stop.stopId === 'S2' ? { ...stop, ...recorded } : stop,
    );
    expect(checkStopUpdate(update(changes), context({}, stops)).lateArrivalReason).toBe(kept);
  });

  it("[D2-4.43] the division's grace period and the source's configuration decide", () => {
    const config = {
      ...defaultConfig,
      trip: {
        ...defaultConfig.trip,
        lateReasonGracePeriods: [{ division: 'EAST', minutes: 30 }],
        lateReasonSources: ['MERCURYGATE/EAST', 'ASL'],
      },
    };
    const late = { ...arrival('12:20'), lateArrivalReason: null };
    expect(check(late, { ...context({ division: 'EAST' }), config })).toEqual([]);
    expect(check(late, { ...context({ division: 'WEST' }), config })).toEqual([]);
    expect(check(late, { ...context({ sourceSystem: 'ASL', division: 'WEST' }), config })).toEqual([
      issue('lateArrivalReason', 'LATE_REASON_REQUIRED'),
    ]);
  });
});
