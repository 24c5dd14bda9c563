import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../../lib/i18n';
import {
  makePosting,
  renderMatchedLoads,
  setOnline,
  type FakeApi,
} from '../matched/matched-loads.test-utils';
import type { LoadCardPosting } from '../api/load-posting';
import type { LoadPostingPage } from '../api/paged-load-postings';
import { patchPostings } from '../api/patch-cached-postings';
import { LoadList } from './load-list';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  setOnline(true);
  // The toasts live in one store for the whole file.
  notifications.clean();
});

const watchResult = (id: string | null) => ({ id, error: false, message: null });

const acceptingApi: FakeApi = {
  graphql: {
    newUserWatchedLoads: () => ({ data: { newUserWatchedLoads: watchResult('w1') } }),
    deleteUserWatchedLoads: () => ({ data: { deleteUserWatchedLoads: watchResult('w1') } }),
  },
};

type Options = { roles?: Role[]; api?: FakeApi; config?: Record<string, unknown>; queryClient?: QueryClient };

function renderCard(posting: LoadCardPosting, { api = acceptingApi, ...options }: Options = {}) {
  return renderMatchedLoads(<LoadList postings={[posting]} expandedLoadId={null} onToggle={() => {}} />, {
    api,
    ...options,
  });
}

/** The calls of the toggle: the card's own read of the cost profile (decision 058) is not one. */
const toggleOperation = (operation: string | null) => (operation === 'getCostProfile' ? null : operation);

const card = (loadId = 'L1') => within(document.querySelector<HTMLElement>(`[data-load-id="${loadId}"]`)!);

describe('watch toggle', () => {
  it('[D1-4.11] watching a load says Watched load added and sends the load with its origin', async () => {
    const { inputsOf } = renderCard(makePosting({ isWatched: false }));
    const toggle = card().getByRole('button', { name: 'Watch load' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);

    // Optimistic: pressed before the server answers.
    expect(card().getByRole('button', { name: 'Stop watching load' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await screen.findByText('Watched load added')).toBeTruthy();
    expect(inputsOf('newUserWatchedLoads')).toEqual([{ loadId: 'L1', origin: 'Chicago, IL' }]);
  });

  it('[D1-4.11] removing says Watched load removed, and Undo watches the load again', async () => {
    const { calls } = renderCard(makePosting({ isWatched: true }));

    fireEvent.click(card().getByRole('button', { name: 'Stop watching load' }));

    expect(await screen.findByText('Watched load removed')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Watch load' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Undo', hidden: true }));

    await waitFor(() =>
      expect(card().getByRole('button', { name: 'Stop watching load' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await waitFor(() =>
      expect(calls.flatMap((call) => toggleOperation(call.operation) ?? [])).toEqual([
        'deleteUserWatchedLoads',
        'newUserWatchedLoads',
      ]),
    );
  });

  it.each([
    ['an error', { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }],
    ['its error flag', { data: { deleteUserWatchedLoads: { id: null, error: true, message: 'No' } } }],
  ])(
    '[D1-4.12] a removal answered with %s shows the generic failure message and the load stays watched',
    async (_name, answer) => {
      renderCard(makePosting({ isWatched: true }), {
        api: { graphql: { deleteUserWatchedLoads: () => answer } },
      });

      fireEvent.click(card().getByRole('button', { name: 'Stop watching load' }));

      expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
      expect(card().getByRole('button', { name: 'Stop watching load' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(screen.queryByText('Watched load removed')).toBeNull();
    },
  );

  it('[D1-4.12] a failed watch puts the toggle back and says so', async () => {
    renderCard(makePosting({ isWatched: false }), {
      api: {
        graphql: {
          newUserWatchedLoads: () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
        },
      },
    });

    fireEvent.click(card().getByRole('button', { name: 'Watch load' }));

    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Watch load' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('[D1-5.11] without the network, the toggle shows the offline alert and calls nothing', async () => {
    setOnline(false);
    const { calls } = renderCard(makePosting({ isWatched: false }));

    fireEvent.click(card().getByRole('button', { name: 'Watch load' }));

    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
    expect(calls.filter((call) => toggleOperation(call.operation))).toEqual([]);
    expect(card().getByRole('button', { name: 'Watch load' }).getAttribute('aria-pressed')).toBe('false');
  });

  it.each<[string, boolean, Role[], Record<string, unknown> | undefined]>([
    ['a dispatcher', true, ['carrierDispatcher'], undefined],
    ['an owner-operator (Leased)', true, ['carrierLeasedOwnerOpr'], undefined],
    ['a driver', false, ['carrierDriver'], undefined],
    ['an admin', false, ['carrierAdmin'], undefined],
    ['a guest', false, ['carrierGuest'], undefined],
    [
      'a dispatcher with watched switched off',
      false,
      ['carrierDispatcher'],
      { features: { watched: false } },
    ],
  ])('[D1-6.06] %s sees the watch toggle: %s', (_who, isShown, roles, config) => {
    renderCard(makePosting(), { roles, config });
    expect(card().queryByRole('button', { name: 'Watch load' }) !== null).toBe(isShown);
  });

  it('[D1-4.11] a watch shows in every cached list that holds the load, and refreshes the watched lists', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const searchKey = ['searchLoadPostingV2', { originCity: 'Chicago' }, 'price', 'DESC'];
    const watchedKey = ['getUserWatchedLoads', 25];
    const page = (postings: LoadCardPosting[]): InfiniteData<LoadPostingPage> => ({
      pages: [{ totalRecords: postings.length, loadPostings: postings }],
      pageParams: [0],
    });
    queryClient.setQueryData(searchKey, page([makePosting({ loadId: 'L1' }), makePosting({ loadId: 'L2' })]));
    queryClient.setQueryData(watchedKey, page([]));

    renderCard(makePosting({ loadId: 'L1' }), { queryClient });
    fireEvent.click(card().getByRole('button', { name: 'Watch load' }));

    await screen.findByText('Watched load added');
    const search = queryClient.getQueryData<InfiniteData<LoadPostingPage>>(searchKey);
    expect(search?.pages[0]?.loadPostings.map((posting) => posting.isWatched)).toEqual([true, false]);
    expect(queryClient.getQueryState(watchedKey)?.isInvalidated).toBe(true);
  });
});

describe('patchPostings', () => {
  it('answers the same object when the load is not in it, and copies only the path to it', () => {
    const other = makePosting({ loadId: 'L2' });
    const data = { pages: [{ totalRecords: 2, loadPostings: [makePosting({ loadId: 'L1' }), other] }] };

    expect(patchPostings(data, 'L9', { isWatched: true })).toBe(data);
    expect(patchPostings(data, 'L1', { isWatched: false })).toBe(data);

    const patched = patchPostings(data, 'L1', { isWatched: true }) as typeof data;
    expect(patched).not.toBe(data);
    expect(patched.pages[0]?.loadPostings[0]?.isWatched).toBe(true);
    expect(patched.pages[0]?.loadPostings[1]).toBe(other);
  });
});
