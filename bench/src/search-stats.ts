import { searchKinds, type MixSearch } from './search-mix';
import type { Sample } from './search-run';
import { profitSortColumns, sortColumns } from '@freight/domain/search/sorting';

// Percentiles and the report of the search benchmark.

export type Summary = { count: number; p50: number; p95: number; p99: number; errors: number };

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarize(samples: readonly Sample[]): Summary {
  const times = samples
    .filter((sample) => sample.error === null)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  return {
    count: samples.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: samples.filter((sample) => sample.error !== null).length,
  };
}

export type EngineRun = {
  engine: string;
  description: string;
  postings: number;
  concurrency: number;
  rounds: number;
  mix: MixSearch[];
  api: Sample[];
  sql: Sample[];
  sqlSequential: Sample[];
  apiSequential: Sample[];
  apiWithHistory: Sample[];
  /** The machine's 1-minute load average as each part began: other work skews the figures. */
  loadAverages: { sql: number; api: number };
  cores: number;
};

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1)).padStart(6);
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-').padStart(6);

type Group = { label: string; includes: (search: MixSearch) => boolean };

const groups: Group[] = [
  { label: 'whole mix', includes: () => true },
  ...searchKinds.map((kind) => ({ label: kind, includes: (search: MixSearch) => search.kind === kind })),
  ...[...sortColumns, ...profitSortColumns].map((column) => ({
    label: `sort ${column}`,
    includes: (search: MixSearch) => search.input.sortColumn === column,
  })),
  { label: 'pages 0-3', includes: (search) => !search.isDeepPage },
  { label: 'deep pages (8-20)', includes: (search) => search.isDeepPage },
];

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The table of one engine: API and SQL percentiles per kind of search, and their ratios. */
export function printEngineReport(run: EngineRun): void {
  const byId = new Map(run.mix.map((search) => [search.id, search]));
  const pick = (samples: Sample[], group: Group) =>
    samples.filter((sample) => group.includes(byId.get(sample.searchId)!));
  console.log(
    `\n${run.engine}: ${run.postings.toLocaleString('en-US')} open postings, ${run.mix.length} searches x ${run.rounds} rounds, ${run.concurrency} concurrent (${run.description})`,
  );
  console.log(
    `  ${'searches'.padEnd(26)} ${'n'.padStart(4)} | ${'API p50'.padStart(7)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} | ${'SQL p50'.padStart(7)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} | ${'API/SQL p50'.padStart(11)} ${'p95'.padStart(6)} | matches (median)`,
  );
  for (const group of groups) {
    const searches = run.mix.filter(group.includes).length;
    if (searches === 0) continue;
    const api = summarize(pick(run.api, group));
    const sql = summarize(pick(run.sql, group));
    const matches = median(
      pick(run.sql, group)
        .map((sample) => sample.totalRecords)
        .filter((value): value is number => value !== null),
    );
    console.log(
      `  ${group.label.padEnd(26)} ${String(searches).padStart(4)} | ${ms(api.p50).padStart(7)} ${ms(api.p95)} ${ms(api.p99)} | ${ms(sql.p50).padStart(7)} ${ms(sql.p95)} ${ms(sql.p99)} | ${times(api.p50 / sql.p50).padStart(11)} ${times(api.p95 / sql.p95)} | ${Number.isNaN(matches) ? '-' : matches.toLocaleString('en-US')}`,
    );
  }
  console.log(
    `  machine: ${run.cores} cores, load average ${run.loadAverages.sql.toFixed(1)} as the SQL runs began, ${run.loadAverages.api.toFixed(1)} as the API runs began`,
  );
  // One at a time: what each search costs without waiting behind the others for the cores.
  const apiSequential = summarize(run.apiSequential);
  const sqlSequential = summarize(run.sqlSequential);
  console.log(
    `  one at a time (1 round):  API p50 ${ms(apiSequential.p50)}  p95 ${ms(apiSequential.p95)}  p99 ${ms(apiSequential.p99)} | SQL p50 ${ms(sqlSequential.p50)}  p95 ${ms(sqlSequential.p95)}  p99 ${ms(sqlSequential.p99)} | API/SQL ${times(apiSequential.p50 / sqlSequential.p50)} ${times(apiSequential.p95 / sqlSequential.p95)}`,
  );
  if (run.apiWithHistory.length > 0) {
    const history = summarize(run.apiWithHistory);
    console.log(
      `  API recording recent searches (1 round, not in the table): p50 ${ms(history.p50)}  p95 ${ms(history.p95)}  p99 ${ms(history.p99)} ms`,
    );
  }
  const errors = [
    ...run.api,
    ...run.sql,
    ...run.sqlSequential,
    ...run.apiSequential,
    ...run.apiWithHistory,
  ].filter((sample) => sample.error !== null);
  if (errors.length > 0) {
    console.log(
      `  ERRORS: ${errors.length} searches failed; first: "${errors[0]!.error}" (search ${errors[0]!.searchId})`,
    );
  }
  const slowest = run.mix
    .map((search) => ({
      search,
      api: median(run.api.filter((sample) => sample.searchId === search.id).map((sample) => sample.ms)),
      sql: median(run.sql.filter((sample) => sample.searchId === search.id).map((sample) => sample.ms)),
    }))
    .sort((a, b) => b.api - a.api)
    .slice(0, 5);
  console.log('  slowest searches (median of the rounds, API / SQL):');
  for (const { search, api, sql } of slowest) {
    console.log(
      `    #${String(search.id).padEnd(4)} ${ms(api)} / ${ms(sql)} ms  ${search.kind}: ${search.label}`,
    );
  }
}

/** The budgets of the architecture, judged on what was measured; a missing measurement is said so. */
export function printBudgets(runs: EngineRun[]): void {
  const budgetPostings = 1_000_000;
  const line = (text: string, pass: boolean | null) =>
    console.log(`  ${pass === null ? 'n/a ' : pass ? 'PASS' : 'FAIL'}  ${text}`);
  console.log('\nbudgets (docs: architecture, performance budgets)');
  const postgres = runs.find((run) => run.engine === 'PostgreSQL');
  if (!postgres) {
    line(
      'p95 at most 25 ms through the API on PostgreSQL at 1,000,000 postings: PostgreSQL did not run',
      null,
    );
  } else {
    const api = summarize(postgres.api);
    const judged = postgres.postings >= budgetPostings;
    line(
      `p95 at most 25 ms through the API on PostgreSQL at 1,000,000 postings: ${api.p95.toFixed(1)} ms at ${postgres.postings.toLocaleString('en-US')}${judged ? '' : ' (too few postings to judge)'}`,
      judged ? api.p95 <= 25 : null,
    );
  }
  for (const run of runs) {
    const api = summarize(run.api);
    const sql = summarize(run.sql);
    const ratios = [api.p50 / sql.p50, api.p95 / sql.p95];
    const isBudget = run.engine === 'PostgreSQL';
    line(
      `API at most 1.3x the same SQL alone, ${run.engine}${isBudget ? '' : ' (for information)'}: p50 ${ratios[0]!.toFixed(2)}x, p95 ${ratios[1]!.toFixed(2)}x`,
      ratios.every((ratio) => ratio <= 1.3),
    );
  }
  line(
    'at 5,000,000 postings p95 at most 1.5x the 1M figure: run again with --postings 5000000 and compare',
    null,
  );
  const failures = runs.flatMap((run) => [...run.api, ...run.sql]).filter((sample) => sample.error !== null);
  if (failures.length > 0)
    console.log(`  ${failures.length} searches failed: the figures above leave them out`);
}
