import { describe, expect, it } from 'vitest';
import { hasMorePages, showMoreCount } from './paging';

describe('paging', () => {
  it('[D1-4.10] Show More adds min(25, remaining) while pages remain', () => {
    expect(showMoreCount(100, 25, 25)).toBe(25);
    expect(showMoreCount(60, 50, 25)).toBe(10);
    expect(showMoreCount(50, 50, 25)).toBe(0);
    expect(showMoreCount(10, 25, 25)).toBe(0);
    expect(hasMorePages(60, 50)).toBe(true);
    expect(hasMorePages(60, 60)).toBe(false);
  });
});
