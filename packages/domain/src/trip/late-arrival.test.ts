import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { StopType } from '../stops';
import {
  checkLateReason,
  isArrivalLate,
  isLateReasonAsked,
  isLateReasonShown,
  lateReasonGraceMinutes,
  lateReasonToKeep,
} from './late-arrival';

const planned = '2026-03-04T08:00:00-06:00';
const config = {
  ...defaultConfig,
  trip: { ...defaultConfig.trip, lateReasonGracePeriods: [{ division: 'EAST', minutes: 30 }] },
};

describe('late arrivals', () => {
  it.each([
    ['P', '2026-03-04T08:01:00-06:00', 0, true],
    ['D', '2026-03-04T08:00:00-06:00', 0, false],
    ['D', '2026-03-04T07:59:00-06:00', 0, false],
    ['BorderCrossing', '2026-03-04T08:29:00-06:00', 30, false],
    ['Relay', '2026-03-04T08:30:00-06:00', 30, true],
    ['D', '2026-03-04T09:01:00-05:00', 0, true],
    ['O', '2026-03-04T12:00:00-06:00', 0, false],
    ['NFR', '2026-03-04T12:00:00-06:00', 0, false],
  ] as const)(
    '[D2-4.43] a %s stop arriving at %s with %i minutes of grace is late: %s',
    (stopType, arrival, grace, late) => {
      expect(isArrivalLate({ stopType: stopType as StopType, plannedArrival: planned }, arrival, grace)).toBe(
        late,
      );
    },
  );

  it('[D2-4.43] without a planned arrival the end of the appointment is the plan, and without either nothing is late', () => {
    const arrival = '2026-03-04T09:00:00-06:00';
    expect(isArrivalLate({ stopType: 'D', appointmentLate: '2026-03-04T08:30:00-06:00' }, arrival, 0)).toBe(
      true,
    );
    expect(isArrivalLate({ stopType: 'D', appointmentLate: '2026-03-04T09:30:00-06:00' }, arrival, 0)).toBe(
      false,
    );
    expect(isArrivalLate({ stopType: 'D' }, arrival, 0)).toBe(false);
    expect(isArrivalLate({ stopType: 'D', plannedArrival: planned }, null, 0)).toBe(false);
  });

  it.each([
    ['EAST', 30],
    ['WEST', 0],
    [null, 0],
  ])('[D2-4.43][D2-9.10] the grace period of division %s is %i minutes', (division, minutes) => {
    expect(lateReasonGraceMinutes(division, config)).toBe(minutes);
  });

  it('[D2-4.43] the modal shows where the configuration lists the source system or its division', () => {
    const onlyEast = { ...config, trip: { ...config.trip, lateReasonSources: ['ASL/EAST'] } };
    expect(isLateReasonShown({ sourceSystem: 'ASL', division: 'EAST' }, onlyEast)).toBe(true);
    expect(isLateReasonShown({ sourceSystem: 'ASL', division: 'WEST' }, onlyEast)).toBe(false);
    expect(isLateReasonShown({ sourceSystem: 'TRINIUM', division: null }, onlyEast)).toBe(false);
    expect(
      isLateReasonAsked(
        { sourceSystem: 'TRINIUM', division: null },
        { stopType: 'D', plannedArrival: planned },
        '2026-03-04T09:00:00-06:00',
        onlyEast,
      ),
    ).toBe(false);
    expect(
      isLateReasonAsked(
        { sourceSystem: 'TRINIUM', division: null },
        { stopType: 'D', plannedArrival: planned },
        '2026-03-04T09:00:00-06:00',
        config,
      ),
    ).toBe(true);
  });

  it('[D2-4.43] the division grace period decides whether the update asks', () => {
    const stop = { stopType: 'D' as const, plannedArrival: planned };
    const arrival = '2026-03-04T08:20:00-06:00';
    expect(isLateReasonAsked({ sourceSystem: 'ASL', division: 'EAST' }, stop, arrival, config)).toBe(false);
    expect(isLateReasonAsked({ sourceSystem: 'ASL', division: 'WEST' }, stop, arrival, config)).toBe(true);
  });

  it.each([
    [null, true, 'LATE_REASON_REQUIRED'],
    ['', true, 'LATE_REASON_REQUIRED'],
    ['NOT_A_CODE', true, 'LATE_REASON_UNKNOWN'],
    ['ACCIDENT', true, null],
    [null, false, null],
  ])('[D2-4.44] reason %j when asked %s: %s', (reason, asked, issue) => {
    expect(checkLateReason(reason, asked, config)).toBe(issue);
  });

  it.each([
    ['ACCIDENT', true, 'ACCIDENT'],
    ['ACCIDENT', false, null],
    [null, true, null],
  ])('[D2-4.45] reason %j when the arrival is late %s is kept as %j', (reason, late, kept) => {
    expect(lateReasonToKeep(reason, late)).toBe(kept);
  });
});
