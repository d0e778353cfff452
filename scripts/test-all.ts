/**
 * `npm test`: every check (typecheck, lint, format, all Vitest projects, the package checks,
 * Playwright), each one run even when an earlier one failed, then one verdict line.
 *
 * The first stage runs its steps side by side: each is single-threaded, so on a 2-core machine
 * they share the cores instead of waiting in turn. Their output is held and printed whole when a
 * step ends, so logs never interleave. The Storybook build that e2e/design-base.spec.ts previews
 * is one of them; Playwright then serves it without building it again.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const sideBySide: Step[] = [
  { name: 'typecheck', command: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', command: 'npx eslint --max-warnings 0 .' },
  { name: 'format (prettier --check)', command: 'npx prettier --check --log-level warn .' },
  { name: 'storybook build (for e2e)', command: 'npm run --silent build-storybook' },
];

const inTurn: Step[] = [
  {
    name: 'vitest (unit, browser, stories)',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
  },
  { name: 'package (build, publint, attw)', command: 'npm run --silent check:package' },
  {
    name: 'playwright (e2e)',
    command: 'npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, PAYKIT_STORYBOOK_PREBUILT: '1' },
  },
];

function run(step: Step, { holdOutput }: { holdOutput: boolean }): Promise<Outcome> {
  const started = Date.now();
  if (!holdOutput) console.log(`\n::: ${step.name}: ${step.command}`);
  const child = spawn(step.command, {
    shell: true,
    stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (holdOutput) {
        console.log(`\n::: ${step.name}: ${step.command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const outcomes: Outcome[] = await Promise.all(sideBySide.map((step) => run(step, { holdOutput: true })));
const storybookBuilt = outcomes.at(-1)?.ok === true;
for (const step of inTurn) {
  if (step.env?.PAYKIT_STORYBOOK_PREBUILT && !storybookBuilt) delete step.env.PAYKIT_STORYBOOK_PREBUILT;
  outcomes.push(await run(step, { holdOutput: false }));
}

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

interface VitestReport {
  testResults: { name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
}

/** The failed tests by name, with the first line of why, so the summary (the part a CI log keeps) says what to fix. */
function vitestFailures(): string[] {
  const file = `${reports}/vitest.json`;
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return json.testResults.flatMap((suite) => {
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    const where = suite.name.replace(`${process.cwd()}/`, '');
    if (failed.length === 0 && suite.message) return [`${where}: ${firstLine(suite.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`);
  });
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightFailures(): string[] {
  const file = `${reports}/playwright.json`;
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite, path: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status !== 'expected' && test.status !== 'skipped'))
      .map((spec) => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, suite.title])),
  ];
  return json.suites.flatMap((suite) => walk(suite, []));
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

const vitest = vitestCounts();
const playwright = playwrightCounts();
const failedSteps = outcomes.filter((outcome) => !outcome.ok);

console.log('\n::: summary');
for (const { step, ok, seconds } of outcomes) console.log(`${ok ? 'PASS' : 'FAIL'}  ${step.name} (${seconds}s)`);
for (const failure of vitestFailures()) console.log(`failed: ${failure}`);
for (const failure of playwrightFailures()) console.log(`failed or flaky (e2e): ${failure}`);
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
