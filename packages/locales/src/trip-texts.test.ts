import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { startTripIssueCodes } from '@freight/domain/trip/start-trip-rules';
import { stopIssueCodes, stopWarningCodes } from '@freight/domain/trip/stop-update-rules';
import { catalogues } from './catalogues';
import { languages } from './languages';

// The trip rules answer codes (decision 033); `messages:trip.<group>.<code>` holds their texts. Every
// code has one in every language, and the group holds no text for a code the domain does not know.

const codeLists = {
  startIssues: startTripIssueCodes,
  stopIssues: stopIssueCodes,
  stopWarnings: stopWarningCodes,
  lateReasons: defaultConfig.lateReasonCodes,
} as const;

describe('texts of the trip rules', () => {
  it.each(languages)('[D2-5.14] every trip code has its text in %s, and every text its code', (language) => {
    const trip: Record<string, Record<string, string>> = catalogues[language].messages.trip;
    expect(Object.keys(trip).sort()).toEqual(Object.keys(codeLists).sort());
    for (const [group, codes] of Object.entries(codeLists)) {
      expect(Object.keys(trip[group] ?? {}).sort(), group).toEqual([...codes].sort());
      for (const code of codes) expect(trip[group]?.[code]?.trim(), `${group}.${code}`).toBeTruthy();
    }
  });

  it('[D2-8.07] [D2-5.02] [D2-5.08] keep the texts the spec quotes', () => {
    const trip = catalogues.en.messages.trip;
    expect(trip.startIssues.ACTIVE_TRIP).toBe(
      'You have an active trip, Shipment #{{shipmentId}}. Please complete that trip, to start tracking a new shipment.',
    );
    expect(trip.startIssues.CITY_ERROR).toBe('Kindly provide your city name');
    expect(trip.stopIssues.INVALID_TRAILER).toBe('Please enter valid Trailer-In or Trailer-Out value');
  });

  it.each(languages)('[D2-5.05] [D2-5.06] [D2-5.13] name the limits and the trailer in %s', (language) => {
    const { stopIssues, stopWarnings } = catalogues[language].messages.trip;
    for (const text of [
      stopIssues.ARRIVAL_ERROR,
      stopIssues.DEPARTURE_ERROR,
      stopIssues.DEPARTURE_ARRIVAL_ERROR,
    ])
      expect(text).toContain('{{minutes, number}}');
    expect(stopWarnings.INVALID_TRAILER_OUT_WARNING).toContain('{{trailer}}');
  });
});
