#!/usr/bin/env node
// `npm test`: every check, in order, with a summary at the end. Each step runs even when an earlier
// one failed (so one run shows everything that is wrong), except the browser tests, which need a build.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'freight-test-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const runningTests = join(reports, 'running-tests.txt');
const minutes = 60_000;

const steps = [
  { name: 'lint', command: 'npx eslint --max-warnings 0 .', limit: 10 * minutes },
  { name: 'format', command: 'npx prettier --check . --log-level warn', limit: 5 * minutes },
  { name: 'typecheck', command: 'npm run typecheck --silent', limit: 10 * minutes },
  {
    name: 'unit and server tests',
    command:
      'npx vitest run --reporter=default --reporter=./scripts/running-tests-reporter.mjs ' +
      `--reporter=json --outputFile.json=${vitestReport}`,
    env: { RUNNING_TESTS_FILE: runningTests },
    // About 5 minutes on 2 cores (up to 10 on a busy machine); a step that outlives its limit is stopped and named, never waited on.
    limit: 30 * minutes,
    counts: () => countVitest(vitestReport),
    stillRunning: () => (existsSync(runningTests) ? readFileSync(runningTests, 'utf8').split('\n') : []),
  },
  { name: 'build', command: 'npm run build --silent', limit: 10 * minutes },
  {
    name: 'browser tests',
    command: 'npx playwright test -c e2e/playwright.config.ts --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    needs: 'build',
    limit: 30 * minutes,
    counts: () => countPlaywright(playwrightReport),
  },
];

/**
 * Runs one step in a process group of its own, so that at its time limit the whole group (npx, the
 * runner and its workers) is stopped. Resolves with the exit code, or 'timeout'.
 */
function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...step.env },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, step.limit);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(timedOut ? 'timeout' : code);
    });
  });
}

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
  const status = await runStep(step);
  const timedOut = status === 'timeout';
  const counts = timedOut ? undefined : step.counts?.();
  results.push({
    name: step.name,
    ok: status === 0,
    timedOut,
    seconds: (Date.now() - started) / 1000,
    counts,
    failures: timedOut
      ? [
          `${step.name}: stopped after ${step.limit / minutes} minutes`,
          ...(step.stillRunning?.() ?? []).map((where) => `still running: ${where}`),
        ]
      : (counts?.failures ?? []),
  });
}
rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const result of results) {
  const status = result.skipped ? 'SKIPPED' : result.ok ? 'ok' : result.timedOut ? 'TIMEOUT' : 'FAILED';
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
const failures = results.flatMap((result) => result.failures ?? []);
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const failure of failures.slice(0, 40)) console.log(`  ✗ ${failure}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
const allOk = results.every((result) => result.ok);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
