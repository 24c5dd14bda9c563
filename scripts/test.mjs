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

// The first line of a failure, so that the summary (often all a CI log keeps) says what broke.
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

function countVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => {
    const where = suite.name.replace(process.cwd() + '/', '');
    const tests = suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import or a hook) has no failed test to name.
    return tests.length === 0 && suite.status === 'failed'
      ? [`${where}: ${firstLine(suite.message)}`]
      : tests;
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures };
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
const failures = results.flatMap((result) => result.counts?.failures ?? []);
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const failure of failures.slice(0, 40)) console.log(`  ✗ ${failure}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
const allOk = results.every((result) => result.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
