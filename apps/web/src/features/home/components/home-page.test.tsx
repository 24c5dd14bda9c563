import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../../lib/i18n';
import type { LoadCardPosting } from '../../loads/api/load-posting';
import {
  answerRecommended,
  answerWatched,
  asRecommended,
  findViolations,
  makePosting,
  renderMatchedLoads,
  type FakeApi,
  type RenderMatchedLoadsOptions,
} from '../../loads/matched/matched-loads.test-utils';
import type { RecommendedLoadFieldsFragment } from '../../../graphql/graphql';
import { waitForQueries } from '../../../test/render-with-api';
import { HomePage } from './home-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  notifications.clean();
});

const recommended = [
  asRecommended(makePosting({ loadId: 'R5' }), 5),
  asRecommended(makePosting({ loadId: 'R2' }), 2, { recommendationStatus: 'seen' }),
  asRecommended(makePosting({ loadId: 'R3' }), 3),
  asRecommended(makePosting({ loadId: 'R4' }), 4),
];

type HomeApiOptions = {
  recommended?: RecommendedLoadFieldsFragment[];
  watched?: LoadCardPosting[];
  source?: string | null;
};

function homeApi({
  recommended: loads = recommended,
  watched = [],
  source = 'MERCURYGATE',
}: HomeApiOptions = {}) {
  return {
    graphql: {
      recommendedLoads: answerRecommended(loads),
      getUserWatchedLoads: answerWatched(() => watched),
      getCarrierSource: () => ({ data: { getUserDetails: { source } } }),
      markRecommendedLoadsSeen: () => ({ data: { markRecommendedLoadsSeen: true } }),
      getMyLoadsCounts: () => ({ data: { getMyLoadsCounts: [] } }),
    },
  } satisfies FakeApi;
}

type RenderHomeOptions = Omit<RenderMatchedLoadsOptions, 'api'> & {
  api?: FakeApi;
  section?: 'recommended' | 'watched';
};

function renderHome({ section, api = homeApi(), ...options }: RenderHomeOptions = {}) {
  return renderMatchedLoads(<HomePage section={section} />, { api, ...options });
}

const topSection = () => screen.queryByRole('region', { name: 'Top Recommendations' });
const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

/** Lets the queries answer, so that what is not shown is not merely still loading. */
const settle = waitForQueries;

