import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCostProfile } from '@freight/domain/profit/cost-profile';
import type { Role } from '@freight/domain/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeApi } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import type { LaneRates } from '../api/get-lane-rates';
import type { ProfitLoad } from '../profit-load';
import { LaneRatesSection } from './lane-rates-section';
import { LoadProfitFacts } from './load-profit-facts';

// The chart is uPlot on a canvas, which the test DOM does not draw: its module is replaced by its table.
vi.mock('./lane-rate-chart', () => ({
  default: ({ weeks }: { weeks: LaneRates['weeks'] }) => <p>Chart of {weeks.length} weeks</p>,
}));

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  await changeLanguage('en', null);
});

// $2,240 for 800 loaded miles plus 100 of deadhead, picking up on the 1st and dropping on the 2nd.
const load: ProfitLoad = {
  totalChargeCents: 224_000,
  currency: 'USD',
  totalDistance: 800,
  originDeadHead: 100,
  transportMode: 'Dry Van',
  stops: [
    { state: 'IL', country: 'USA', appointmentFrom: '2026-12-01T08:00:00-06:00' },
    { state: 'TX', country: 'USA', appointmentFrom: '2026-12-02T08:00:00-06:00' },
  ],
};

const profile = {
  ...defaultCostProfile,
  costPerMile: 2,
  fixedCostPerDay: 100,
  averageSpeedMph: 50,
  drivingHoursPerDay: 10,
  dwellHoursPerStop: 3,
  targetRatePerMile: 2.5,
  floorRatePerMile: 2,
};

const window = (median: number, loads: number) => ({
  medianCentsPerMile: median,
  lowerQuartileCentsPerMile: median - 20,
  upperQuartileCentsPerMile: median + 30,
  loads,
});

const rates: LaneRates = {
  last30Days: window(250, 12),
  last90Days: window(240, 40),
  trend: 'up',
  weeks: [
    { weekStart: '2026-11-01', medianCentsPerMile: 245 },
    { weekStart: '2026-11-08', medianCentsPerMile: null },
  ],
  ownPay: { loads: 3, medianCentsPerMile: 262, lastSettledAt: '2026-11-20T12:00:00.000Z' },
};

function renderProfit(
  ui: React.ReactNode,
  { roles, graphql = {} }: { roles?: Role[]; graphql?: FakeApi['graphql'] } = {},
) {
  return renderWithApi(ui, {
    roles,
    api: {
      graphql: {
        getCostProfile: () => ({ data: { getCostProfile: { ...profile, isDefault: false } } }),
        getLaneRates: ({ lanes }) => ({
          data: { getLaneRates: (Array.isArray(lanes) ? lanes : [lanes]).map(() => rates) },
        }),
        ...graphql,
      },
    },
  });
}

