import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { futureFixToleranceMs, retentionCutoffOf, trackingWindowIssueOf } from './tracking-window';

const start = Date.parse('2026-11-24T14:00:00Z');
const minute = 60_000;
const running = { startedAt: start, finalDepartureAt: null };
const finished = { startedAt: start, finalDepartureAt: start + 90 * minute };
const now = start + 120 * minute;

describe('trackingWindowIssueOf', () => {
  it.each([
    ['a fix of a trip not started', { startedAt: null, finalDepartureAt: null }, start, 'notStarted'],
    ['a fix before the start', running, start - 1, 'beforeStart'],
    ['a fix at the start', running, start, null],
    ['a fix during the trip', running, start + 30 * minute, null],
    ['a fix at the final departure', finished, start + 90 * minute, null],
    ['a fix after the final departure', finished, start + 90 * minute + 1, 'afterFinalDeparture'],
    ['a fix slightly ahead of the server clock', running, now + futureFixToleranceMs, null],
    ['a fix dated in the future', running, now + futureFixToleranceMs + 1, 'inFuture'],
  ] as const)('%s', (_, window, recordedAt, issue) => {
    expect(trackingWindowIssueOf(window, recordedAt, now)).toBe(issue);
  });
});

describe('retentionCutoffOf', () => {
  it('keeps positions 30 days by default', () => {
    expect(defaultConfig.tracking.retentionDays).toBe(30);
    expect(retentionCutoffOf(Date.parse('2026-11-24T14:00:00Z'), 30)).toBe(
      Date.parse('2026-10-25T14:00:00Z'),
    );
  });

  it.each([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [7.9, 7],
  ])('reads a retention of %s days as %s', (retentionDays, days) => {
    expect(retentionCutoffOf(now, retentionDays)).toBe(now - days * 86_400_000);
  });
});
