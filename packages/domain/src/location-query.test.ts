import { describe, expect, it } from 'vitest';
import {
  isValidLocationQuery,
  locationQueryPattern,
  sanitizeLocationInput,
  shouldSearchLocations,
} from './location-query';

describe('location typeahead input', () => {
  it.each(['chicago', 'Chicago, IL', 'Montréal, QC', 'Québec', 'Saint Jérôme', '60601', 'M5V 3L9', ''])(
    '[D1-5.09][D2-5.01][D3-5.22] accepts letters (accented too), digits, commas and spaces: %j',
    (text) => {
      expect(isValidLocationQuery(text)).toBe(true);
    },
  );

  it.each(['chi<script>', 'St. Louis', 'Winston-Salem', "Coeur d'Alene", 'a;b', 'tab\there', 'new\nline'])(
    '[D1-5.09][D2-5.01][D3-5.22] refuses any other character: %j',
    (text) => {
      expect(isValidLocationQuery(text)).toBe(false);
      expect(locationQueryPattern.test(text)).toBe(false);
    },
  );

  it.each([
    ['chi<script>', 'chiscript'],
    ['St. Louis, MO', 'St Louis, MO'],
    ['Winston-Salem', 'WinstonSalem'],
    ['Montréal (QC)', 'Montréal QC'],
    ['Dallas, TX 75201', 'Dallas, TX 75201'],
  ])('[D2-5.01] strips the other characters as they are typed: %j -> %j', (typed, kept) => {
    expect(sanitizeLocationInput(typed)).toBe(kept);
    expect(isValidLocationQuery(sanitizeLocationInput(typed))).toBe(true);
  });

  it.each([
    ['', false],
    ['ch', false],
    ['  ch  ', false],
    ['chi', true],
    [' chi ', true],
    ['chicago', true],
  ])(
    '[D1-5.09][D2-5.01][D3-5.22] searches only after more than 2 characters (trimmed): %j -> %s',
    (text, expected) => {
      expect(shouldSearchLocations(text)).toBe(expected);
    },
  );
});
