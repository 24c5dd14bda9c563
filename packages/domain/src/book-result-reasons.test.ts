import { describe, expect, it } from 'vitest';
import { bookResultReasons, isBookResultReason, statusOfReason } from './book-result-reasons';
import { bookStatuses, opensDriverAssignAfterBooking } from './booking';

describe('book result reasons', () => {
  it('[D1-4.26][D1-4.27][D1-4.28][D1-4.29][D1-4.30] every status has at least one reason, and every reason a status', () => {
    const statuses = new Set(Object.values(statusOfReason));
    expect([...statuses].sort()).toEqual([...bookStatuses].sort());
    expect(Object.keys(statusOfReason).sort()).toEqual([...bookResultReasons].sort());
  });

  it('tells a reason from another string', () => {
    expect(isBookResultReason('withdrawn')).toBe(true);
    expect(isBookResultReason('other')).toBe(false);
  });

  it('[D1-4.26][D2-4.22] only the LO3 user type gets the driver-assign dialog after booking', () => {
    expect(opensDriverAssignAfterBooking('LO3')).toBe(true);
    expect(opensDriverAssignAfterBooking('LO1')).toBe(false);
    expect(opensDriverAssignAfterBooking(null)).toBe(false);
  });
});
