import { describe, expect, it } from 'vitest';
import { entryForSource, isSourceListed } from './source-scope';

describe('configuration per source system and division', () => {
  it('[D2-6.15] a list names a source system for every division, or one SOURCE/DIVISION', () => {
    expect(isSourceListed(['ASL/EAST'], { sourceSystem: 'ASL', division: 'EAST' })).toBe(true);
    expect(isSourceListed(['ASL/EAST'], { sourceSystem: 'ASL', division: null })).toBe(false);
    expect(isSourceListed(['ASL'], { sourceSystem: 'ASL', division: 'WEST' })).toBe(true);
    expect(isSourceListed(['MASTERMIND'], { sourceSystem: 'ASL', division: null })).toBe(false);
  });

  it('[D2-6.15] a keyed record answers the division entry first, then the source system', () => {
    const record = { ASL: 'source', 'ASL/EAST': 'division' };
    expect(entryForSource(record, { sourceSystem: 'ASL', division: 'EAST' })).toBe('division');
    expect(entryForSource(record, { sourceSystem: 'ASL', division: 'WEST' })).toBe('source');
    expect(entryForSource(record, { sourceSystem: 'ASL', division: null })).toBe('source');
    expect(entryForSource(record, { sourceSystem: 'TRINIUM', division: null })).toBeUndefined();
    expect(entryForSource(record, { sourceSystem: 'toString', division: null })).toBeUndefined();
  });
});
