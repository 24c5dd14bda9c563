import type { ReactNode } from 'react';
import type { LoadCardPosting } from '../api/load-posting';
import type { RecommendedLoadFieldsFragment } from '../../../graphql/graphql';
import type { FakeAnswer, FakeApi, RecordedCall } from '../../../test/fake-api';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';

export type { FakeApi, RecordedCall };
export { makePosting, makePostings } from '../../../test/load-postings.fixtures';

// Renders a piece of Home or of a matched-loads list with what it needs: a router (its links), the
// remote configuration (flags, intervals, toasts), the signed-in claims, and the real API client over
// a fake `fetch` answering GraphQL operations by name.

export type RenderMatchedLoadsOptions = RenderOptions & { path?: string };

export function renderMatchedLoads(ui: ReactNode, options: RenderMatchedLoadsOptions = {}) {
  const { path = '/app/home', ...rest } = options;
  return renderRoutes([{ path: '*', element: ui }], path, rest);
}

/** A recommended load as recommendedLoads answers it. */
export function asRecommended(
  posting: LoadCardPosting,
  rank: number,
  {
    recommendationStatus = 'new',
    similarLoads = 0,
  }: Partial<Pick<LoadCardPosting, 'recommendationStatus' | 'similarLoads'>> = {},
): RecommendedLoadFieldsFragment {
  return { ...posting, rank, recommendationStatus, similarLoads };
}

/** recommendedLoads as the engine answers `postings`: by rank, filtered by status, paged. */
export function answerRecommended(postings: RecommendedLoadFieldsFragment[]): FakeAnswer<'recommendedLoads'> {
  return (variables) => {
    const input = variables.input ?? {};
    const matching = postings
      .filter((posting) => !input.status || posting.recommendationStatus === input.status)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    const size = input.size ?? 25;
    const page = input.page ?? 0;
    return {
      data: {
        recommendedLoads: {
          totalRecords: matching.length,
          error: false,
          message: null,
          loadPostings: matching.slice(page * size, (page + 1) * size),
        },
      },
    };
  };
}

/** getUserWatchedLoads answering the postings `read` gives at the time of the call, paged. */
export function answerWatched(read: () => LoadCardPosting[]): FakeAnswer<'getUserWatchedLoads'> {
  return (variables) => {
    const input = variables.input ?? {};
    const postings = read();
    const size = input.size ?? 25;
    const page = input.page ?? 0;
    return {
      data: {
        getUserWatchedLoads: {
          totalRecords: postings.length,
          loadPostings: postings.slice(page * size, (page + 1) * size),
        },
      },
    };
  };
}

export { findViolations, setOnline } from '../../../test/dom';
