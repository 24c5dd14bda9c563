import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBookResultMessage } from '../../../test/shared-messages';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations, setOnline } from '../../../test/dom';
import { makePosting } from '../../../test/load-postings.fixtures';
import type { RenderOptions } from '../../../test/render-with-api';
import type { BuyLoadAnswer } from './api/buy-load';
import {
  bookResult,
  bookingApi,
  findBookNow,
  inDays,
  loggedEvents,
  makeBookablePosting,
  renderBooking,
} from './booking.test-utils';

// The owner-operator's dialog belongs to driver assignment; here it only has to open on the booked
// shipment and report back.
vi.mock('../../driver-assignment/components/self-assign-dialog', () => ({
  SelfAssignDialog: (props: {
    opened: boolean;
    shipment: { shipmentId: string; loadId: string | null };
    onClose: () => void;
    onAssigned: (result: { successorShipmentId: string | null }) => void;
  }) =>
    props.opened ? (
      <div role="dialog" aria-label={`Assign yourself to ${props.shipment.shipmentId}`}>
        <button onClick={() => props.onAssigned({ successorShipmentId: 'SH2' })}>Assign me</button>
        <button onClick={props.onClose}>Close</button>
      </div>
    ) : null,
}));

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  setOnline(true);
  await changeLanguage('en', null);
});

const alreadyBooked = formatBookResultMessage('en', 'alreadyBooked', { loadId: 'L1' });

/** An amount in US dollars as Intl writes it in Canadian French (with its no-break spaces). */
const inFrench = (value: number) =>
  new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD' }).format(value);

