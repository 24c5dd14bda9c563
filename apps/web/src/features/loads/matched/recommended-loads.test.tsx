import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../../lib/i18n';
import { RecommendedLoads } from './recommended-loads';
import {
  answerRecommended,
  asRecommended,
  makePosting,
  makePostings,
  renderMatchedLoads,
  type FakeApi,
} from './matched-loads.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
});

function recommendedApi(count: number, extra: FakeApi['graphql'] = {}): FakeApi {
  const postings = makePostings(count).map((posting, index) => asRecommended(posting, index + 1));
  return {
    graphql: {
      recommendedLoads: answerRecommended(postings),
      markRecommendedLoadsSeen: () => ({ data: { markRecommendedLoadsSeen: true } }),
      ...extra,
    },
  };
}

const cards = () => document.querySelectorAll('[data-load-id]');

describe('recommended loads', () => {
  it('[D1-9.01] [D1-2.19] asks for pages of 25 and reads N Recommendations, Show N More, then End of list', async () => {
    const { inputsOf } = renderMatchedLoads(<RecommendedLoads />, { api: recommendedApi(26) });

    expect(await screen.findByRole('heading', { name: '26 Recommendations' })).toBeTruthy();
    expect(cards()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 More' }));

    expect(await screen.findByText('End of list')).toBeTruthy();
    expect(cards()).toHaveLength(26);
    expect(inputsOf('recommendedLoads')).toEqual([
      { page: 0, size: 25 },
      { page: 1, size: 25 },
    ]);
  });

  it('[D1-2.19] one recommendation reads 1 Recommendation', async () => {
    renderMatchedLoads(<RecommendedLoads />, { api: recommendedApi(1) });
    expect(await screen.findByRole('heading', { name: '1 Recommendation' })).toBeTruthy();
    expect(screen.getByText('End of list')).toBeTruthy();
  });

  it('[D1-8.08] without recommendations it says so with the default text', async () => {
    renderMatchedLoads(<RecommendedLoads />, { api: recommendedApi(0) });
    expect(await screen.findByText('No recommendations available, please try again later')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '0 Recommendations' })).toBeTruthy();
  });

  it('[D1-8.08] the empty text is configurable', async () => {
    renderMatchedLoads(<RecommendedLoads />, {
      api: recommendedApi(0),
      config: { recommendations: { noRecommendationsText: { en: 'Post a truck to get recommendations.' } } },
    });
    expect(await screen.findByText('Post a truck to get recommendations.')).toBeTruthy();
  });

  it('a failed recommendation (its error flag) says so and offers Retry', async () => {
    renderMatchedLoads(<RecommendedLoads />, {
      api: {
        graphql: {
          recommendedLoads: () => ({
            data: { recommendedLoads: { totalRecords: 0, error: true, message: 'down', loadPostings: [] } },
          }),
        },
      },
    });
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('[D1-4.13] a recommended card offers its similar loads, none when it has none', async () => {
    const postings = [
      asRecommended(makePosting({ loadId: 'L1' }), 1, { similarLoads: 3 }),
      asRecommended(makePosting({ loadId: 'L2' }), 2, { similarLoads: 0 }),
    ];
    renderMatchedLoads(<RecommendedLoads />, {
      api: { graphql: { recommendedLoads: answerRecommended(postings) } },
    });
    await screen.findByRole('heading', { name: '2 Recommendations' });
    const card = (loadId: string) =>
      within(document.querySelector<HTMLElement>(`[data-load-id="${loadId}"]`)!);
    expect(card('L1').getByRole('button', { name: 'Show 3 similar loads' })).toBeTruthy();
    expect(card('L2').queryByRole('button', { name: /similar load/ })).toBeNull();
  });

  it('[D1-4.14] opening a new recommended load marks it seen, once; a seen one is not marked again', async () => {
    const postings = [
      asRecommended(makePosting({ loadId: 'L1' }), 1),
      asRecommended(makePosting({ loadId: 'L2' }), 2, { recommendationStatus: 'seen' }),
    ];
    const { variablesOf } = renderMatchedLoads(<RecommendedLoads />, {
      api: {
        graphql: {
          recommendedLoads: answerRecommended(postings),
          markRecommendedLoadsSeen: () => ({ data: { markRecommendedLoadsSeen: true } }),
        },
      },
    });
    await screen.findByRole('heading', { name: '2 Recommendations' });
    const summary = (loadId: string) =>
      document.querySelector<HTMLElement>(`[data-load-id="${loadId}"] [aria-expanded]`)!;

    fireEvent.click(summary('L1'));
    fireEvent.click(summary('L1'));
    fireEvent.click(summary('L1'));
    fireEvent.click(summary('L2'));

    await waitFor(() => expect(variablesOf('markRecommendedLoadsSeen')).toEqual([{ loadIds: ['L1'] }]));
  });

  it('[D1-2.19] the map view at phone width says Functionality coming soon and keeps the list', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      renderMatchedLoads(<RecommendedLoads />, { api: recommendedApi(2) });
      await screen.findByRole('heading', { name: '2 Recommendations' });

      fireEvent.click(screen.getByRole('radio', { name: 'Map' }));

      expect(await screen.findByText('Functionality coming soon')).toBeTruthy();
      expect(cards()).toHaveLength(2);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('[D1-9.09] the list is fetched again every refreshIntervalsMinutes.recommended minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { inputsOf } = renderMatchedLoads(<RecommendedLoads />, {
      api: recommendedApi(1),
      config: { refreshIntervalsMinutes: { recommended: 2 } },
    });
    await screen.findByRole('heading', { name: '1 Recommendation' });
    expect(inputsOf('recommendedLoads')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(inputsOf('recommendedLoads')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(inputsOf('recommendedLoads')).toHaveLength(2));
  });

  it.each<[string, Role[], Record<string, unknown> | undefined]>([
    ['a driver', ['carrierDriver'], undefined],
    ['a guest', ['carrierGuest'], undefined],
    [
      'a dispatcher with recommended switched off',
      ['carrierDispatcher'],
      { features: { recommended: false } },
    ],
  ])('[D1-6.06] %s gets no recommended list and asks for none', async (_who, roles, config) => {
    const { inputsOf } = renderMatchedLoads(<RecommendedLoads />, { roles, config, api: recommendedApi(1) });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(inputsOf('recommendedLoads')).toEqual([]);
  });
});
