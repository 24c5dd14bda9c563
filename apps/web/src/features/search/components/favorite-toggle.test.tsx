import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { defaultSearchCriteria } from '@freight/domain/search/defaults';
import { toSearchRequest } from '@freight/domain/search/request';
import { initI18n } from '../../../lib/i18n';
import { FavoriteToggle } from './favorite-toggle';
import { renderSearchScreen, setOnline, type FakeApi, type RecordedCall } from './search-form.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  setOnline(true);
});

const criteria: SearchCriteria = {
  ...defaultSearchCriteria('2026-11-24T09:00:00-06:00', ['carrierDispatcher']),
  originMode: 'city',
  origin: { city: 'Chicago', state: 'IL', country: 'USA', postalCode: '60601' },
  destinationMode: 'states',
  destinationStates: ['TX', 'OK'],
};

const acceptingApi: FakeApi = {
  graphql: {
    updateUserSearchHistoryAsFavorite: (variables) => ({
      data: {
        updateUserSearchHistoryAsFavorite: {
          id: variables.input.id ?? 'new-1',
          errorMessage: null,
        },
      },
    }),
    updateUserSearchHistory: (variables) => ({
      data: { updateUserSearchHistory: { id: variables.input.id, errorMessage: null } },
    }),
  },
};

function refusingApi(code: string, message: string): FakeApi {
  return {
    graphql: {
      updateUserSearchHistoryAsFavorite: () => ({ errors: [{ message, extensions: { code } }] }),
    },
  };
}

const mutations = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.operation?.startsWith('updateUser'))
    .map(({ operation, variables }) => ({
      operation,
      variables,
    }));

describe('FavoriteToggle', () => {
  it('[D1-4.07] on: favourites a saved search by its id', async () => {
    const onChange = vi.fn();
    const { calls } = renderSearchScreen(
      <FavoriteToggle savedSearchId="s1" favorite={false} criteria={criteria} onChange={onChange} />,
      { api: acceptingApi },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));

    expect(await screen.findByRole('button', { name: 'Unfavorite' })).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(true, 's1');
    expect(mutations(calls)).toEqual([
      { operation: 'updateUserSearchHistoryAsFavorite', variables: { input: { id: 's1' } } },
    ]);
  });

  it('[D1-4.07] on: a search never saved is favourited by its criteria', async () => {
    const onChange = vi.fn();
    const { calls } = renderSearchScreen(
      <FavoriteToggle savedSearchId={null} favorite={false} criteria={criteria} onChange={onChange} />,
      { api: acceptingApi },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true, 'new-1'));
    expect(mutations(calls)).toEqual([
      {
        operation: 'updateUserSearchHistoryAsFavorite',
        variables: { input: { criteria: JSON.parse(JSON.stringify(toSearchRequest(criteria))) } },
      },
    ]);
  });

  it("[D1-4.07] [D1-4.08] off: un-favourites, says 'Favorite search removed' and Undo restores it", async () => {
    const onChange = vi.fn();
    const { calls } = renderSearchScreen(
      <FavoriteToggle savedSearchId="s1" favorite criteria={criteria} onChange={onChange} />,
      { api: acceptingApi },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));

    expect(await screen.findByText('Favorite search removed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(false, 's1');

    fireEvent.click(screen.getByRole('button', { name: 'Undo', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Unfavorite' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(true, 's1');
    expect(mutations(calls)).toEqual([
      { operation: 'updateUserSearchHistory', variables: { input: { id: 's1', favorite: false } } },
      { operation: 'updateUserSearchHistoryAsFavorite', variables: { input: { id: 's1' } } },
    ]);
  });

  it.each([
    [
      'CONFLICT',
      'Record Exist',
      'Record Exist',
      'This search is already one of your favorites. You find it under Favorite Search.',
    ],
    ['LIMIT_EXCEEDED', 'Favorite search list full', 'Limit Exceeded', 'Favorite search list full'],
  ])(
    '[D1-4.09] [D1-5.12] [D1-8.06] [D3-8.27] %s opens its dialog, which says in words what happened; Ok leaves the search un-favourited',
    async (code, message, title, explanation) => {
      const onChange = vi.fn();
      renderSearchScreen(
        <FavoriteToggle savedSearchId="s1" favorite={false} criteria={criteria} onChange={onChange} />,
        { api: refusingApi(code, message) },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));

      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(explanation)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Ok' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      expect(screen.getByRole('button', { name: 'Favorite' })).toBeTruthy();
      expect(onChange).toHaveBeenCalledWith(false, 's1');
      expect(onChange).not.toHaveBeenCalledWith(true, expect.anything());
    },
  );

  it('[D1-5.11] without the network, the toggle shows the offline alert and calls nothing', async () => {
    setOnline(false);
    const { calls } = renderSearchScreen(
      <FavoriteToggle savedSearchId="s1" favorite={false} criteria={criteria} />,
      {
        api: acceptingApi,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));

    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
    expect(mutations(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeTruthy();
  });
});