const queryClientForTest = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Book Now, then past the rate confirmation: Accept once the terms are shown. */
async function acceptRateConfirmation() {
  fireEvent.click(await findBookNow());
  const dialog = await screen.findByRole('dialog', { name: 'Rate Confirmation' });
  await within(dialog).findByRole('region', { name: 'Brokerage terms' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  return dialog;
}

/** Load L1, bookable, over a server whose buy-load request answers this result. */
function renderBookingAnswering(result: Partial<BuyLoadAnswer>, options: RenderOptions = {}) {
  return renderBooking(makeBookablePosting(), {
    ...options,
    api: bookingApi({ buy: () => ({ data: { buyLoadRequest: bookResult(result) } }) }),
  });
}

function stopsPickingUp(appointmentFrom: string, appointmentState: string | null) {
  return makeBookablePosting({
    stops: [
      { ...makePosting().stops[0]!, stopId: 'L1-1', appointmentFrom, appointmentState },
      { ...makePosting().stops[1]!, stopId: 'L1-2', appointmentFrom: inDays(5) },
    ],
  });
}

describe('before booking', () => {
  it.each([
    [
      'a same-day pick-up with an unconfirmed appointment',
      inDays(0),
      'P',
      'picks up today and its pick-up appointment is not confirmed',
    ],
    ['a same-day pick-up', inDays(0), null, 'This load picks up today.'],
    [
      'an unconfirmed pick-up appointment',
      inDays(3),
      'P',
      'The pick-up appointment of this load is not confirmed yet.',
    ],
  ])(
    '[D1-4.20] %s gives its warning first, titled Warning, with Cancel and Agree',
    async (_case, from, state, text) => {
      renderBooking(stopsPickingUp(from, state));

      fireEvent.click(await findBookNow());

      const dialog = await screen.findByRole('dialog', { name: 'Warning' });
      expect(dialog.textContent).toContain(text);
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
      expect(await screen.findByRole('dialog', { name: 'Rate Confirmation' })).toBeTruthy();
    },
  );

  it('[D1-4.20] [D1-4.22] a load with no warning opens the rate confirmation at once', async () => {
    renderBooking(makeBookablePosting());

    fireEvent.click(await findBookNow());

    expect(await screen.findByRole('dialog', { name: 'Rate Confirmation' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull();
  });

  it('[D1-4.21] Cancel closes the warning and books nothing; focus goes back to Book Now', async () => {
    const { variablesOf } = renderBooking(stopsPickingUp(inDays(0), null));

    const bookNow = await findBookNow();
    // A click focuses a button in a browser, not in jsdom.
    bookNow.focus();
    fireEvent.click(bookNow);
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bookNow));
    expect(variablesOf('buyLoadRequest')).toEqual([]);
  });

  it('[D1-4.21] Escape cancels the warning too', async () => {
    renderBooking(stopsPickingUp(inDays(0), null));

    fireEvent.click(await findBookNow());
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[D1-4.21] the title and the Agree label are configurable', async () => {
    renderBooking(stopsPickingUp(inDays(0), 'P'), {
      config: {
        booking: {
          preBookWarningTitle: { en: 'Before you book' },
          preBookAgreeLabel: { en: 'I understand' },
        },
      },
    });

    fireEvent.click(await findBookNow());

    const dialog = await screen.findByRole('dialog', { name: 'Before you book' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(await screen.findByRole('dialog', { name: 'Rate Confirmation' })).toBeTruthy();
  });
});

describe('the rate confirmation', () => {
  it('[D1-4.22] shows line haul, fuel, accessorials and total with 2 decimals, and the sanitised terms of the load type', async () => {
    const { calls } = renderBooking(makeBookablePosting());

    fireEvent.click(await findBookNow());

    const dialog = await screen.findByRole('dialog', { name: 'Rate Confirmation' });
    expect(within(dialog).getByText(/Amounts in USD/)).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Line haul $1,500.50' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Fuel $300.49' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Detention $50.00' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Total $1,850.99' })).toBeTruthy();
    const terms = await within(dialog).findByRole('region', { name: 'Brokerage terms' });
    expect(within(terms).getByText('30').tagName).toBe('B');
    expect(terms.querySelector('script')).toBeNull();
    expect(
      calls.filter((call) => call.url.startsWith('/v1/contentorconfig')).map((call) => call.url),
    ).toEqual(['/v1/contentorconfig?contentType=terms_and_conditions&loadType=Brokerage&locale=en']);
    expect(await findViolations(dialog)).toEqual([]);
  });

  it('[D1-4.22] a load in Canadian dollars shows its amounts in CAD', async () => {
    renderBooking(makeBookablePosting({ rate: { totalCharge: '1850.99', currency: 'CAD' } }));

    fireEvent.click(await findBookNow());

    const dialog = await screen.findByRole('dialog', { name: 'Rate Confirmation' });
    expect(within(dialog).getByText(/Amounts in CAD/)).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Total CA$1,850.99' })).toBeTruthy();
  });

  it('[D1-4.22] Accept waits for the terms; terms that could not be loaded offer Retry', async () => {
    let isDown = true;
    renderBooking(makeBookablePosting(), {
      api: bookingApi({
        rest: {
          '/v1/contentorconfig': () =>
            isDown
              ? Response.json({ code: 'INTERNAL' }, { status: 500 })
              : Response.json({ body: '<p>Terms</p>' }),
        },
      }),
    });

    fireEvent.click(await findBookNow());

    const dialog = await screen.findByRole('dialog', { name: 'Rate Confirmation' });
    expect(await within(dialog).findByText('The terms and conditions could not be loaded.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    isDown = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('region', { name: 'Terms and conditions' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
  });

  it('[D1-4.22] Decline closes it, books nothing and logs the decline', async () => {
    const { inputsOf, variablesOf } = renderBooking(makeBookablePosting());

    fireEvent.click(await findBookNow());
    const dialog = await screen.findByRole('dialog', { name: 'Rate Confirmation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(variablesOf('buyLoadRequest')).toEqual([]);
    await waitFor(() =>
      expect(loggedEvents(inputsOf)).toEqual([
        { name: 'booking.rateConfirmationDeclined', data: { loadId: 'L1' } },
      ]),
    );
  });

  it('[D1-4.22] Accept sends the accepted rate once, with a key made for this rate confirmation', async () => {
    const { inputsOf } = renderBooking(makeBookablePosting());

    const dialog = await acceptRateConfirmation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await screen.findByRole('dialog', { name: 'Thank You' });
    const inputs = inputsOf('buyLoadRequest');
    expect(inputs).toEqual([
      {
        userId: 'm1',
        carrierId: 'c1',
        sourceSystem: 'BROKERAGE',
        loadId: 'L1',
        binRateId: 'BIN1',
        amount: '1850.99',
        currency: 'USD',
        lhlCharges: '1500.50',
        fsrCharges: '300.49',
        idempotencyKey: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      },
    ]);
  });

  it('[D1-8.05] a request that gets no answer shows the buy-load error and keeps the rate confirmation; Accept retries with the same key', async () => {
    let answers = 0;
    const { inputsOf } = renderBooking(makeBookablePosting(), {
      api: bookingApi({
        buy: () => {
          answers += 1;
          return answers === 1
            ? { errors: [{ message: '', extensions: { code: 'INTERNAL' } }] }
            : { data: { buyLoadRequest: bookResult() } };
        },
      }),
    });

    const dialog = await acceptRateConfirmation();

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('We could not book this load. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Thank You' })).toBeTruthy();
    const [first, second] = inputsOf('buyLoadRequest');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('[D1-4.22] a new rate confirmation makes a new key', async () => {
    const { inputsOf } = renderBookingAnswering({
      status: 'REJECTED',
      reason: 'rateChanged',
      shipmentIds: [],
    });

    await acceptRateConfirmation();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', { name: 'Ok' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await acceptRateConfirmation();
    await screen.findByRole('dialog', { name: 'Error' });

    const [first, second] = inputsOf('buyLoadRequest');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('[D1-8.01] offline, Book Now shows the offline alert and opens nothing', async () => {
    renderBooking(makeBookablePosting());
    const bookNow = await findBookNow();
    setOnline(false);

    fireEvent.click(bookNow);

    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Rate Confirmation' })).toBeNull();
  });
});

describe('the book result', () => {
  function seedLists(queryClient: QueryClient) {
    const pagesOf = (...loadIds: string[]) => ({
      pages: [
        { totalRecords: loadIds.length, loadPostings: loadIds.map((loadId) => makePosting({ loadId })) },
      ],
      pageParams: [0],
    });
    queryClient.setQueryData(['searchLoadPostingV2', 'criteria'], pagesOf('L1', 'L2'));
    queryClient.setQueryData(['recommendedLoads', 'list', 25], pagesOf('L2', 'L1'));
    queryClient.setQueryData(['getUserWatchedLoads', 25], pagesOf('L1'));
    queryClient.setQueryData(['getMyLoadsCounts'], new Map([['CarrierAssigned', 3]]));
  }
  const holdsL1 = (queryClient: QueryClient, key: unknown[]) =>
    JSON.stringify(queryClient.getQueryData(key)).includes('"loadId":"L1"');

  it('[D1-4.26] OK: the shipment is fetched, Thank You offers View More Results and Assign Driver; the load leaves every list', async () => {
    const queryClient = queryClientForTest();
    seedLists(queryClient);
    const { variablesOf, router } = renderBooking(makeBookablePosting(), { queryClient });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(dialog.textContent).toContain(formatBookResultMessage('en', 'booked', { loadId: 'L1' }));
    expect(variablesOf('buyLoadShipmentRequest')).toEqual([{ shipmentIds: ['SH1'] }]);
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    expect(labels).toEqual(['View More Results', 'Assign Driver']);
    expect(queryClient.getQueryState(['getMyLoadsCounts'])?.isInvalidated).toBe(true);
    expect(await findViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'View More Results' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/app/search/results');
    expect(holdsL1(queryClient, ['searchLoadPostingV2', 'criteria'])).toBe(false);
    expect(holdsL1(queryClient, ['recommendedLoads', 'list', 25])).toBe(false);
    expect(holdsL1(queryClient, ['getUserWatchedLoads', 25])).toBe(false);
  });

  it('[D1-4.26] Assign Driver goes to Carrier Assigned', async () => {
    const { router } = renderBooking(makeBookablePosting());

    await acceptRateConfirmation();
    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign Driver' }));

    expect(await screen.findByRole('heading', { name: 'My Loads' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/MyLoad/CarrierAssigned');
  });

  it('[D1-4.14] Top Recommendations are fetched again after a booking, after the configured delay', async () => {
    const queryClient = queryClientForTest();
    queryClient.setQueryData(['recommendedLoads', 'top', 10], [makePosting({ loadId: 'L7' })]);
    renderBooking(makeBookablePosting(), {
      queryClient,
      config: { recommendations: { topRefreshDelayMs: 50 } },
    });

    await acceptRateConfirmation();
    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'View More Results' }));

    expect(queryClient.getQueryState(['recommendedLoads', 'top', 10])?.isInvalidated).toBe(false);
    await waitFor(() =>
      expect(queryClient.getQueryState(['recommendedLoads', 'top', 10])?.isInvalidated).toBe(true),
    );
  });

  it('[D1-4.26] a Leased owner-operator of user type LO3 gets the driver-assign dialog on the booked shipment', async () => {
    const { router } = renderBooking(makeBookablePosting(), {
      roles: ['carrierLeasedOwnerOpr'],
      api: bookingApi({ member: { carrierActiveIndicator: true, source: 'MERCURYGATE', userType: 'LO3' } }),
    });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Assign yourself to SH1' });
    expect(screen.queryByRole('dialog', { name: 'Thank You' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign me' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned'));
  });

  it('[D1-4.26] an owner-operator who answers Not now is told where the load went and how to find it', async () => {
    const { router } = renderBooking(makeBookablePosting(), {
      roles: ['carrierLeasedOwnerOpr'],
      api: bookingApi({ member: { carrierActiveIndicator: true, source: 'MERCURYGATE', userType: 'LO3' } }),
    });

    await acceptRateConfirmation();
    const dialog = await screen.findByRole('dialog', { name: 'Assign yourself to SH1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(
      await screen.findByText(
        'Load #L1 is booked and waits for you as its driver. Search its number in Search by Load # to open it and assign yourself.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Assign yourself to SH1' })).toBeNull();
    expect(router.state.location.pathname).not.toMatch(/MyLoad/);
    notifications.clean();
  });

  it('[D1-4.26] a Leased member of another user type gets Thank You without Assign Driver', async () => {
    renderBooking(makeBookablePosting(), { roles: ['carrierLeasedOwnerOpr'] });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(within(dialog).queryByRole('button', { name: 'Assign Driver' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'View More Results' })).toBeTruthy();
  });

  it('[D1-4.27] REJECTED shows Error with the message and a single Ok, logs the failure, and gives focus back to Book Now', async () => {
    const { inputsOf } = renderBookingAnswering({
      status: 'REJECTED',
      reason: 'alreadyBooked',
      message: alreadyBooked,
      shipmentIds: [],
    });
    const bookNow = await findBookNow();
    bookNow.focus();

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain(alreadyBooked);
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'View More Results' })).toBeNull();
    await waitFor(() =>
      expect(loggedEvents(inputsOf)).toEqual([
        {
          name: 'booking.failed',
          data: { loadId: 'L1', status: 'REJECTED', message: alreadyBooked },
        },
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bookNow));
  });

  it('[D1-4.28] ON_HOLD shows Warning with the server message naming the hold, and a single Ok', async () => {
    const message =
      'Your carrier is on a compliance hold (insurance expired). Bookings resume once carrier support lifts it.';
    renderBookingAnswering({
      status: 'ON_HOLD',
      reason: 'complianceHold',
      message,
      shipmentIds: [],
      hold: 'insurance expired',
    });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(dialog.textContent).toContain(message);
    expect(within(dialog).getAllByRole('button', { name: 'Ok' })).toHaveLength(1);
  });

  it('[D1-4.29] CANCELLED shows Error with the message; the load leaves the recommended and watched lists only', async () => {
    const queryClient = queryClientForTest();
    seedLists(queryClient);
    renderBookingAnswering(
      {
        status: 'CANCELLED',
        reason: 'withdrawn',
        message: 'withdrawn',
        shipmentIds: [],
      },
      { queryClient },
    );

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain(formatBookResultMessage('en', 'withdrawn', { loadId: 'L1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(holdsL1(queryClient, ['searchLoadPostingV2', 'criteria'])).toBe(true);
    expect(holdsL1(queryClient, ['recommendedLoads', 'list', 25])).toBe(false);
    expect(holdsL1(queryClient, ['getUserWatchedLoads', 25])).toBe(false);
  });

  it('[D1-4.30] TIMEOUT shows Thank You with the message; Ok goes to the module route', async () => {
    const { router, inputsOf } = renderBookingAnswering({
      status: 'TIMEOUT',
      reason: 'confirmationPending',
      shipmentIds: [],
    });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    expect(dialog.textContent).toContain(
      formatBookResultMessage('en', 'confirmationPending', { loadId: 'L1' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('heading', { name: 'My Loads' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/MyLoad/CarrierAssigned');
    expect(loggedEvents(inputsOf)).toEqual([]);
  });

  it('[D1-4.31] [D1-8.05] another status shows its message without a title and logs the failure; an empty message shows the buy-load error', async () => {
    const { inputsOf } = renderBookingAnswering({
      status: 'PENDING_REVIEW',
      reason: 'review',
      message: '',
      shipmentIds: [],
    });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Booking result' });
    expect(dialog.textContent).toContain('We could not book this load. Please try again.');
    await waitFor(() =>
      expect(loggedEvents(inputsOf)).toEqual([
        { name: 'booking.failed', data: { loadId: 'L1', status: 'PENDING_REVIEW' } },
      ]),
    );
    expect(await findViolations(dialog)).toEqual([]);
  });

  it('[D1-4.31] another status with a message shows the server message', async () => {
    renderBookingAnswering({
      status: 'PENDING_REVIEW',
      reason: 'review',
      message: 'Under review.',
      shipmentIds: [],
    });

    await acceptRateConfirmation();

    expect((await screen.findByRole('dialog', { name: 'Booking result' })).textContent).toContain(
      'Under review.',
    );
  });

  it('[D1-8.05] a refusal with a message (a rate that changed meanwhile) shows Error with it and logs the failure', async () => {
    const { inputsOf } = renderBooking(makeBookablePosting(), {
      api: bookingApi({
        buy: () => ({
          errors: [
            {
              message: 'The amount does not match the current rate.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        }),
      }),
    });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('The amount does not match the current rate.');
    await waitFor(() =>
      expect(loggedEvents(inputsOf)).toEqual([
        {
          name: 'booking.failed',
          data: {
            loadId: 'L1',
            status: 'BAD_USER_INPUT',
            message: 'The amount does not match the current rate.',
          },
        },
      ]),
    );
  });

  it('[D1-4.32] a failed shipment fetch after booking shows Error with the first error message', async () => {
    renderBooking(makeBookablePosting(), {
      api: bookingApi({
        graphql: {
          buyLoadShipmentRequest: () => ({
            errors: [
              { message: 'Shipment SH1 was not found.', extensions: { code: 'NOT_FOUND' } },
              { message: 'second', extensions: { code: 'NOT_FOUND' } },
            ],
          }),
        },
      }),
    });

    await acceptRateConfirmation();

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Shipment SH1 was not found.');
    expect(dialog.textContent).not.toContain('second');
  });

  it('[D1-4.22] in French, the charge names are translated and the amounts written as in French', async () => {
    await changeLanguage('fr', null);
    const posting = makeBookablePosting();
    renderBooking({
      ...posting,
      rate: posting.rate && {
        ...posting.rate,
        lineHaulCharge: { charge: '1500.50', chargeDescription: 'Line haul' },
        fuelCharge: { charge: '300.49', chargeDescription: 'Fuel surcharge' },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Réserver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation du tarif' });
    expect(within(dialog).getByRole('row', { name: `Transport ${inFrench(1500.5)}` })).toBeTruthy();
    expect(
      within(dialog).getByRole('row', { name: `Supplément carburant ${inFrench(300.49)}` }),
    ).toBeTruthy();
    // An accessorial's description is the source system's text: shown as it came.
    expect(within(dialog).getByRole('row', { name: `Detention ${inFrench(50)}` })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: `Total ${inFrench(1850.99)}` })).toBeTruthy();
    expect(inFrench(1500.5).replace(/\s/g, ' ')).toBe('1 500,50 $ US');
  });

  it('[D1-4.27] [D1-4.22] the texts are in French for a French user', async () => {
    await changeLanguage('fr', null);
    const { calls } = renderBookingAnswering({
      status: 'REJECTED',
      reason: 'alreadyBooked',
      message: alreadyBooked,
      shipmentIds: [],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Réserver' }));
    const rate = await screen.findByRole('dialog', { name: 'Confirmation du tarif' });
    await within(rate).findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(within(rate).getByRole('button', { name: 'Accepter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(dialog.textContent).toContain(formatBookResultMessage('fr', 'alreadyBooked', { loadId: 'L1' }));
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('locale=fr'))).toBe(true);
  });
});
