import { describe, expect, it } from 'vitest';
import { chicago, criteria, dallas } from './search.fixtures';
import { searchCriteriaKey } from './criteria-key';

describe('the criteria key', () => {
  it('[D1-5.12] the criteria key ignores case, state order, times and what Anywhere leaves behind', () => {
    const key = searchCriteriaKey(
      criteria({ destinationMode: 'states', destination: null, destinationStates: ['TX', 'OK'] }),
    );
    expect(
      searchCriteriaKey(
        criteria({
          origin: { ...chicago, city: 'CHICAGO', postalCode: null },
          destinationMode: 'states',
          destination: dallas,
          destinationStates: ['OK', 'TX'],
          pickUpStartDate: '2026-11-24T08:00:00-06:00',
        }),
      ),
    ).toBe(key);
    expect(searchCriteriaKey(criteria({ destinationMode: 'states', destinationStates: ['TX'] }))).not.toBe(
      key,
    );
    expect(searchCriteriaKey(criteria())).not.toBe(searchCriteriaKey(criteria({ originRadius: 150 })));
    expect(searchCriteriaKey(criteria())).not.toBe(searchCriteriaKey(criteria({ trailerType: 'Flatbed' })));
    expect(searchCriteriaKey(criteria())).not.toBe(
      searchCriteriaKey(criteria({ pickUpEndDate: '2026-11-27T23:55:00-06:00' })),
    );
    const anywhere = { destinationMode: 'anywhere' as const, destination: null };
    expect(searchCriteriaKey(criteria({ ...anywhere, dropEndDate: null }))).toBe(
      searchCriteriaKey(criteria({ ...anywhere, destinationRadius: 250 })),
    );
  });
});
