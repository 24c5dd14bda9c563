import { describe, expect, it } from 'vitest';
import { isSingleLineText, toSingleLineText } from './single-line-text';

describe('single-line text', () => {
  it.each(['TA123456', 'Joliet, IL', 'Québec 北京 🚚', ''])('takes %j', (value) => {
    expect(isSingleLineText(value)).toBe(true);
    expect(toSingleLineText(value)).toBe(value);
  });

  it.each(['a\u0000b', 'a\tb', 'a\nb', 'a\u007Fb', 'a\u0085b', 'a\uD800b', 'a\uDC00'])(
    'refuses control characters and lone surrogates: %j',
    (value) => {
      expect(isSingleLineText(value)).toBe(false);
      expect(isSingleLineText(toSingleLineText(value))).toBe(true);
    },
  );
});
