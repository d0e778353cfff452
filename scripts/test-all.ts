/**
 * `npm test`: every check in order (typecheck, lint, format, all Vitest projects, the package checks,
 * Playwright), each one run even when an earlier one failed, then one verdict line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps: Step[] = [
  { name: 'typecheck', command: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', command: 'npx eslint --max-warnings 0 .' },
  { name: 'format (prettier --check)', command: 'npx prettier --check --log-level warn .' },
  {
    name: 'vitest (unit, browser, stories)',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
  },
  { name: 'package (build, publint, attw)', command: 'npm run --silent check:package' },
  {
    name: 'playwright (e2e)',
    command: 'npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  },
];

const outcomes = steps.map((step) => {
  console.log(`\n::: ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
  });
  return { step, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});

/** Test counts from the JSON reports; a missing report counts as no tests, so it cannot pass silently. */
function vitestCounts() {
  const file = `${reports}/vitest.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
}

function playwrightCounts() {
  const file = `${reports}/playwright.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
}

const vitest = vitestCounts();
const playwright = playwrightCounts();
const failedSteps = outcomes.filter((outcome) => !outcome.ok);

console.log('\n::: summary');
for (const { step, ok, seconds } of outcomes) console.log(`${ok ? 'PASS' : 'FAIL'}  ${step.name} (${seconds}s)`);
console.log(`vitest ${vitest.passed} passed, ${vitest.failed} failed; playwright ${playwright.passed} passed, ${playwright.failed} failed`);
const passed = vitest.passed + playwright.passed;
const failed = vitest.failed + playwright.failed + failedSteps.length;
const noTests = passed === 0;
console.log(
  failedSteps.length === 0 && !noTests
    ? `verdict: PASS, every check passed (${outcomes.length} steps, ${passed} tests)`
    : `verdict: FAIL, ${failedSteps.length} of ${outcomes.length} steps failed${noTests ? ' and no test ran' : ''}: ${failedSteps.map((o) => o.step.name).join(', ')}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && !noTests ? 0 : 1);
