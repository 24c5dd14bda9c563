import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import {
  activeCarrier,
  bookingApi,
  findBookNow,
  makeBookablePosting,
  renderBooking,
} from './booking.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const inactiveCarrier = { carrierActiveIndicator: false, source: 'MERCURYGATE' };
const contact = {
  shipmentId: 'L1',
  title: 'Brokerage desk',
  contactName: 'Dana Brooks',
  phone: '312-555-0100',
};

describe('the booking action of an open load card', () => {
  it('[D1-4.18] an active carrier sees Book Now for a load with a rate, a total and buyAllowed, in the configured colour', async () => {
    renderBooking(makeBookablePosting());

    const bookNow = await findBookNow();
    expect(bookNow.getAttribute('style')).toContain('--mantine-color-orange');
    expect(screen.queryByRole('button', { name: 'Contact to Book' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Qualified' })).toBeNull();
  });

  it('[D1-4.18] the colour of Book Now comes from the configuration', async () => {
    renderBooking(makeBookablePosting(), { config: { booking: { bookNowColor: 'teal' } } });

    expect((await findBookNow()).getAttribute('style')).toContain('--mantine-color-teal');
  });

  it.each([
    ['no rate', makeBookablePosting({ rate: null })],
    ['no total charge', makeBookablePosting({ rate: { totalCharge: null, currency: 'USD' } })],
    ['buyAllowed false', makeBookablePosting({ buyAllowed: false })],
  ])('[D1-4.19] a load with %s cannot be booked online: Contact to Book', async (_case, posting) => {
    renderBooking(posting);

    expect(await screen.findByRole('button', { name: 'Contact to Book' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('[D1-4.25] Contact to Book fetches the contact details of the load and shows them in a dialog', async () => {
    const { calls } = renderBooking(makeBookablePosting({ rate: null }), {
      api: bookingApi({ rest: { '/v1/contact/shipment/': () => Response.json(contact) } }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Contact to Book' }));

    const dialog = await screen.findByRole('dialog', { name: 'Brokerage desk' });
    expect(within(dialog).getByText('Dana Brooks')).toBeTruthy();
    expect(calls.some((call) => call.url === '/v1/contact/shipment/L1')).toBe(true);
  });

  it('[D1-4.23] [D1-8.07] an inactive carrier sees Get Qualified, whose modal says to contact carrier support', async () => {
    renderBooking(makeBookablePosting(), { api: bookingApi({ member: inactiveCarrier }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Get Qualified' }));

    const dialog = await screen.findByRole('dialog', { name: 'Get Qualified' });
    expect(dialog.textContent).toContain('You are not currently active');
    expect(dialog.textContent).toContain('contact carrier support');
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(await findViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[D1-4.23] the label and the message of Get Qualified are configurable', async () => {
    renderBooking(makeBookablePosting(), {
      api: bookingApi({ member: inactiveCarrier }),
      config: {
        booking: {
          getQualifiedLabel: { en: 'Become a carrier' },
          getQualifiedMessage: { en: 'Call 1-800-555-0199 to finish your onboarding.' },
        },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Become a carrier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Become a carrier' });
    expect(dialog.textContent).toContain('Call 1-800-555-0199 to finish your onboarding.');
  });

  it('[D2-6.05] an inactive carrier sees Get Qualified instead of Contact to Book too', async () => {
    renderBooking(makeBookablePosting({ rate: null }), { api: bookingApi({ member: inactiveCarrier }) });

    expect(await screen.findByRole('button', { name: 'Get Qualified' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact to Book' })).toBeNull();
  });

  it('[D1-4.24] outside My Loads an inactive carrier from source ASL is exempt: Book Now', async () => {
    renderBooking(makeBookablePosting(), {
      api: bookingApi({ member: { carrierActiveIndicator: false, source: 'ASL' } }),
    });

    expect(await findBookNow()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Qualified' })).toBeNull();
  });

  it('[D1-4.18] a role that does not book sees nothing to book on a bookable load', () => {
    const { variablesOf } = renderBooking(makeBookablePosting(), { roles: ['carrierDriver'] });

    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contact to Book' })).toBeNull();
    expect(variablesOf('getUserDetails')).toEqual([]);
  });

  it('[D1-4.25] a role that does not book sees Contact to Book for a load without a rate', async () => {
    renderBooking(makeBookablePosting({ rate: null }), { roles: ['carrierDriver'] });

    expect(await screen.findByRole('button', { name: 'Contact to Book' })).toBeTruthy();
  });

  it('[D1-4.18] the buttons and the Get Qualified text exist in French', async () => {
    await changeLanguage('fr', null);
    renderBooking(makeBookablePosting(), { api: bookingApi({ member: inactiveCarrier }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Se qualifier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Se qualifier' });
    expect(dialog.textContent).toContain('soutien aux transporteurs');
  });

  it('[D1-4.18] an active carrier sees Réserver in French', async () => {
    await changeLanguage('fr', null);
    renderBooking(makeBookablePosting(), { api: bookingApi({ member: activeCarrier }) });

    expect(await screen.findByRole('button', { name: 'Réserver' })).toBeTruthy();
  });
});