describe('what a load really pays, on its card', () => {
  it('shows total miles, all-in rate, days, net, net per day, the badge and the lane median', async () => {
    renderProfit(<LoadProfitFacts load={load} />);
    // 900 miles at $2 and 2.05 days (100/500 + max(800/500, 1) + 0.25) at $100: net $2,240 - $2,005.
    expect(await screen.findByText('900 mi in all (100 deadhead)')).toBeTruthy();
    expect(screen.getByText('$2.49/mi all-in')).toBeTruthy();
    expect(screen.getByText('About 2.1 days')).toBeTruthy();
    expect(screen.getByText('Net $235')).toBeTruthy();
    expect(screen.getByText('$114/day net')).toBeTruthy();
    expect(screen.getByText('Below target')).toBeTruthy();
    // $2,240 / 800 = $2.80 a loaded mile against a $2.50 median.
    expect(await screen.findByText('12% above the 30-day lane median')).toBeTruthy();
  });

  it('keeps the line in place until the profile and the lane are read, then shows it whole', async () => {
    renderProfit(<LoadProfitFacts load={load} />);
    expect(screen.getByTestId('load-profit-pending')).toBeTruthy();
    expect(screen.queryByTestId('load-profit')).toBeNull();
    // The line never shows without its lane median, which would move the cards below a second time.
    const line = await screen.findByTestId('load-profit');
    expect(within(line).getByTestId('lane-median')).toBeTruthy();
    expect(screen.queryByTestId('load-profit-pending')).toBeNull();
  });

  it('a page of cards asks for its lanes in one call', async () => {
    const { variablesOf } = renderProfit(
      <>
        <LoadProfitFacts load={load} />
        <LoadProfitFacts load={{ ...load, stops: [load.stops[0]!, { ...load.stops[1]!, state: 'OK' }] }} />
        <LoadProfitFacts load={{ ...load, totalChargeCents: 230_000 }} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('lane-median')).toHaveLength(3));
    expect(variablesOf('getLaneRates')).toHaveLength(1);
    expect(
      (variablesOf('getLaneRates')[0]!.lanes as { destinationState: string }[]).map(
        (lane) => lane.destinationState,
      ),
    ).toEqual(['TX', 'OK']);
  });

  // Issue 20: without a searched origin (a recommendation, a watched load), the truck is where the
  // member's own device last sent it from; 1.4473 degrees of latitude south of the pick-up is 100 mi.
  const unsearched: ProfitLoad = {
    ...load,
    originDeadHead: null,
    stops: [{ ...load.stops[0]!, latitude: 41, longitude: -88 }, load.stops[1]!],
  };
  const lastPosition = (latitude: number) => () => ({
    data: { myLastPosition: { recordedAt: '2026-11-30T12:00:00.000Z', latitude, longitude: -88 } },
  });

  it('an owner-operator’s card without a searched origin counts the deadhead from their last trip position', async () => {
    renderProfit(<LoadProfitFacts load={unsearched} />, {
      roles: ['carrierLeasedOwnerOpr'],
      graphql: { myLastPosition: lastPosition(41 - 1.4473) },
    });
    expect(await screen.findByText('900 mi in all (100 deadhead from your last position)')).toBeTruthy();
    expect(screen.getByText('Net $235')).toBeTruthy();
  });

  it('a searched origin wins over the last position, and a dispatcher, who drives no truck, is not asked for one', async () => {
    const owner = renderProfit(<LoadProfitFacts load={{ ...unsearched, originDeadHead: 100 }} />, {
      roles: ['carrierLeasedOwnerOpr'],
      graphql: { myLastPosition: lastPosition(30) },
    });
    expect(await screen.findByText('900 mi in all (100 deadhead)')).toBeTruthy();
    expect(owner.variablesOf('myLastPosition')).toEqual([]);
    cleanup();
    const dispatcher = renderProfit(<LoadProfitFacts load={unsearched} />, {
      graphql: { myLastPosition: lastPosition(30) },
    });
    expect(await screen.findByText('800 mi, deadhead not known')).toBeTruthy();
    expect(dispatcher.variablesOf('myLastPosition')).toEqual([]);
  });

  it('without a recent position the deadhead stays unknown', async () => {
    renderProfit(<LoadProfitFacts load={unsearched} />, {
      roles: ['carrierLeasedOwnerOpr'],
      graphql: { myLastPosition: () => ({ data: { myLastPosition: null } }) },
    });
    expect(await screen.findByText('800 mi, deadhead not known')).toBeTruthy();
  });

  it('a driver sees no profit and nothing is asked', async () => {
    const { calls } = renderProfit(<LoadProfitFacts load={load} />, { roles: ['carrierDriver'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('load-profit')).toBeNull();
    expect(calls.filter((call) => call.operation !== null)).toEqual([]);
  });

  it('in French, with French numbers, and no accessibility violation', async () => {
    await changeLanguage('fr', null);
    renderProfit(<LoadProfitFacts load={load} />);
    expect(await screen.findByText('900 milles en tout (100 à vide)')).toBeTruthy();
    cleanup();
    renderProfit(<LoadProfitFacts load={unsearched} />, {
      roles: ['carrierLeasedOwnerOpr'],
      graphql: { myLastPosition: lastPosition(41 - 1.4473) },
    });
    expect(
      await screen.findByText('900 milles en tout (100 à vide depuis votre dernière position)'),
    ).toBeTruthy();
    cleanup();
    renderProfit(<LoadProfitFacts load={load} />);
    expect(await screen.findByText(/12\s%\sau-dessus de la médiane du corridor/)).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});

describe('the lane’s rates in the details panel', () => {
  it('shows both windows, the trend, the carrier’s own pay and the chart', async () => {
    renderProfit(<LaneRatesSection load={load} />);
    expect(
      await screen.findByText(/median \$2\.50\/mi, middle half \$2\.30 to \$2\.80, 12 loads/),
    ).toBeTruthy();
    expect(screen.getByText(/median \$2\.40\/mi/)).toBeTruthy();
    expect(screen.getByText('Rates on this lane are going up.')).toBeTruthy();
    expect(screen.getByText('You were paid a median of $2.62/mi on 3 loads here in 90 days.')).toBeTruthy();
    expect(await screen.findByText('Chart of 2 weeks')).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('says when too few loads stand behind a figure, and draws no chart', async () => {
    renderProfit(<LaneRatesSection load={load} />, {
      graphql: {
        getLaneRates: () => ({
          data: {
            getLaneRates: [
              {
                last30Days: null,
                last90Days: null,
                trend: null,
                weeks: [{ weekStart: '2026-11-01', medianCentsPerMile: null }],
                ownPay: null,
              },
            ],
          },
        }),
      },
    });
    expect(
      await screen.findAllByText(/not enough booked loads to show \(at least 5 loads from 3 carriers\)/),
    ).toHaveLength(2);
    expect(screen.getByText('You booked no load on this lane in the last 90 days.')).toBeTruthy();
    expect(screen.queryByText(/Chart of/)).toBeNull();
  });
});
