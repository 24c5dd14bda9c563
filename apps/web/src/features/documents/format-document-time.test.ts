import { describe, expect, it } from 'vitest';
import { formatDocumentTime } from './format-document-time';

describe('formatDocumentTime', () => {
  it("[D2-9.14] [D1-9.07] reads 'Mon D h:mm AM/PM' on the Central clock, wherever the reader is", () => {
    expect(formatDocumentTime('2026-11-24T14:05:00Z', 'America/Chicago')).toEqual({
      date: 'Nov 24',
      time: '8:05 AM',
    });
    // Summer: Central daylight time, five hours behind UTC.
    expect(formatDocumentTime('2026-07-04T03:30:00Z', 'America/Chicago')).toEqual({
      date: 'Jul 3',
      time: '10:30 PM',
    });
  });

  it('[D2-9.14] in French, as Canadian French writes the same moment', () => {
    const french = formatDocumentTime('2026-11-24T14:05:00Z', 'America/Chicago', 'fr-CA');
    expect(french?.date).toMatch(/^24 nov/);
    expect(french?.time).toMatch(/^8 h 05/);
  });

  it('answers null for a text that is not a time', () => {
    expect(formatDocumentTime('yesterday', 'America/Chicago')).toBeNull();
  });
});
