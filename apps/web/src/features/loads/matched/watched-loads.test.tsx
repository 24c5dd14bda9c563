import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../../lib/i18n';
import type { LoadCardPosting } from '../api/load-posting';
import { WatchedLoads } from './watched-loads';
import {
  answerWatched,
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

/** A server that keeps the watched loads: the list answers what is watched at the time. */
function watchingApi(initial: LoadCardPosting[]): FakeApi {
  let watched = initial.map((posting) => ({ ...posting, isWatched: true }));
  const all = [...watched];
  const ok = { id: 'w', error: false, message: null };
  return {
    graphql: {
      getUserWatchedLoads: answerWatched(() => watched),
      newUserWatchedLoads: (variables) => {
        const { loadId } = variables.input as { loadId: string };
        const posting = all.find((item) => item.loadId === loadId);
        if (posting && !watched.some((item) => item.loadId === loadId)) watched = [posting, ...watched];
        return { data: { newUserWatchedLoads: ok } };
      },
      deleteUserWatchedLoads: (variables) => {
        const { loadId } = variables.input as { loadId: string };
        watched = watched.filter((item) => item.loadId !== loadId);
        return { data: { deleteUserWatchedLoads: ok } };
      },
    },
  };
}

const card = (loadId: string) => document.querySelector<HTMLElement>(`[data-load-id="${loadId}"]`);

describe('watched loads', () => {
  it('[D1-9.01] [D1-2.19] asks for 25 watched loads, newest watch first, and reads N Watched loads', async () => {
    const { inputsOf } = renderMatchedLoads(<WatchedLoads />, { api: watchingApi(makePostings(27)) });

    expect(await screen.findByRole('heading', { name: '27 Watched loads' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 More' }));
    expect(await screen.findByText('End of list')).toBeTruthy();
    expect(inputsOf('getUserWatchedLoads')).toEqual([
      { page: 0, size: 25, sortColumn: 'watchDate', sortDirection: 'DESC', userRole: 'carrierDispatcher' },
      { page: 1, size: 25, sortColumn: 'watchDate', sortDirection: 'DESC', userRole: 'carrierDispatcher' },
    ]);
  });

  it('[D1-2.19] one watched load reads 1 Watched load', async () => {
    renderMatchedLoads(<WatchedLoads />, { api: watchingApi([makePosting()]) });
    expect(await screen.findByRole('heading', { name: '1 Watched load' })).toBeTruthy();
  });

  it("[D1-8.08] without watched loads: You haven't Watched any loads yet, with Search loads and Add capacity", async () => {
    renderMatchedLoads(<WatchedLoads />, { api: watchingApi([]) });

    expect(await screen.findByText("You haven't Watched any loads yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search loads' }).getAttribute('href')).toBe('/app/search');
    expect(screen.getByRole('link', { name: 'Add capacity' }).getAttribute('href')).toBe(
      '/app/manage-capacity',
    );
  });

  it('[D1-8.08] [D1-6.06] an owner-operator, who posts no capacity, gets Search loads only', async () => {
    renderMatchedLoads(<WatchedLoads />, { roles: ['carrierLeasedOwnerOpr'], api: watchingApi([]) });

    expect(await screen.findByText("You haven't Watched any loads yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search loads' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add capacity' })).toBeNull();
  });

  it('[D1-4.11] a load removed from the list stays while its toast offers Undo, then leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderMatchedLoads(<WatchedLoads />, {
      api: watchingApi(makePostings(2)),
      config: { toasts: { loadActionMs: 300 } },
    });
    await screen.findByRole('heading', { name: '2 Watched loads' });

    fireEvent.click(within(card('L1')!).getByRole('button', { name: 'Stop watching load' }));
    expect(await screen.findByText('Watched load removed')).toBeTruthy();
    expect(card('L1')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByRole('heading', { name: '1 Watched load' }, { timeout: 3_000 })).toBeTruthy();
    expect(card('L1')).toBeNull();
    expect(card('L2')).toBeTruthy();
  });

  it('[D1-4.11] Undo keeps the load in the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { inputsOf } = renderMatchedLoads(<WatchedLoads />, {
      api: watchingApi(makePostings(2)),
      config: { toasts: { loadActionMs: 300 } },
    });
    await screen.findByRole('heading', { name: '2 Watched loads' });

    fireEvent.click(within(card('L1')!).getByRole('button', { name: 'Stop watching load' }));
    await screen.findByText('Watched load removed');
    fireEvent.click(screen.getByRole('button', { name: 'Undo', hidden: true }));

    await waitFor(() => expect(inputsOf('getUserWatchedLoads').length).toBeGreaterThan(1));
    // Past the toast's time, when a removal that was not undone would have left the list.
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(within(card('L1')!).getByRole('button', { name: 'Stop watching load' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 Watched loads' })).toBeTruthy();
  });

  it('[D1-9.09] the list is fetched again every refreshIntervalsMinutes.watched minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { inputsOf } = renderMatchedLoads(<WatchedLoads />, {
      api: watchingApi([makePosting()]),
      config: { refreshIntervalsMinutes: { watched: 3 } },
    });
    await screen.findByRole('heading', { name: '1 Watched load' });

    await act(() => vi.advanceTimersByTimeAsync(179_000));
    expect(inputsOf('getUserWatchedLoads')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(inputsOf('getUserWatchedLoads')).toHaveLength(2));
  });

  it.each<[string, Role[], Record<string, unknown> | undefined]>([
    ['a driver', ['carrierDriver'], undefined],
    ['an admin', ['carrierAdmin'], undefined],
    ['a dispatcher with watched switched off', ['carrierDispatcher'], { features: { watched: false } }],
  ])('[D1-6.06] %s gets no watched list and asks for none', async (_who, roles, config) => {
    const { inputsOf } = renderMatchedLoads(<WatchedLoads />, { roles, config, api: watchingApi([]) });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(inputsOf('getUserWatchedLoads')).toEqual([]);
  });
});
