import { describe, expect, it } from 'vitest';
import {
  chooseBookingAction,
  choosePreBookWarning,
  isBookable,
  isCarrierInactive,
  presentBookResult,
  type PickUpStop,
} from './booking';

const rated = { rate: { totalCharge: '1850.00' }, buyAllowed: true };
const active = { active: true, source: 'MERCURYGATE' };
const inactive = { active: false, source: 'MERCURYGATE' };

describe('the booking button', () => {
  it('[D1-4.18] [D1-4.19] Book Now needs a rate, a total charge and buyAllowed, for an active carrier', () => {
    expect(chooseBookingAction(rated, active)).toBe('bookNow');
    expect(isBookable({ ...rated, buyAllowed: false })).toBe(false);
    expect(isBookable({ rate: { totalCharge: null }, buyAllowed: true })).toBe(false);
    expect(isBookable({ rate: null, buyAllowed: true })).toBe(false);
  });

  it('[D1-4.25] a load without a rate, or not bookable, offers Contact to Book', () => {
    expect(chooseBookingAction({ rate: null, buyAllowed: true }, active)).toBe('contactToBook');
    expect(chooseBookingAction({ ...rated, buyAllowed: false }, active)).toBe('contactToBook');
  });

  it('[D1-4.23] [D2-6.05] an inactive carrier gets Get Qualified instead of Book Now or Contact to Book', () => {
    expect(chooseBookingAction(rated, inactive)).toBe('getQualified');
    expect(chooseBookingAction({ rate: null, buyAllowed: true }, inactive)).toBe('getQualified');
  });

  it('[D1-4.24] outside My Loads an inactive carrier from source ASL is exempt; in My Loads it is not', () => {
    const asl = { active: false, source: 'ASL' };
    expect(isCarrierInactive(asl, null)).toBe(false);
    expect(chooseBookingAction(rated, asl)).toBe('bookNow');
    expect(isCarrierInactive(asl, 'carrierTendered')).toBe(true);
    expect(isCarrierInactive(inactive, null)).toBe(true);
  });
});

describe('the warning before the rate confirmation', () => {
  // 2026-11-22 10:00 in Chicago (16:00 UTC).
  const now = Date.parse('2026-11-22T16:00:00Z');
  const pickUp = (overrides: Partial<PickUpStop> = {}): PickUpStop => ({
    stopType: 'P',
    sequence: 1,
    appointmentFrom: '2026-11-22T14:00:00-06:00',
    appointmentState: null,
    timeZone: 'America/Chicago',
    ...overrides,
  });
  const drop: PickUpStop = { ...pickUp(), stopType: 'D', sequence: 2, appointmentState: 'P' };

  it('[D1-4.20] same day with an unconfirmed appointment gives the combined warning', () => {
    expect(choosePreBookWarning([pickUp({ appointmentState: 'P' }), drop], now)).toBe('combined');
  });

  it('[D1-4.20] same day alone gives the same-day warning; an unconfirmed appointment alone its own', () => {
    expect(choosePreBookWarning([pickUp(), drop], now)).toBe('sameDay');
    expect(
      choosePreBookWarning(
        [pickUp({ appointmentFrom: '2026-11-23T08:00:00-06:00', appointmentState: 'P' })],
        now,
      ),
    ).toBe('appointment');
    expect(
      choosePreBookWarning([pickUp({ appointmentFrom: '2026-11-23T08:00:00-06:00' }), drop], now),
    ).toBeNull();
  });

  it("[D1-4.20] 'same day' is judged in the pick-up stop's time zone, on the first pick-up", () => {
    // 05:30 UTC on the 23rd is still the 22nd in Los Angeles but already the 23rd in New York.
    const lateEvening = Date.parse('2026-11-23T05:30:00Z');
    const losAngeles = pickUp({
      appointmentFrom: '2026-11-22T23:00:00-08:00',
      timeZone: 'America/Los_Angeles',
    });
    const newYork = pickUp({ appointmentFrom: '2026-11-22T23:00:00-05:00', timeZone: 'America/New_York' });
    expect(choosePreBookWarning([losAngeles], lateEvening)).toBe('sameDay');
    expect(choosePreBookWarning([newYork], lateEvening)).toBeNull();
    const secondPickUp = pickUp({ sequence: 2, appointmentFrom: '2026-11-25T08:00:00-06:00' });
    expect(choosePreBookWarning([secondPickUp, pickUp()], now)).toBe('sameDay');
  });
});

describe('the book result', () => {
  it('[D1-4.26] OK: Thank You with View More Results and Assign Driver; the load leaves every list', () => {
    expect(presentBookResult('OK')).toMatchObject({
      title: 'thankYou',
      buttons: ['viewMoreResults', 'assignDriver'],
      removesLoadFrom: ['search', 'recommended', 'watched'],
    });
  });

  it('[D1-4.27] [D1-4.28] REJECTED is an Error and ON_HOLD a Warning, with the server message and Ok', () => {
    expect(presentBookResult('REJECTED')).toMatchObject({
      title: 'error',
      buttons: ['ok'],
      showsMessage: true,
    });
    expect(presentBookResult('ON_HOLD')).toMatchObject({
      title: 'warning',
      buttons: ['ok'],
      showsMessage: true,
    });
  });

  it('[D1-4.29] CANCELLED is an Error and removes the load from recommended and watched', () => {
    expect(presentBookResult('CANCELLED')).toMatchObject({
      title: 'error',
      removesLoadFrom: ['recommended', 'watched'],
    });
  });

  it('[D1-4.30] [D1-4.31] TIMEOUT thanks and goes to the module; any other status shows its message and is logged', () => {
    expect(presentBookResult('TIMEOUT')).toMatchObject({ title: 'thankYou', navigatesToModule: true });
    expect(presentBookResult('SOMETHING_ELSE')).toMatchObject({
      title: null,
      showsMessage: true,
      logsFailure: true,
    });
  });
});
