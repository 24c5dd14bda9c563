import { describe, expect, it } from 'vitest';
import { persistedQuerySearch } from '@freight/domain/persisted-queries';
import { loggedUrl } from './logged-request';

describe('the URL a log line keeps', () => {
  it("leaves a query's variables out of the log, and keeps its hash and name", () => {
    const search = persistedQuerySearch('sha256:abc', 'getUserDetails', { upn: 'karen@example.com' });
    const logged = loggedUrl(`/web/v1/experience?${search}`);
    expect(logged).not.toContain('karen');
    expect(logged).not.toContain('variables');
    expect(Object.fromEntries(new URL(logged, 'http://x').searchParams)).toEqual({
      persisted: 'true',
      query: 'sha256:abc',
      operationName: 'getUserDetails',
    });
  });

  it('keeps every other URL whole', () => {
    for (const url of ['/v1/api/locations/searchByQuery?query=chicago', '/web/v1/experience', '/healthz'])
      expect(loggedUrl(url)).toBe(url);
  });
});
