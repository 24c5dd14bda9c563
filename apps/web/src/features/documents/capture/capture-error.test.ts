import en from '@freight/locales/catalogues/en/web.json';
import fr from '@freight/locales/catalogues/fr/web.json';
import { describe, expect, it } from 'vitest';
import { CaptureError, captureErrorCodes, captureErrorKey } from './capture-error';

describe('the texts of a capture that could not be prepared', () => {
  it('names each code by its catalogue key, anything else as an unreadable image', () => {
    expect(captureErrorKey(new CaptureError('tooLarge'))).toBe('capture.errors.tooLarge');
    expect(captureErrorKey(new TypeError('Failed to execute'))).toBe('capture.errors.unreadableImage');
  });

  it('has a text for each code in English and French', () => {
    for (const code of captureErrorCodes) {
      expect(en.capture.errors[code], code).toBeTruthy();
      expect(fr.capture.errors[code], code).toBeTruthy();
    }
    expect(Object.keys(en.capture.errors).sort()).toEqual([...captureErrorCodes].sort());
  });
});
