import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { initI18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-with-api';
import { TripComingNextPage } from './trip-coming-next-page';

beforeAll(async () => {
  await initI18n(null);
});

const open = (state: unknown) =>
  renderRoutes([{ path: paths.app.tripExecution.path, element: <TripComingNextPage /> }], {
    pathname: paths.app.tripExecution.getHref('S1'),
    state,
  });

describe('the trip screen until the trip release', () => {
  it('[D2-2.07] [D2-2.20] says the trip screen comes next, under My Loads > shipment id, back to its module', async () => {
    open({ module: 'inTransit' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Trip of shipment S1' })).toBeTruthy();
    expect(screen.getByText(/The trip screen comes next/)).toBeTruthy();
    const breadcrumb = screen.getByRole('link', { name: 'My Loads' });
    expect(breadcrumb.getAttribute('href')).toBe('/app/MyLoad/InTransit');
    expect(screen.getByRole('link', { name: "See the load's details" }).getAttribute('href')).toBe(
      '/app/MyLoad/shipment/S1',
    );
  });

  it('[D2-2.07] without a module it leads back to My Loads', async () => {
    open(null);

    expect((await screen.findByRole('link', { name: 'Back to My Loads' })).getAttribute('href')).toBe(
      '/app/MyLoad',
    );
  });
});
