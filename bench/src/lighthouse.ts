import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopConfig, navigation, type Config, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import {
  chromiumArgs,
  chromiumPath,
  forgetCachedApp,
  matchesText,
  searchAroundChicago,
  signIn,
  startDemoServer,
} from './results-page';
import { median } from './startup';

// Lighthouse on the search results page (decision 053; targets: performance >= 0.95 on the desktop
// preset, >= 0.90 on the mobile preset, mobile LCP <= 2.5 s).
//
//   npm run build && npm run bench -- lighthouse             # 3 runs of each preset
//   npm run bench -- lighthouse --rounds 5
//
// Starts the built server with the demo board, signs Debian's Chromium in as the dispatcher and
// searches around Chicago (Playwright drives the page), then has Lighthouse (its own Puppeteer, on
// the same tab through the DevTools port) reload the results page, list view, as a first visit:
// the HTTP cache, the service worker and its precache are cleared before each run; the tab keeps its
// session (the refresh token in sessionStorage) and the page its search (the history entry), so the
// reload is the results page opened signed in. Lighthouse's throttling is its default, simulated.
// Each run's HTML report is written to the temporary folder printed at the end.

export type LighthouseBenchArgs = { rounds?: number };

type Preset = { name: 'desktop' | 'mobile'; config?: Config; targetScore: number; targetLcpMs?: number };
const presets: Preset[] = [
  { name: 'desktop', config: desktopConfig, targetScore: 0.95 },
  // Lighthouse's default configuration is its mobile preset (a mid-range phone on a slow 4G).
  { name: 'mobile', targetScore: 0.9, targetLcpMs: 2_500 },
];

type Run = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** Lighthouse's error when the run measured nothing (on a busy machine: NO_FCP, PAGE_HUNG). */
  error?: string;
};

function runOf(lhr: Result, lcpElement: string): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    error: lhr.runtimeError?.code,
    score: lhr.categories.performance?.score ?? Number.NaN,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement,
  };
}

// The page's own last largest-contentful-paint entry: which element it was (this Lighthouse's own
// element audit cannot read the traces of Debian's newer Chromium). Plain JavaScript text.
const largestElementScript = `new Promise((resolve) => {
  setTimeout(() => resolve('-'), 2000);
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    const element = entry && entry.element;
    resolve(element ? element.tagName.toLowerCase() + ' ' + Math.round(entry.size) + ' px2: ' +
      (element.textContent || element.getAttribute('src') || '').trim().slice(0, 70) : '-');
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

const debuggingPort = () => 19_000 + Math.floor(Math.random() * 1_000);

async function runLighthouse(
  page: Page,
  baseUrl: string,
  port: number,
  preset: Preset,
): Promise<{ run: Run; report: string }> {
  const session = await page.context().newCDPSession(page);
  await forgetCachedApp(session, baseUrl);
  await session.detach();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const pages = await browser.pages();
    const target = pages.find((candidate) => candidate.url() === page.url());
    if (!target) throw new Error(`Lighthouse found no tab at ${page.url()}`);
    const result = await navigation(
      target,
      async () => {
        await target.reload();
      },
      {
        config: preset.config,
        flags: { onlyCategories: ['performance'], output: 'html', logLevel: 'error' },
      },
    );
    if (!result) throw new Error('Lighthouse returned no result');
    // The run measured the results page only if the reload showed the results.
    await page.getByText(matchesText).waitFor({ timeout: 30_000 });
    const lcpElement = (await page.evaluate(largestElementScript)) as string;
    return { run: runOf(result.lhr, lcpElement), report: String(result.report) };
  } finally {
    await browser.disconnect();
  }
}

const seconds = (ms: number) => `${(ms / 1_000).toFixed(2)} s`;

function printRun(preset: string, round: number, run: Run, load: number): void {
  if (run.error !== undefined || Number.isNaN(run.score)) {
    console.log(
      `  ${preset.padEnd(7)} run ${round}: failed (${run.error ?? 'no score'}); load average ${load.toFixed(1)}`,
    );
    return;
  }
  console.log(
    `  ${preset.padEnd(7)} run ${round}: score ${run.score.toFixed(2)}, LCP ${seconds(run.lcpMs)}, ` +
      `TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}; load average ${load.toFixed(1)}; ` +
      `largest: ${run.lcpElement}`,
  );
}

function printMedians(preset: Preset, allRuns: Run[]): boolean {
  // A run that failed measured nothing: the medians are of the others, and say how many.
  const runs = allRuns.filter((run) => run.error === undefined && !Number.isNaN(run.score));
  if (runs.length === 0) {
    console.log(`  ${preset.name.padEnd(7)} every run failed: FAIL`);
    return false;
  }
  const score = median(runs.map((run) => run.score));
  const lcpMs = median(runs.map((run) => run.lcpMs));
  const passes =
    score >= preset.targetScore && (preset.targetLcpMs === undefined || lcpMs <= preset.targetLcpMs);
  const lcpTarget = preset.targetLcpMs === undefined ? '' : `, LCP <= ${seconds(preset.targetLcpMs)}`;
  console.log(
    `  ${preset.name.padEnd(7)} median of ${runs.length} of ${allRuns.length}: score ${score.toFixed(2)}, LCP ${seconds(lcpMs)}, ` +
      `TBT ${median(runs.map((run) => run.tbtMs)).toFixed(0)} ms, CLS ` +
      `${median(runs.map((run) => run.cls)).toFixed(3)}; target score >= ${preset.targetScore}${lcpTarget}: ` +
      `${passes ? 'pass' : 'FAIL'}`,
  );
  return passes;
}

export async function benchLighthouse(args: LighthouseBenchArgs): Promise<void> {
  const rounds = args.rounds ?? 3;
  console.log('starting the built server with the demo board (its first start)…');
  const server = await startDemoServer();
  const profileDir = mkdtempSync(join(tmpdir(), 'freight-bench-lighthouse-profile-'));
  const reportDir = mkdtempSync(join(tmpdir(), 'freight-bench-lighthouse-'));
  const port = debuggingPort();
  const results = new Map<Preset, Run[]>(presets.map((preset) => [preset, []]));
  try {
    // Lighthouse sets the viewport of each preset itself: Playwright leaves the window's own.
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--remote-debugging-port=${port}`],
      viewport: null,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, server.url);
      await searchAroundChicago(page, server.url);
      for (let round = 1; round <= rounds; round += 1) {
        for (const preset of presets) {
          const load = loadavg()[0]!;
          const { run, report } = await runLighthouse(page, server.url, port, preset);
          results.get(preset)!.push(run);
          writeFileSync(join(reportDir, `${preset.name}-${round}.html`), report);
          printRun(preset.name, round, run, load);
        }
      }
    } finally {
      await context.close();
    }
  } finally {
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
  console.log('Lighthouse performance of the search results page (list view, signed in as the dispatcher):');
  let passes = true;
  for (const preset of presets) passes = printMedians(preset, results.get(preset)!) && passes;
  console.log(`  reports: ${reportDir}`);
  if (!passes) process.exitCode = 1;
}
