import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

/** `{ a: { b: 'x' } }` becomes `[['a.b', 'x']]`; leaves of any type are kept so that checks can see them. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

// Plural forms differ by language (French has `_many`, English does not), so a plural family is
// compared by its base key.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function getKeySet(entries: [string, unknown][]): Set<string> {
  return new Set(entries.map(([key]) => key.replace(pluralSuffix, '')));
}

function getPlaceholders(text: unknown): string {
  const names = [...String(text).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort().join(', ');
}

function findProblems(catalogues: Record<string, unknown>): string[] {
  const flattened = Object.entries(catalogues).map(([language, catalogue]) => ({
    language,
    entries: flatten(catalogue),
  }));
  const keySets = flattened.map(({ language, entries }) => ({ language, keys: getKeySet(entries) }));
  const problems: string[] = [];

  for (const { language, keys } of keySets) {
    for (const other of keySets.filter((set) => set.language !== language)) {
      for (const key of keys)
        if (!other.keys.has(key)) problems.push(`${key}: in ${language}, not in ${other.language}`);
    }
  }
  for (const { language, entries } of flattened) {
    for (const [key, value] of entries) {
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: empty in ${language}`);
    }
  }
  const [first, ...others] = flattened;
  const placeholdersByKey = new Map(first?.entries.map(([key, value]) => [key, getPlaceholders(value)]));
  for (const { language, entries } of others) {
    for (const [key, value] of entries) {
      const expected = placeholdersByKey.get(key);
      const actual = getPlaceholders(value);
      if (expected !== undefined && expected !== actual) {
        problems.push(`${key}: placeholders {${expected}} in ${first?.language}, {${actual}} in ${language}`);
      }
    }
  }
  return problems;
}

describe('translation catalogues', () => {
  it('[D1-1.09] every text exists in English and French', () => {
    expect(findProblems({ en, fr })).toEqual([]);
  });

  it('reports missing keys, empty texts and differing placeholders', () => {
    const english = { a: { b: 'Hello {{name}}', c: 'Only here' }, d: 'x', n_one: '1', n_other: '{{count}}' };
    const french = {
      a: { b: 'Bonjour {{nom}}' },
      d: ' ',
      n_one: '1',
      n_many: '{{count}}',
      n_other: '{{count}}',
    };
    expect(findProblems({ en: english, fr: french })).toEqual([
      'a.c: in en, not in fr',
      'd: empty in fr',
      'a.b: placeholders {name} in en, {nom} in fr',
    ]);
  });
});
