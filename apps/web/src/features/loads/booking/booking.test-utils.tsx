import { screen } from '@testing-library/react';
import type { FakeAnswer, FakeApi } from '../../../test/fake-api';
import { makeFullPosting, makePosting, makeStop } from '../../../test/load-postings.fixtures';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';
import type { LoadCardPosting, LoadPosting } from '../api/load-posting';
import type { BuyLoadAnswer } from './api/buy-load';
import { BookingAction } from './booking-action';

// The booking action on a search results route, with My Loads beside it to navigate to, over a fake
// API that answers as the server does for an active carrier, unless a test says otherwise.

const dayMs = 86_400_000;

/** An instant `days` from now, as an ISO text: 0 is today wherever the stop is. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * dayMs).toISOString();
}

/** A whole posting of load L1, picking up in three days with a confirmed appointment, unless told. */
export function makeBookablePosting(
  card: Partial<LoadCardPosting> = {},
  overrides: Partial<LoadPosting> = {},
): LoadPosting {
  const posting = makePosting({
    loadId: 'L1',
    stops: [
      makeStop({ stopId: 'L1-1', appointmentFrom: inDays(3), appointmentTo: inDays(3) }),
      makeStop({
        stopId: 'L1-2',
        stopSequence: 2,
        stopType: 'D',
        city: 'Dallas',
        state: 'TX',
        appointmentFrom: inDays(5),
        appointmentTo: inDays(5),
      }),
    ],
    ...card,
  });
  return makeFullPosting(posting, overrides);
}

export type BookingMemberAnswer = {
  carrierActiveIndicator: boolean | null;
  source: string | null;
  userType?: string | null;
};

export const activeCarrier: BookingMemberAnswer = { carrierActiveIndicator: true, source: 'MERCURYGATE' };

export function bookResult(overrides: Partial<BuyLoadAnswer> = {}): BuyLoadAnswer {
  return {
    status: 'OK',
    reason: 'booked',
    message: 'Load L1 is booked.',
    loadId: 'L1',
    shipmentIds: ['SH1'],
    hold: null,
    ...overrides,
  };
}

type BookingApiOptions = {
  member?: BookingMemberAnswer;
  buy?: FakeAnswer<'buyLoadRequest'>;
  graphql?: FakeApi['graphql'];
  rest?: FakeApi['rest'];
};

export const terms = {
  contentType: 'terms_and_conditions',
  loadType: 'Brokerage',
  title: 'Brokerage terms',
  body: '<p>Payment within <b>30</b> days.</p><script>window.hacked = true</script>',
};

/** The server's answers for booking L1: the member, the terms, the buy, the booked shipment. */
export function bookingApi({ member = activeCarrier, buy, graphql, rest }: BookingApiOptions = {}): FakeApi {
  return {
    graphql: {
      getBookingMember: () => ({
        data: {
          getUserDetails: {
            carrierActiveIndicator: member.carrierActiveIndicator,
            source: member.source,
            member: { userId: 'm1', userType: member.userType ?? null },
          },
        },
      }),
      buyLoadRequest: buy ?? (() => ({ data: { buyLoadRequest: bookResult() } })),
      buyLoadShipmentRequest: ({ shipmentIds }) => ({
        data: {
          buyLoadShipmentRequest: (shipmentIds as string[]).map((shipmentId) => ({
            shipmentId,
            loadId: 'L1',
          })),
        },
      }),
      logUserEvent: () => ({ data: { logUserEvent: true } }),
      ...graphql,
    },
    rest: { '/v1/contentorconfig': () => Response.json(terms), ...rest },
  };
}

/** The booking action of `posting` on /app/search/results; My Loads answers with its heading. */
export function renderBooking(posting: LoadPosting, options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path: '/app/search/results', element: <BookingAction posting={posting} /> },
      { path: '/app/MyLoad/*', element: <h1>My Loads</h1> },
    ],
    '/app/search/results',
    { api: bookingApi(), ...options },
  );
}

/** Each logged event as name and data, the data as key and value. */
export function loggedEvents(inputsOf: (operation: string) => Record<string, unknown>[]) {
  return inputsOf('logUserEvent').map((input) => ({
    name: input.name,
    data: Object.fromEntries(
      (input.data as { key: string; stringValue?: string; numberValue?: number }[]).map((field) => [
        field.key,
        field.stringValue ?? field.numberValue,
      ]),
    ),
  }));
}

export function findBookNow() {
  return screen.findByRole('button', { name: 'Book Now' });
}
