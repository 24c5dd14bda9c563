import { describe, expect, it } from 'vitest';
import { catalogues, flatten, namespaces } from './catalogues';
import { languages } from './languages';

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

// One interpolation syntax everywhere: i18next's `{{name}}`.
const singleBrace = /(?<!\{)\{\s*\w+\s*\}(?!\})/;

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
      else if (singleBrace.test(value))
        problems.push(`${key}: a {name} placeholder in ${language}, not {{name}}`);
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
  it.each(namespaces)(
    '[D1-1.09] every text of the %s namespace exists in English and French',
    (namespace) => {
      const byLanguage = Object.fromEntries(
        languages.map((language) => [language, catalogues[language][namespace]]),
      );
      expect(findProblems(byLanguage)).toEqual([]);
    },
  );

  it('reports missing keys, empty texts and differing placeholders', () => {
    const english = {
      a: { b: 'Hello {{name}}', c: 'Only here' },
      d: 'x',
      e: 'Hi {name}',
      n_one: '1',
      n_other: '{{count}}',
    };
    const french = {
      a: { b: 'Bonjour {{nom}}' },
      d: ' ',
      e: 'Salut {{name}}',
      n_one: '1',
      n_many: '{{count}}',
      n_other: '{{count}}',
    };
    expect(findProblems({ en: english, fr: french })).toEqual([
      'a.c: in en, not in fr',
      'e: a {name} placeholder in en, not {{name}}',
      'd: empty in fr',
      'a.b: placeholders {name} in en, {nom} in fr',
      'e: placeholders {} in en, {name} in fr',
    ]);
  });
});
