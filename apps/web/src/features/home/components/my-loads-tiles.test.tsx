import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeApi } from '../../../test/fake-api';
import { renderRoutes, waitForQueries, type RenderOptions } from '../../../test/render-with-api';
import { MyLoadsTiles } from './my-loads-tiles';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  vi.useRealTimers();
});

const carrierWide: Record<MyLoadBucket, number> = {
  carrierTendered: 3,
  carrierAssigned: 1,
  driverAssigned: 0,
  inTransit: 12,
  deliveredNeedsPaperWork: 2,
  deliveredWithPaperWork: 1_250,
};

/** getMyLoadsCounts answering these counts, as the server would for a dispatcher. */
function countsApi(counts: Partial<Record<MyLoadBucket, number>> = carrierWide): FakeApi {
  return {
    graphql: {
      getMyLoadsCounts: () => ({
        data: {
          getMyLoadsCounts: Object.entries(counts).map(([bucket, count]) => ({
            bucket: bucket as MyLoadBucket,
            count,
          })),
        },
      }),
    },
  };
}

function renderTiles(options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: <MyLoadsTiles /> }], '/app/home', {
    api: countsApi(),
    ...options,
  });
}

const region = () => screen.queryByRole('region', { name: 'My Loads' });
const linkNames = () =>
  within(region()!)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

/** Lets the queries answer, so that what is not shown is not merely still loading. */
const settle = waitForQueries;

describe('MyLoadsTiles', () => {
  it('[D1-2.06] each tile shows how many loads its list holds, named for screen readers too', async () => {
    const { variablesOf } = renderTiles();

    const tendered = await screen.findByRole('link', { name: 'Carrier Tendered, 3 loads' });
    expect(tendered.getAttribute('href')).toBe('/app/MyLoad/CarrierTendered');
    expect(within(tendered).getByText('3')).toBeTruthy();
    expect(linkNames()).toEqual([
      'Carrier Tendered, 3 loads',
      'Carrier Assigned, 1 load',
      'Driver Assigned, 0 loads',
      'In Transit, 12 loads',
      'Delivered – Needs Paperwork, 2 loads',
      'Delivered – With Paperwork, 1,250 loads',
    ]);
    expect(variablesOf('getMyLoadsCounts')).toHaveLength(1);
  });

  it('[D1-2.06] while the counts load, and when they fail, the tiles still lead to their lists', async () => {
    const { queryClient } = renderTiles({
      api: {
        graphql: {
          getMyLoadsCounts: () => ({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
        },
      },
    });
    // Before any answer: the names alone.
    expect(screen.getByRole('link', { name: 'Carrier Tendered' }).getAttribute('href')).toBe(
      '/app/MyLoad/CarrierTendered',
    );
    await settle(queryClient);
    expect(screen.getByRole('link', { name: 'In Transit' }).getAttribute('href')).toBe(
      '/app/MyLoad/InTransit',
    );
    expect(screen.queryByText('3')).toBeNull();
  });

  it('[D2-6.01] [D2-6.03] a driver gets no tile for the lists of Carrier Tendered and Carrier Assigned', async () => {
    renderTiles({ roles: ['carrierDriver'], api: countsApi({ driverAssigned: 1, inTransit: 0 }) });
    await screen.findByRole('link', { name: 'Driver Assigned, 1 load' });
    expect(linkNames()).toEqual([
      'Driver Assigned, 1 load',
      'In Transit, 0 loads',
      // A list the server did not count has a tile without a number.
      'Delivered – Needs Paperwork',
      'Delivered – With Paperwork',
    ]);
  });

  it.each<[string, Role[]]>([
    ['a guest (no carrier-profile access)', ['carrierGuest']],
    ['an admin (carrier-profile access, but no My Loads list)', ['carrierAdmin']],
    ['a Beta member without another role', ['carrierBeta1']],
  ])('[D1-2.06] [D2-6.04] no My Loads tiles, and no count asked, for %s', async (_who, roles) => {
    const { variablesOf, queryClient } = renderTiles({ roles });
    await settle(queryClient);
    expect(region()).toBeNull();
    expect(variablesOf('getMyLoadsCounts')).toEqual([]);
  });

  it('[D1-2.06] the counts are fetched again at the shipment lists’ configured interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { variablesOf } = renderTiles({ config: { refreshIntervalsMinutes: { shipment: 2 } } });
    await screen.findByRole('link', { name: 'Carrier Tendered, 3 loads' });
    expect(variablesOf('getMyLoadsCounts')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(variablesOf('getMyLoadsCounts')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(variablesOf('getMyLoadsCounts')).toHaveLength(2));
  });

  it('the tiles have no accessibility violation axe can find', async () => {
    renderTiles();
    await screen.findByRole('link', { name: 'Carrier Tendered, 3 loads' });
    expect(await findViolations(document.body)).toEqual([]);
  });
});
