import { defaultConfig } from './config';

// What a location typeahead accepts (D1-5.09, D2-5.01, D3-5.22): letters (accented ones too, as in
// Montréal and Québec), digits, commas and spaces. Shared by the web field and the server route.

/** Letters of any alphabet with their combining accents, digits 0-9, comma and space; nothing else. */
export const locationQueryPattern = /^[\p{L}\p{M}0-9, ]*$/u;

const disallowedCharacters = /[^\p{L}\p{M}0-9, ]/gu;

export function isValidLocationQuery(text: string): boolean {
  return locationQueryPattern.test(text);
}

/** What the typeahead keeps of typed or pasted text: the other characters are dropped, not refused. */
export function sanitizeLocationInput(text: string): string {
  return text.replace(disallowedCharacters, '');
}

/** Suggestions are asked for once the trimmed text is longer than 2 characters. */
export function shouldSearchLocations(
  text: string,
  minChars = defaultConfig.search.typeaheadMinChars,
): boolean {
  return text.trim().length >= minChars;
}
