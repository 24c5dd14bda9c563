import type { AppConfig } from '../config';

// The start time the Confirm Start dialog proposes (D2-4.30, D2-9.07), from the pickup appointment
// and the clock. The dialog's picker steps by the same minutes, so the proposal is one of its times.

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export type StartTimeConfig = Pick<
  AppConfig['trip'],
  | 'startTimePastThresholdHours'
  | 'startTimeBeforePickupHours'
  | 'startTimeDefaultOffsetMinutes'
  | 'timePickerStepMinutes'
>;

/** Rounds a moment up to the picker's next step; a moment already on a step (to the second) stays. */
export function roundUpToStep(epochMs: number, stepMinutes: number): number {
  const stepMs = stepMinutes * minuteMs;
  return Math.ceil(epochMs / stepMs) * stepMs;
}

/**
 * D2-4.30: a pickup that is due (now or past) is the start; one more than 4 hours ahead starts 2 hours
 * before it; otherwise, and without a pickup appointment (our choice), now plus 30 minutes. Always
 * rounded up to the next 5 minutes. Steps are counted from the epoch, which every zone whose offset is
 * a whole number of 5 minutes (all of today's) sees on its own 5-minute marks.
 */
export function defaultStartTime(
  pickupAt: string | null | undefined,
  now: number,
  config: StartTimeConfig,
): number {
  const pickup = pickupAt ? Date.parse(pickupAt) : Number.NaN;
  let start: number;
  if (Number.isNaN(pickup)) start = now + config.startTimeDefaultOffsetMinutes * minuteMs;
  else if (pickup <= now) start = pickup;
  else if (pickup - now > config.startTimePastThresholdHours * hourMs)
    start = pickup - config.startTimeBeforePickupHours * hourMs;
  else start = now + config.startTimeDefaultOffsetMinutes * minuteMs;
  return roundUpToStep(start, config.timePickerStepMinutes);
}
