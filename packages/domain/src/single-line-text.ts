// What no single-line field takes (a name, a code, a trailer number, a place): control characters, tab
// and line breaks included, and half of a surrogate pair, which PostgreSQL refuses in text. The API's
// edge refuses the other control characters in any text already (decision 029); the schemas of
// single-line fields refuse these too, with their own message, and typed input drops them.

const notSingleLine = /[\p{Cc}\p{Cs}]/u;
const notSingleLineEverywhere = new RegExp(notSingleLine.source, 'gu');

export const isSingleLineText = (value: string): boolean => !notSingleLine.test(value);

/** The text without what a single-line field may not hold. */
export const toSingleLineText = (value: string): string => value.replace(notSingleLineEverywhere, '');
