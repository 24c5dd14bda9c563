import { describe, expect, it } from 'vitest';
import {
  bookResultMessages,
  bookResultReasons,
  formatBookResultMessage,
  isBookResultReason,
  statusOfReason,
} from './booking-messages';
import { bookStatuses, opensDriverAssignAfterBooking } from './booking';

describe('book result messages', () => {
  it('[D1-4.26][D1-4.27][D1-4.28][D1-4.29][D1-4.30] every status has at least one reason, and every reason a status', () => {
    const statuses = new Set(Object.values(statusOfReason));
    expect([...statuses].sort()).toEqual([...bookStatuses].sort());
    expect(Object.keys(statusOfReason).sort()).toEqual([...bookResultReasons].sort());
  });

  it('has every reason in English and French, with the same placeholders', () => {
    for (const reason of bookResultReasons) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(bookResultMessages.fr[reason]).not.toBe('');
      expect(placeholders(bookResultMessages.fr[reason])).toEqual(
        placeholders(bookResultMessages.en[reason]),
      );
    }
  });

  it('[D1-8.05] fills in the load and the hold', () => {
    expect(formatBookResultMessage('en', 'alreadyBooked', { loadId: 'L-1' })).toBe(
      'Load L-1 has already been booked.',
    );
    expect(
      formatBookResultMessage('fr', 'complianceHold', { loadId: 'L-1', hold: 'assurance expirée' }),
    ).toContain('(assurance expirée)');
    expect(isBookResultReason('withdrawn')).toBe(true);
    expect(isBookResultReason('other')).toBe(false);
  });

  it('[D1-4.26][D2-4.22] only the LO3 user type gets the driver-assign dialog after booking', () => {
    expect(opensDriverAssignAfterBooking('LO3')).toBe(true);
    expect(opensDriverAssignAfterBooking('LO1')).toBe(false);
    expect(opensDriverAssignAfterBooking(null)).toBe(false);
  });
});