describe('HomePage', () => {
  it('[D1-2.06] [D1-2.19] a dispatcher sees the product updates, My Loads, Top Recommendations, then Recommended', async () => {
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Product updates' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My Loads' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Top Recommendations' })).toBeTruthy();
    expect(tabNames()).toEqual(['Recommended', 'Watched']);
    expect(selectedTab()?.textContent).toBe('Recommended');
    expect(await screen.findByRole('heading', { name: '4 Recommendations' })).toBeTruthy();
  });

  it('[D1-2.19] the Manage Capacity link invites to post a truck or lane', () => {
    renderHome();
    const link = screen.getByRole('link', {
      name: 'Post your truck or lane to get the most relevant recommended results.',
    });
    expect(link.getAttribute('href')).toBe('/app/manage-capacity');
  });

  it('[D1-2.19] [D1-6.06] an owner-operator, who posts no capacity, gets no Manage Capacity link', async () => {
    renderHome({ roles: ['carrierLeasedOwnerOpr'] });
    await screen.findByRole('heading', { name: '4 Recommendations' });
    expect(screen.queryByRole('link', { name: /Post your truck or lane/ })).toBeNull();
  });

  it('[D1-2.06] [D1-2.19] /app/home/watched opens on Watched, titled N Watched load(s)', async () => {
    renderHome({
      section: 'watched',
      api: homeApi({ watched: [makePosting({ loadId: 'W1', isWatched: true })] }),
    });

    expect(selectedTab()?.textContent).toBe('Watched');
    expect(await screen.findByRole('heading', { name: '1 Watched load' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Recommended' }));
    expect(await screen.findByRole('heading', { name: '4 Recommendations' })).toBeTruthy();
  });

  it('[D1-4.14] [D1-9.02] Top Recommendations are the new loads by rank, the first 2, asked as new, size 2', async () => {
    const { inputsOf } = renderHome();

    const top = await screen.findByRole('list', { name: 'Top Recommendations' });
    const ids = within(top)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-load-id'));
    expect(ids).toEqual(['R3', 'R4']);
    expect(inputsOf('recommendedLoads')).toContainEqual({ page: 0, size: 2, status: 'new' });
  });

  it.each<[string, RenderHomeOptions]>([
    ['the carrier is of the ASL system', { api: homeApi({ source: 'ASL' }) }],
    ['the member has no carrier (no identity)', { claims: { carrierId: null } }],
    ['no recommended load is new', { api: homeApi({ recommended: [recommended[1]!] }) }],
    ['recommended is switched off', { config: { features: { recommended: false } } }],
  ])('[D1-2.19] no Top Recommendations when %s', async (_when, options) => {
    const { queryClient } = renderHome(options);
    await settle(queryClient);
    expect(topSection()).toBeNull();
  });

  it('[D1-2.19] the carrier source decides only once known: a failed lookup shows no tiles', async () => {
    const { queryClient } = renderHome({
      api: {
        graphql: {
          ...homeApi().graphql,
          getCarrierSource: () => ({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
        },
      },
    });
    await screen.findByRole('heading', { name: '4 Recommendations' });
    await settle(queryClient);
    expect(topSection()).toBeNull();
  });

  it.each<[string, Role[], string[]]>([
    [
      'a dispatcher',
      ['carrierDispatcher'],
      [
        'Carrier Tendered',
        'Carrier Assigned',
        'Driver Assigned',
        'In Transit',
        'Delivered – Needs Paperwork',
        'Delivered – With Paperwork',
      ],
    ],
    [
      'a driver',
      ['carrierDriver'],
      ['Driver Assigned', 'In Transit', 'Delivered – Needs Paperwork', 'Delivered – With Paperwork'],
    ],
    ['an admin', ['carrierAdmin'], []],
    ['a guest (no carrier-profile access)', ['carrierGuest'], []],
  ])('[D1-2.06] My Loads tiles for %s: the lists the role may open', (_who, roles, tiles) => {
    renderHome({ roles });
    const region = screen.queryByRole('region', { name: 'My Loads' });
    expect(
      region
        ? within(region)
            .getAllByRole('link')
            .map((link) => link.textContent)
        : [],
    ).toEqual(tiles);
  });

  it('[D1-2.06] a My Loads tile leads to its list', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Carrier Tendered' }).getAttribute('href')).toBe(
      '/app/MyLoad/CarrierTendered',
    );
  });

  it('[D1-6.17] a guest at Home meets "not available for a guest role" with Search for loads', async () => {
    const { inputsOf, queryClient } = renderHome({ roles: ['carrierGuest'] });
    expect(screen.getByText('This feature is not available for a guest role.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for loads' }).getAttribute('href')).toBe('/app/search');
    expect(screen.queryAllByRole('tab')).toEqual([]);
    await settle(queryClient);
    expect(inputsOf('recommendedLoads')).toEqual([]);
  });

  it('[D1-6.06] a switched-off feature hides its tab', () => {
    renderHome({ config: { features: { watched: false } } });
    expect(tabNames()).toEqual(['Recommended']);
  });

  it('[D1-6.06] a driver has neither Recommended nor Watched', async () => {
    const { calls, queryClient } = renderHome({ roles: ['carrierDriver'] });
    expect(tabNames()).toEqual([]);
    await settle(queryClient);
    const operations = calls.flatMap((call) => call.operation ?? []);
    expect(operations).not.toContain('recommendedLoads');
    expect(operations).not.toContain('getUserWatchedLoads');
  });

  it('[D1-4.14] opening a Top Recommendation marks it seen', async () => {
    const { variablesOf } = renderHome();
    const top = await screen.findByRole('list', { name: 'Top Recommendations' });
    fireEvent.click(within(top).getAllByRole('button', { expanded: false })[0]!);
    await waitFor(() => expect(variablesOf('markRecommendedLoadsSeen')).toEqual([{ loadIds: ['R3'] }]));
  });

  it('Home has no accessibility violation axe can find', async () => {
    renderHome();
    await screen.findByRole('region', { name: 'Top Recommendations' });
    await screen.findByRole('heading', { name: '4 Recommendations' });
    expect(await findViolations(document.body)).toEqual([]);
  });
});
