import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { samplingSettingsOf, sendReasonOf, type SampledFix } from './position-sampling';
import { twoStopTrip } from './tracks/two-stop-trip';

const settings = samplingSettingsOf(defaultConfig);
const minute = 60_000;
const here: SampledFix = { lat: 41.525, lng: -88.0817, at: 0 };
/** `metres` due north of `here`, `minutes` later. */
const north = (metres: number, minutes: number): SampledFix => ({
  lat: here.lat + metres / 111_195,
  lng: here.lng,
  at: minutes * minute,
});

describe('sendReasonOf', () => {
  it('[D2-9.03] every 15 minutes and past 800 m', () => {
    expect(settings).toEqual({ intervalMs: 15 * minute, distanceFilterMeters: 800 });
  });

  it.each([
    ['the first fix of the trip is sent', null, here, 'first'],
    ['a fix 14 minutes later that moved 790 m stays local', here, north(790, 14), null],
    ['a fix 15 minutes later is sent', here, north(0, 15), 'interval'],
    ['a fix that moved more than 800 m is sent at once', here, north(810, 1), 'distance'],
    ['an older fix is never sent', north(0, 10), north(5_000, 9), null],
  ] as const)('[D2-4.58] %s', (_, lastSent, fix, reason) => {
    expect(sendReasonOf(lastSent, fix, settings)).toBe(reason);
  });

  it('[D2-4.58] a replayed trip sends the first fix and the drive every 1,200 m, nothing from the stays', () => {
    let lastSent: SampledFix | null = null;
    const sent: number[] = [];
    for (const point of twoStopTrip.points) {
      const fix = { lat: point.lat, lng: point.lng, at: point.t * 1_000 };
      if (sendReasonOf(lastSent, fix, settings)) {
        sent.push(point.t);
        lastSent = fix;
      }
    }
    // Fixes every 30 s, 600 m apart on the road: every second one is past 800 m. Both stays are
    // shorter than 15 minutes (at the pickup until 510 s, at the delivery from 1,470 s to 2,130 s).
    const drive = Array.from({ length: 16 }, (_, i) => 570 + i * 60);
    expect(sent).toEqual([0, ...drive, 2_160, 2_220, 2_280, 2_340]);
  });
});
