import { describe, expect, it } from 'vitest';
import { trackingTextKeys } from '@freight/domain/tracking/tracking-texts';
import { catalogues } from './catalogues';
import { languages } from './languages';

// GPS tracking's texts (`messages:tracking`): the tracking states, the fence cues, the times the fences
// record, the end of tracking and the controls of the tracking-on indicator.

describe('texts of GPS tracking', () => {
  it.each(languages)(
    '[D2-4.49] [D2-4.51] every tracking code has its text in %s, and every text its code',
    (language) => {
      const tracking: Record<string, Record<string, string>> = catalogues[language].messages.tracking;
      expect(Object.keys(tracking).sort()).toEqual(Object.keys(trackingTextKeys).sort());
      for (const [group, codes] of Object.entries(trackingTextKeys)) {
        expect(Object.keys(tracking[group] ?? {}).sort(), group).toEqual([...codes].sort());
        for (const code of codes) expect(tracking[group]?.[code]?.trim(), `${group}.${code}`).toBeTruthy();
      }
    },
  );

  it.each(languages)(
    '[D2-4.51] each cue names the stop, each recorded time its stop and time, in %s',
    (language) => {
      const { cues, recorded } = catalogues[language].messages.tracking;
      for (const text of Object.values(cues)) expect(text).toContain('{{location}}');
      for (const text of Object.values(recorded)) expect(text).toMatch(/\{\{location\}\}.*\{\{time\}\}/);
    },
  );
});
