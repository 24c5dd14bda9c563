import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { makePosting } from '../../../test/load-postings.fixtures';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import { makeCapacity, makeLane } from '../capacity.test-utils';
import { SeeResultsPage } from './see-results-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

/** 30 matching loads, 25 a page; the third is watched. */
const thirty = Array.from({ length: 30 }, (_, index) =>
  makePosting({ loadId: `L${index + 1}`, isWatched: index === 2 }),
);

const loadsOf =
  (capacity = makeCapacity(), postings = thirty, countCap = Infinity): FakeAnswer<'getCapacityLoad'> =>
  ({ input }) => {
    const page = input.page ?? 0;
    const size = input.size ?? 25;
    return {
      data: {
        getCapacityLoad: {
          totalRecords: Math.min(postings.length, countCap),
          totalRecordsCapped: postings.length > countCap,
          capacity,
          loadPostings: postings.slice(page * size, page * size + size),
        },
      },
    };
  };

function renderResults(search: string, getCapacityLoad: FakeAnswer<'getCapacityLoad'> = loadsOf()) {
  return renderRoutes(
    [{ path: paths.app.capacityResults.path, element: <SeeResultsPage /> }],
    `${paths.app.capacityResults.path}${search}`,
    { api: { graphql: { getCapacityLoad } } },
  );
}

// Lists of 25 Mantine cards render slowly in jsdom, above all on a busy machine.
describe('See results of a capacity', { timeout: 20_000 }, () => {
  it('[D3-2.65] [D3-9.06] [D3-7.16] [D3-3.15] says "N Matches" and pages the load cards by 25 until End of list', async () => {
    const { variablesOf } = renderResults('?capacityId=cap-1');
    expect(await screen.findByText('30 Matches')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The capacity' }).textContent).toContain(
      'Truck from Chicago, IL',
    );
    await waitFor(() => expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 More' }));
    expect(await screen.findByText('End of list')).toBeTruthy();
    expect(variablesOf('getCapacityLoad')).toEqual([
      {
        input: {
          capacityId: 'cap-1',
          userId: 'm1',
          page: 0,
          size: 25,
          sortColumn: 'pickUpStartDate',
          sortDirection: 'ASC',
        },
      },
      {
        input: {
          capacityId: 'cap-1',
          userId: 'm1',
          page: 1,
          size: 25,
          sortColumn: 'pickUpStartDate',
          sortDirection: 'ASC',
        },
      },
    ]);
  });

  it('[D3-2.65] sorts from the first page again, and toggles between list and map', async () => {
    const { variablesOf } = renderResults('?capacityId=cap-1');
    await screen.findByText('30 Matches');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['pickUpStartDate', 'total_distance', 'price', 'originDeadHead', 'netProfit', 'netPerDay']);
    fireEvent.change(sortBy, { target: { value: 'price' } });
    await waitFor(() =>
      expect(variablesOf('getCapacityLoad').at(-1)).toEqual({
        input: {
          capacityId: 'cap-1',
          userId: 'm1',
          page: 0,
          size: 25,
          sortColumn: 'price',
          sortDirection: 'DESC',
        },
      }),
    );
    expect(screen.getByRole('radio', { name: 'Map' })).toBeTruthy();
  });

  it('[D3-2.65] a Lane to a city may sort by the destination deadhead; the watched flags show on the cards', async () => {
    renderResults('?capacityId=lane-1', loadsOf(makeLane()));
    await screen.findByText('30 Matches');
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option')).toHaveLength(
        7,
      ),
    );
    expect(screen.getAllByRole('button', { name: 'Stop watching load' })).toHaveLength(1);
    // A Lane says how far ahead it looks (decision 050).
    expect(screen.getByText('Loads picking up on these days in the next 14 days')).toBeTruthy();
  });

  it('[D3-2.65] a capacity matching more loads than the count cap says "N+ Matches", in French too', async () => {
    renderResults('?capacityId=cap-1', loadsOf(makeCapacity(), thirty, 25));
    expect(await screen.findByText('25+ Matches')).toBeTruthy();
    await changeLanguage('fr', null);
    expect(await screen.findByText('25+ correspondances')).toBeTruthy();
  });

  it('[D3-8.22] says when the capacity matches nothing right now', async () => {
    renderResults('?capacityId=cap-1', loadsOf(makeCapacity(), []));
    expect(await screen.findByText("We don't have any results for this capacity right now.")).toBeTruthy();
    expect(screen.getByText('0 Matches')).toBeTruthy();
  });

  it('another carrier’s capacity, or none named, shows no loads', async () => {
    renderResults('?capacityId=cap-x', () => ({
      errors: [{ message: 'This capacity was not found.', extensions: { code: 'NOT_FOUND' } }],
    }));
    expect(await screen.findByText('Requested record not found, click ok to go back.')).toBeTruthy();
  });

  it('[D3-1.03] reads in French with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderResults('?capacityId=cap-1');
    expect(await screen.findByText('30 correspondances')).toBeTruthy();
    await waitForQueries(queryClient);
    expect(await findViolations(document.body)).toEqual([]);
  });
});
