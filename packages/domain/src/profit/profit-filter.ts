// The profit filters of a load search (decision 058): lower bounds on net profit and on net per day,
// in whole dollars, chosen among a few steps; null is no bound. The server accepts any amount within
// ±1,000,000; the steps are what the results screen offers.

export type ProfitFilter = { minNetProfit: number | null; minNetPerDay: number | null };

export const noProfitFilter: ProfitFilter = { minNetProfit: null, minNetPerDay: null };

export const profitFilterSteps = {
  minNetProfit: [250, 500, 1_000, 2_000],
  minNetPerDay: [200, 400, 600, 800],
} as const satisfies Record<keyof ProfitFilter, readonly number[]>;

export function hasProfitFilter(filter: ProfitFilter): boolean {
  return filter.minNetProfit !== null || filter.minNetPerDay !== null;
}
