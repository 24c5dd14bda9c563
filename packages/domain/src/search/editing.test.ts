import { describe, expect, it } from 'vitest';
import { criteria } from './search.fixtures';
import { editSearchForm, setDestinationMode, setOriginAnywhere, type SearchFormState } from './editing';

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
});
