import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { defaultStartTime, roundUpToStep } from './default-start-time';

const config = defaultConfig.trip;
const now = Date.parse('2026-03-04T10:02:10-06:00');
const at = (text: string) => Date.parse(text);

describe('the default start time of Confirm Start', () => {
  it.each([
    ['a pickup in the past is the start', '2026-03-04T08:11:00-06:00', '2026-03-04T08:15:00-06:00'],
    ['a pickup due now is the start', '2026-03-04T10:02:10-06:00', '2026-03-04T10:05:00-06:00'],
    [
      'a pickup more than 4 hours ahead starts 2 hours before it',
      '2026-03-04T18:00:00-06:00',
      '2026-03-04T16:00:00-06:00',
    ],
    [
      'a pickup exactly 4 hours ahead starts now plus 30 minutes',
      '2026-03-04T14:02:10-06:00',
      '2026-03-04T10:35:00-06:00',
    ],
    [
      'a pickup within 4 hours starts now plus 30 minutes',
      '2026-03-04T11:00:00-06:00',
      '2026-03-04T10:35:00-06:00',
    ],
    ['no pickup appointment starts now plus 30 minutes', null, '2026-03-04T10:35:00-06:00'],
  ])('[D2-4.30] %s, rounded up to the next 5 minutes', (_, pickup, expected) => {
    expect(defaultStartTime(pickup, now, config)).toBe(at(expected));
  });

  it('[D2-4.30] keeps a pickup in another zone at its own moment', () => {
    expect(defaultStartTime('2026-03-04T16:11:00+01:00', now, config)).toBe(at('2026-03-04T09:15:00-06:00'));
  });

  it.each([
    ['2026-03-04T10:00:00Z', '2026-03-04T10:00:00Z'],
    ['2026-03-04T10:00:01Z', '2026-03-04T10:05:00Z'],
    ['2026-03-04T10:04:59Z', '2026-03-04T10:05:00Z'],
  ])('[D2-9.07] %s on a 5-minute picker rounds up to %s', (moment, expected) => {
    expect(roundUpToStep(at(moment), config.timePickerStepMinutes)).toBe(at(expected));
  });

  it('[D2-9.07] follows a configured picker step', () => {
    expect(roundUpToStep(at('2026-03-04T10:01:00Z'), 15)).toBe(at('2026-03-04T10:15:00Z'));
  });
});
