import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { makePosting, renderMatchedLoads, type FakeApi } from '../matched/matched-loads.test-utils';
import { SimilarLoads } from './similar-loads';

beforeAll(async () => {
  await initI18n(null);
});

const similarApi: FakeApi = {
  graphql: {
    recommendedSimilarLoadsByLoadIds: ({ loadIds }) => ({
      data: {
        recommendedSimilarLoadsByLoadIds: (loadIds as string[]).map((primaryLoadId) => ({
          primaryLoadId,
          totalRecords: 2,
          loadPostings: [makePosting({ loadId: 'S1' }), makePosting({ loadId: 'S2' })],
        })),
      },
    }),
  },
};

describe('similar loads', () => {
  it('[D1-4.13] [D1-2.31] Show fetches the similar loads once; then Hide and Show only toggle them', async () => {
    const { variablesOf } = renderMatchedLoads(
      <SimilarLoads posting={makePosting({ loadId: 'R1', similarLoads: 2 })} />,
      { api: similarApi },
    );
    expect(variablesOf('recommendedSimilarLoadsByLoadIds')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show 2 similar loads' }));
    const list = await screen.findByRole('list', { name: 'Similar loads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(variablesOf('recommendedSimilarLoadsByLoadIds')).toEqual([{ loadIds: ['R1'] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Hide similar loads' }));
    expect(screen.queryByRole('list', { name: 'Similar loads' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 2 similar loads' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show 2 similar loads' }));
    expect(screen.getByRole('list', { name: 'Similar loads' })).toBeTruthy();
    // Give a refetch every chance to happen: there must still be only the first call.
    await waitFor(() => expect(variablesOf('recommendedSimilarLoadsByLoadIds')).toHaveLength(1));
    expect(variablesOf('recommendedSimilarLoadsByLoadIds')).toHaveLength(1);
  });

  it('[D1-2.31] one similar load reads Show 1 similar load', () => {
    renderMatchedLoads(<SimilarLoads posting={makePosting({ similarLoads: 1 })} />, { api: similarApi });
    expect(screen.getByRole('button', { name: 'Show 1 similar load' })).toBeTruthy();
  });

  it.each([0, null, undefined])('[D1-4.13] a load with %s similar loads has no expander', (similarLoads) => {
    renderMatchedLoads(<SimilarLoads posting={makePosting({ similarLoads })} />, { api: similarApi });
    expect(screen.queryByRole('button', { name: /similar load/ })).toBeNull();
  });
});
