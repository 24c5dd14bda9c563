import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@freight/domain/roles';
import { makeCapacity, makeCapacityPage } from '../features/capacity/capacity.test-utils';
import type { FetchFunction } from '../lib/fetch-function';
import { initI18n } from '../lib/i18n';
import { makePosting } from '../test/load-postings.fixtures';
import { createFakeAuth, defaultFetch, renderApp } from '../test/render-app';
import { graphqlCallOf } from '../test/fake-api';

beforeAll(async () => {
  await initI18n();
});

// The first visit of a lazy page imports its whole module graph: a bound on waiting, not on speed.
const lazyPageWait = { timeout: 8_000 };

/** The capacity operations answered by name; everything else as the shell's tests answer it. */
const capacityFetch: FetchFunction = async (url, init) => {
  switch (graphqlCallOf(url, init)?.operation) {
    case 'getCarrierCapacityWithLoadCount':
      return Response.json({ data: { getCarrierCapacityWithLoadCount: makeCapacityPage([makeCapacity()]) } });
    case 'selectCarrierCapacity':
      return Response.json({ data: { selectCarrierCapacity: makeCapacity() } });
    case 'getCapacityLoad':
      return Response.json({
        data: {
          getCapacityLoad: { totalRecords: 1, capacity: makeCapacity(), loadPostings: [makePosting()] },
        },
      });
    default:
      return defaultFetch(url, init);
  }
};

const open = (path: string, roles: Role[] = ['carrierDispatcher']) =>
  renderApp([path], { auth: createFakeAuth(roles), fetch: capacityFetch });

describe('the capacity routes', () => {
  it.each(['/app/manage-capacity', '/app/manage/ManageMyCapacity'])(
    '[D3-2.14] %s is the capacity list',
    async (path) => {
      open(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Manage Capacity' }, lazyPageWait),
      ).toBeTruthy();
      expect(await screen.findByRole('article', { name: 'Truck from Chicago, IL' })).toBeTruthy();
    },
  );

  it('[D3-2.15] /app/manage-capacity/add is the Add capacity form', async () => {
    open('/app/manage-capacity/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Capacity' }, lazyPageWait)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Capacity' })).toBeTruthy();
  });

  it('[D3-2.17] /app/manage-capacity/view/{capacityId} shows that capacity, read-only', async () => {
    open('/app/manage-capacity/view/cap-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'View Capacity' }, lazyPageWait),
    ).toBeTruthy();
    expect(await screen.findByText('Dana Reyes')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('[D3-2.18] /app/manage-capacity/see-results lists the loads of the capacity it names', async () => {
    open('/app/manage-capacity/see-results?capacityId=cap-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'See Results' }, lazyPageWait)).toBeTruthy();
    expect(await screen.findByText('1 Match')).toBeTruthy();
  });

  it.each<[string, Role[]]>([
    ['a driver', ['carrierDriver']],
    ['a Beta tester who does not dispatch', ['carrierBeta1']],
  ])('[D3-6.09] %s meets the no-access page there', async (_who, roles) => {
    open('/app/manage-capacity', roles);
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' }, lazyPageWait)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Manage Capacity' })).toBeNull();
  });

  it('[D3-6.09] [D3-8.25] a guest is told to register and stays on their start tab', async () => {
    const router = open('/app/manage-capacity/add', ['carrierGuest']);
    expect(await screen.findByText('Register to get full access.', undefined, lazyPageWait)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search'));
  });
});
