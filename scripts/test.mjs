#!/usr/bin/env node
// `npm test`: every check, in order, with a summary at the end. Each step runs even when an earlier
// one failed (so one run shows everything that is wrong), except the browser tests, which need a build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'freight-test-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const steps = [
  { name: 'lint', command: 'npx eslint --max-warnings 0 .' },
  { name: 'format', command: 'npx prettier --check . --log-level warn' },
  { name: 'typecheck', command: 'npm run typecheck --silent' },
  {
    name: 'unit and server tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
    counts: () => countVitest(vitestReport),
  },
  { name: 'build', command: 'npm run build --silent' },
  {
    name: 'browser tests',
    command: 'npx playwright test -c e2e/playwright.config.ts --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    needs: 'build',
    counts: () => countPlaywright(playwrightReport),
  },
];

function countVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const results = [];
for (const step of steps) {
  if (step.needs && results.find((r) => r.name === step.needs)?.ok === false) {
    results.push({ name: step.name, ok: false, skipped: true, seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  results.push({
    name: step.name,
    ok: run.status === 0,
    seconds: (Date.now() - started) / 1000,
    counts: step.counts?.(),
  });
}
rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const result of results) {
  const status = result.skipped ? 'SKIPPED' : result.ok ? 'ok' : 'FAILED';
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : '';
  console.log(
    `  ${status.padEnd(8)} ${result.name.padEnd(24)} ${result.seconds.toFixed(1).padStart(6)} s${counts}`,
  );
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
    skipped += result.counts.skipped;
  } else if (!result.ok) {
    failed += 1; // a failed check without test counts (lint, types, build) counts as one failure
  }
}
const allOk = results.every((result) => result.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
