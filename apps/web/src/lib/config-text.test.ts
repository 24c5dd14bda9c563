import { describe, expect, it } from 'vitest';
import { resolveConfigText } from './config-text';

describe('resolveConfigText', () => {
  it('[D1-8.03] uses the configured text in the current language, else the catalogue default', () => {
    expect(resolveConfigText(null, 'en', 'default')).toBe('default');
    expect(resolveConfigText({ en: 'E', fr: 'F' }, 'fr', 'default')).toBe('F');
    expect(resolveConfigText({ en: 'E' }, 'fr', 'default')).toBe('E');
    expect(resolveConfigText('Plain', 'fr', 'default')).toBe('Plain');
    expect(resolveConfigText({ en: ' ' }, 'en', 'default')).toBe('default');
  });
});
