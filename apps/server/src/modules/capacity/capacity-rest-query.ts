/**
 * A query string's paging fields as numbers: `?page=0&size=10` arrives as text. Only whole decimal
 * numbers are turned into numbers; anything else is passed on as it came, for the input's schema to
 * refuse with its own message.
 */
export function withNumericPaging(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const fields = { ...(query as Record<string, unknown>) };
  for (const name of ['page', 'size']) {
    const value = fields[name];
    if (typeof value === 'string' && /^\d{1,9}$/.test(value)) fields[name] = Number(value);
  }
  return fields;
}
