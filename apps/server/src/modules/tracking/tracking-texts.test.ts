import { describe, expect, it } from 'vitest';
import { catalogues } from '@freight/locales/catalogues';
import { languages } from '@freight/locales/languages';
import { locationReportIssues } from '@freight/domain/tracking/location-report-schema';
import { trackingWindowIssues } from '@freight/domain/tracking/tracking-window';
import { trackingClosedReasons } from './find-tracked-shipment';

// The refusals of a position report (decision 034 left their texts to the route): each code of the
// report schema and of the tracking window, and the server's own reasons a trip takes none, has its
// text in `errors:tracking`, in each language, and no text is left without its code.

describe('texts of the refused position reports', () => {
  it.each(languages)('[D2-4.58] every refusal has its text in %s, and every text its refusal', (language) => {
    const { report, window } = catalogues[language].errors.tracking;
    expect(Object.keys(report).sort()).toEqual([...locationReportIssues].sort());
    const windowCodes = [...new Set([...trackingWindowIssues, ...trackingClosedReasons])];
    expect(Object.keys(window).sort()).toEqual(windowCodes.sort());
    for (const text of [...Object.values(report), ...Object.values(window)]) expect(text.trim()).toBeTruthy();
  });
});
