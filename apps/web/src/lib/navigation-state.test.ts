import { describe, expect, it } from 'vitest';
import {
  readMyLoadsShipmentState,
  readNavigationState,
  readReferenceSearchState,
  searchResultsStateSchema,
} from './navigation-state';

describe('navigation state', () => {
  it('[D1-2.21] reads a search to run with its criteria as they were handed over', () => {
    const criteria = { origin: { city: 'Chicago' } };
    const state = { criteria, from: 'recentSearch', savedSearchId: 'S1', skipUserSearchHistory: true };

    const read = readNavigationState(searchResultsStateSchema, state);

    expect(read).toEqual(state);
    expect(read?.criteria).toBe(criteria);
  });

  it.each<[string, unknown]>([
    ['no state', null],
    ['a text', 'search'],
    ['no criteria', { from: 'newSearch' }],
    ['criteria that are not an object', { criteria: 'all', from: 'newSearch' }],
    ['an unknown segment', { criteria: {}, from: 'watchedLoads' }],
    ['a favourite flag that is not a boolean', { criteria: {}, from: 'newSearch', favorite: 'yes' }],
  ])('[D1-8.08] ignores a search state with %s', (_name, state) => {
    expect(readNavigationState(searchResultsStateSchema, state)).toBeNull();
  });

  it('[D3-4.53] reads a reference trimmed, and ignores a blank one', () => {
    expect(readReferenceSearchState({ reference: '  L123 ' })).toBe('L123');
    expect(readReferenceSearchState({ reference: '   ' })).toBeNull();
    expect(readReferenceSearchState({ reference: 123 })).toBeNull();
    expect(readReferenceSearchState(undefined)).toBeNull();
  });

  it('[D3-4.51] reads the shipment to open, and ignores an empty or missing one', () => {
    expect(readMyLoadsShipmentState({ shipmentId: 'SH1' })).toBe('SH1');
    expect(readMyLoadsShipmentState({ shipmentId: '' })).toBeNull();
    expect(readMyLoadsShipmentState({ reference: 'SH1' })).toBeNull();
  });
});
