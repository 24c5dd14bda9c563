import type { QueryClient } from '@tanstack/react-query';
import type { LoadCardPosting } from './load-posting';

// One load can be on screen in several lists at once (search results, loads by state, Home's
// recommended and watched lists, similar loads, its details): a watch changes it in every cached
// answer that carries it, so that no list shows it the other way round.

export type PostingPatch = Partial<Pick<LoadCardPosting, 'isWatched'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with `patch` applied to every posting of `loadId` in it; the same object when none is. */
export function patchPostings(value: unknown, loadId: string, patch: PostingPatch): unknown {
  if (Array.isArray(value)) {
    let isChanged = false;
    const next = value.map((item: unknown) => {
      const patched = patchPostings(item, loadId, patch);
      if (patched !== item) isChanged = true;
      return patched;
    });
    return isChanged ? next : value;
  }
  if (!isRecord(value)) return value;
  // A posting holds no other posting: one with another id is left as it is, stops and all.
  if (typeof value.loadId === 'string' && 'isWatched' in value) {
    if (value.loadId !== loadId) return value;
    const isSame = Object.entries(patch).every(([key, patchValue]) => value[key] === patchValue);
    return isSame ? value : { ...value, ...patch };
  }
  let isChanged = false;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const patched = patchPostings(child, loadId, patch);
    if (patched !== child) isChanged = true;
    next[key] = patched;
  }
  return isChanged ? next : value;
}

/** Applies `patch` to the load in every cached query; queries without it are not touched. */
export function patchCachedPostings(queryClient: QueryClient, loadId: string, patch: PostingPatch): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    const patched = patchPostings(data, loadId, patch);
    if (patched !== data) queryClient.setQueryData(query.queryKey, patched);
  }
}
