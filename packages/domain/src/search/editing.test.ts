import { describe, expect, it } from 'vitest';
import { criteria, now, withSearch } from './search.fixtures';
import {
  editDropRange,
  editPickUpRange,
  editSearchForm,
  setDestinationMode,
  setOriginAnywhere,
  type SearchFormState,
} from './editing';
import { validateSearchCriteria } from './validation';

describe('editing the form', () => {
  const saved: SearchFormState = { criteria: criteria(), favorite: true, criteriaId: 'saved-1' };

  it('[D1-4.04] any edit clears the favourite flag and the criteria id', () => {
    const edited = editSearchForm(saved, { originRadius: 150 });
    expect(edited).toEqual({
      criteria: { ...saved.criteria, originRadius: 150 },
      favorite: false,
      criteriaId: null,
    });
    expect(editSearchForm(saved, {})).toMatchObject({ favorite: false, criteriaId: null });
    // The edit returns a new state: the saved one is left as it was.
    expect(saved).toMatchObject({ favorite: true, criteriaId: 'saved-1' });
  });

  it('[D1-4.01] the Anywhere checkbox sets or clears the origin', () => {
    expect(setOriginAnywhere(criteria(), true)).toEqual({ originMode: 'anywhere', origin: null });
    expect(setOriginAnywhere(criteria({ originMode: 'anywhere', origin: null }), false)).toEqual({
      originMode: 'city',
      origin: null,
    });
  });

  it('[D1-4.01] [D1-4.03] switching the destination mode starts that mode empty', () => {
    for (const mode of ['anywhere', 'city', 'states'] as const) {
      expect(setDestinationMode(mode)).toEqual({
        destinationMode: mode,
        destination: null,
        destinationStates: [],
      });
    }
  });

  describe('the delivery range follows the pick-up range until the user sets it', () => {
    const fresh: SearchFormState = { criteria: criteria(), favorite: false, criteriaId: null };
    // Two days later than the defaults: Thursday 26 to Saturday 28 November, in Chicago's offset.
    const later = { start: '2026-11-26T00:00:00-06:00', end: '2026-11-28T23:55:00-06:00' };

    it('[D1-5.04] [D1-5.07] a later pick-up range moves an untouched delivery range with it', () => {
      // Before: the default delivery range starts on the 24th, before the new pick-up range.
      expect(fresh.criteria.dropStartDate).toBe('2026-11-24T00:00:00-06:00');

      const edited = editPickUpRange(fresh, later);

      expect(edited.criteria).toMatchObject({
        pickUpStartDate: later.start,
        pickUpEndDate: later.end,
        dropStartDate: later.start,
        // destinationDateDefaultOffset (8) days after the pick-up's first day, as the defaults.
        dropEndDate: '2026-12-04T23:55:00-06:00',
      });
      expect(validateSearchCriteria(edited.criteria, { now })).toEqual({});
      expect(edited).toMatchObject({ favorite: false, criteriaId: null });
    });

    it('[D1-5.04] a pick-up range longer than the offset ends the delivery range with it', () => {
      const long = { start: later.start, end: '2026-12-20T23:55:00-06:00' };
      expect(editPickUpRange(fresh, long).criteria.dropEndDate).toBe(long.end);
      const shorter = withSearch({ destinationDateDefaultOffsetDays: 1 });
      expect(editPickUpRange(fresh, later, shorter).criteria.dropEndDate).toBe(later.end);
    });

    it('[D1-5.04] a delivery range the user set stays as set, and its rule tells when it no longer fits', () => {
      const chosen = editDropRange(fresh, {
        start: '2026-11-25T08:00:00-06:00',
        end: '2026-11-30T18:00:00-06:00',
      });
      expect(chosen.isDropRangeChosen).toBe(true);

      const edited = editPickUpRange(chosen, later);

      expect(edited.criteria).toMatchObject({
        dropStartDate: '2026-11-25T08:00:00-06:00',
        dropEndDate: '2026-11-30T18:00:00-06:00',
      });
      expect(validateSearchCriteria(edited.criteria, { now })).toEqual({
        dropDates: 'dropStartsBeforePickup',
      });
    });

    it('[D1-5.06] a pick-up range without its start (being picked) leaves the delivery range alone', () => {
      const edited = editPickUpRange(fresh, { start: null, end: null });
      expect(edited.criteria).toMatchObject({
        pickUpStartDate: null,
        dropStartDate: fresh.criteria.dropStartDate,
        dropEndDate: fresh.criteria.dropEndDate,
      });
    });
  });
});
