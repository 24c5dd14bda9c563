// The bad values the fuzz test puts in place of one good value at a time (decision 029). Each is a
// (name, value) pair; `invalidUtf8` is a marker that the request's encoder turns into raw bytes that
// are not UTF-8 (JSON itself cannot carry them).

export const invalidUtf8Marker = '\uE000invalid-utf8\uE000';

/** Bytes that are not UTF-8: a lone continuation byte, an overlong form and a truncated sequence. */
export const invalidUtf8Bytes = Buffer.from([0x61, 0xff, 0xc0, 0xaf, 0xe2, 0x28, 0x62]);

export type Mutation = { name: string; value: unknown };

const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { nested: value };
  return value;
};

/** Replacements of a leaf value (a string, number, boolean or enum). */
export function leafMutations(good: unknown): Mutation[] {
  const wrongType = typeof good === 'string' ? 12345 : 'not-a-number';
  return [
    { name: 'wrong type', value: wrongType },
    { name: 'boolean', value: true },
    { name: 'object', value: { nested: 1 } },
    { name: 'list', value: [good, good] },
    { name: 'null', value: null },
    { name: 'Int overflow', value: 2 ** 31 },
    { name: 'huge number', value: 1e300 },
    { name: 'negative', value: -1 },
    { name: 'huge string', value: 'x'.repeat(100_000) },
    { name: 'empty string', value: '' },
    { name: 'NUL byte', value: `a\u0000b` },
    { name: 'control character', value: `a\u0007b` },
    { name: 'lone surrogate', value: 'a\uD800b' },
    { name: 'invalid UTF-8', value: invalidUtf8Marker },
    { name: 'SQL-like', value: "' OR 1=1 --" },
  ];
}

/** Replacements of an object value (an input object or a body). */
export function objectMutations(good: Record<string, unknown>): Mutation[] {
  return [
    { name: 'unknown field', value: { ...good, unknownFuzzField: 1 } },
    { name: 'prototype key', value: { ...good, ['__proto__']: { polluted: true } } },
    { name: 'deep nesting', value: deep(200) },
    { name: 'string for object', value: 'x' },
    { name: 'null', value: null },
    { name: 'list', value: [good] },
  ];
}

/** Replacements of a list value. */
export function listMutations(good: unknown[]): Mutation[] {
  return [
    { name: 'long list', value: Array.from({ length: 2_000 }, () => good[0] ?? 'x') },
    { name: 'list of null', value: [null] },
    { name: 'nested list', value: [good] },
    { name: 'scalar for list', value: 'x' },
  ];
}

/** Every place in a JSON value, as a path of keys and indexes, the root included. */
export function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null)
    return [...here, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
  return here;
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** A copy of `value` with the value at `path` replaced (the root too). */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = replaceAt(copy[key!], rest, replacement);
  return copy;
}

/** The mutations that fit the value at a path. */
export function mutationsOf(good: unknown): Mutation[] {
  if (Array.isArray(good)) return listMutations(good);
  if (typeof good === 'object' && good !== null) return objectMutations(good as Record<string, unknown>);
  return leafMutations(good);
}

/** A JSON body, with the invalid-UTF-8 marker turned into raw bytes. */
export function encodeJson(value: unknown): Buffer {
  const parts = JSON.stringify(value).split(invalidUtf8Marker);
  return Buffer.concat(
    parts.flatMap((part, index) =>
      index === 0 ? [Buffer.from(part)] : [invalidUtf8Bytes, Buffer.from(part)],
    ),
  );
}

/** A text for a URL or a form: percent-encoded, the marker as percent-encoded bytes that are not UTF-8. */
export function encodeUrlText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text
    .split(invalidUtf8Marker)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        return '%ED%A0%80'; // a lone surrogate has no UTF-8 form: send the bytes of one
      }
    })
    .join(
      [...invalidUtf8Bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''),
    );
}

/** Up to `count` items, picked with the generator, in their original order. */
export function sample<T>(items: T[], count: number, random: () => number): T[] {
  if (items.length <= count) return items;
  const picked = items.map((item, index) => ({ item, index, key: random() }));
  picked.sort((a, b) => a.key - b.key);
  return picked
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ item }) => item);
}
