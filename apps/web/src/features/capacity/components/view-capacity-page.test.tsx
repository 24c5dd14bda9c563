import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import { makeCapacity, makeLane } from '../capacity.test-utils';
import type { CapacityItem } from '../api/capacity-fields';
import { ViewCapacityPage } from './view-capacity-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

function Probe() {
  const { pathname, state } = useLocation();
  return <pre data-testid="probe">{JSON.stringify({ pathname, state })}</pre>;
}

function renderView(capacity: CapacityItem | null) {
  return renderRoutes(
    [
      { path: paths.app.viewCapacity.path, element: <ViewCapacityPage /> },
      { path: '*', element: <Probe /> },
    ],
    paths.app.viewCapacity.getHref(capacity?.capacityId ?? 'gone'),
    {
      api: {
        graphql: {
          selectCarrierCapacity: () =>
            capacity
              ? { data: { selectCarrierCapacity: capacity } }
              : { errors: [{ message: 'This capacity was not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      },
    },
  );
}

/** The value of a fact of the list, by its term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('View capacity', () => {
  it('[D3-2.63] shows a Truck read-only: when and by whom it was last saved, with mail and call links', async () => {
    renderView(makeCapacity());
    expect(await screen.findByRole('heading', { level: 1, name: 'View Capacity' })).toBeTruthy();
    expect(await screen.findByText('Dana Reyes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dana@carrier.test' }).getAttribute('href')).toBe(
      'mailto:dana@carrier.test',
    );
    expect(screen.getByRole('link', { name: '312-555-0199' }).getAttribute('href')).toBe('tel:3125550199');
    expect(fact('Last updated')).toMatch(/^Nov 23, 2026/);
    expect(fact('Capacity type')).toBe('Truck');
    expect(fact('Trailer type')).toBe('Dry Van');
    expect(fact('Origin')).toBe('Chicago, IL');
    expect(fact('Origin radius')).toBe('100 mi');
    expect(fact('Pick-up start date')).toBe('Nov 24, 2026');
    expect(fact('Pick-up end date')).toBe('Nov 26, 2026');
    expect(fact('Destination')).toBe('Anywhere');
    expect(screen.queryByText('Destination radius')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('[D3-2.63] shows a Lane’s days, its destination and radius, or its states', async () => {
    renderView(makeLane());
    expect(await screen.findByText('Monday and Wednesday')).toBeTruthy();
    expect(fact('Destination')).toBe('Dallas, TX');
    expect(fact('Destination radius')).toBe('100 mi');
  });

  it('[D3-2.63] shows the states of a destination of states', async () => {
    renderView(
      makeLane({
        destination: {
          ...makeLane().destination,
          city: null,
          state: null,
          latitude: null,
          longitude: null,
          radius: null,
        },
        destinationStates: ['TX', 'OK'],
      }),
    );
    expect(await screen.findByText('TX and OK')).toBeTruthy();
    expect(screen.queryByText('Destination radius')).toBeNull();
  });

  it('[D3-2.64] Edit opens the Edit screen with its show-page flag', async () => {
    renderView(makeCapacity());
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    const probe = JSON.parse((await screen.findByTestId('probe')).textContent!) as unknown;
    expect(probe).toEqual({ pathname: '/app/manage-capacity/edit/cap-1', state: { showPage: true } });
  });

  it('a capacity that is not the carrier’s says the record was not found and leads back', async () => {
    renderView(null);
    expect(await screen.findByText('Requested record not found, click ok to go back.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ok' }).getAttribute('href')).toBe('/app/manage-capacity');
  });

  it('[D3-1.03] reads in French, dates through Intl, with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderView(makeCapacity());
    expect(await screen.findByRole('heading', { level: 1, name: 'Voir la capacité' })).toBeTruthy();
    await waitForQueries(queryClient);
    expect(within(document.body).getByText('24 nov. 2026')).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});
