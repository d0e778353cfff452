/**
 * Counts the requests the demo page makes to `/api/` along the onboarding and payments journey of
 * e2e/onboarding.spec.ts and e2e/payments.spec.ts, per step and in total, with the 429s met, and
 * the requests an idle tab makes in 60 s with a pay-in waiting for funds.
 *
 * Starts the demo (`npm start`'s server, on the embedded fake platform) on its own port, drives it
 * in Chromium, prints a table and writes JSON to `bench/journeyRequests.json`.
 *
 *   npx tsx bench/journeyRequests.ts             # human pace (a think pause between steps)
 *   npx tsx bench/journeyRequests.ts --fast      # full script speed
 *   JOURNEY_IDLE_MS=60000 JOURNEY_PORT=3217 …    # the idle window and the port
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type Page, type Request } from '@playwright/test';
import { chromiumArgs } from '../vite.config.js';
import {
  INTAKE,
  answerIntake,
  mouseActor,
  onboardingOf,
  review,
  sandboxOf,
  startTask,
  submitTask,
  type Actor,
} from '../e2e/support/demoPage.js';
import {
  ACH,
  SEPA,
  checkoutOf,
  confirm,
  expectTransferState,
  getQuote,
  makeReady,
  moneyOf,
  openWallet,
  sandbox,
} from '../e2e/support/paymentsPage.js';

const port = Number(process.env.JOURNEY_PORT ?? 3217);
const baseUrl = `http://127.0.0.1:${port}`;
const fast = process.argv.includes('--fast');
/** A person reads a screen before acting on it: the pause before each step at human pace. */
const thinkMs = fast ? 0 : Number(process.env.JOURNEY_THINK_MS ?? 2_500);
const idleMs = Number(process.env.JOURNEY_IDLE_MS ?? 60_000);
const root = fileURLToPath(new URL('..', import.meta.url));
const UTILITY_BILL = fileURLToPath(new URL('../e2e/fixtures/utility-bill.pdf', import.meta.url));

interface StepCount {
  step: string;
  ms: number;
  requests: number;
  gets: number;
  writes: number;
  streamOpens: number;
  tooMany: number;
  /** GETs of the same URL made more than once within the step. */
  repeatedGets: number;
  /** The demo's own sandbox and session calls (`/demo/`), not the kit's: not in `requests`. */
  demoRequests: number;
  byPath: Record<string, number>;
}

let current: { step: string; start: number; requests: Request[]; demoRequests: number } | null = null;
const steps: StepCount[] = [];

/** Reads in flight (the event stream left out), so a step can wait for the previous one's to land. */
const inFlight = new Set<Request>();
const isTrackedRead = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') && !pathname.endsWith('/events');
};

/**
 * Waits until no kit request is in flight (quiet for 250 ms, at most 5 s). The demo's sandbox panel ignores a click
 * while its previous action's refetch of every paykit query is still running (useSandboxActions
 * keeps `pending` until then), so a script at full speed would lose clicks without this.
 */
async function settle() {
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  // Quiet for 250 ms: the refetches an action sets off start a moment after its notice shows.
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function onRequest(request: Request) {
  if (isTrackedRead(request)) inFlight.add(request);
  const { pathname } = new URL(request.url());
  if (pathname.startsWith('/demo/') && current) current.demoRequests += 1;
  if (!pathname.startsWith('/api/')) return;
  current?.requests.push(request);
}

/** The step running now, for the report of a journey that stopped. */
const runningStep = () => current?.step ?? '?';

async function step(name: string, run: () => Promise<void>) {
  current = { step: name, start: Date.now(), requests: [], demoRequests: 0 };
  if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs));
  await settle();
  await run();
  // Let the answers of what the step set off land before counting.
  await new Promise((resolve) => setTimeout(resolve, fast ? 200 : 500));
  const { requests } = current;
  const statuses = await Promise.all(requests.map(async (request) => (await request.response().catch(() => null))?.status() ?? 0));
  const byPath: Record<string, number> = {};
  const getCounts = new Map<string, number>();
  for (const request of requests) {
    const url = new URL(request.url());
    const path = `${request.method()} ${url.pathname.replace(/\/(cap|tsk|tr|rcp|dst|acc|quo|doc|rp|vs|cus|app|sub)_[A-Za-z0-9]+/g, '/$1_*')}`;
    byPath[path] = (byPath[path] ?? 0) + 1;
    if (request.method() === 'GET') getCounts.set(request.url(), (getCounts.get(request.url()) ?? 0) + 1);
  }
  const isStream = (request: Request) => new URL(request.url()).pathname.endsWith('/events');
  steps.push({
    step: name,
    ms: Date.now() - current.start,
    requests: requests.length,
    gets: requests.filter((request) => request.method() === 'GET' && !isStream(request)).length,
    writes: requests.filter((request) => request.method() !== 'GET').length,
    streamOpens: requests.filter(isStream).length,
    tooMany: statuses.filter((status) => status === 429).length,
    repeatedGets: [...getCounts.values()].reduce((sum, count) => sum + (count > 1 ? count - 1 : 0), 0),
    demoRequests: current.demoRequests,
    byPath,
  });
  const last = steps[steps.length - 1]!;
  console.log(
    `${name.padEnd(40)} ${String(last.requests).padStart(4)} req  ${String(last.tooMany).padStart(3)}×429  ${(last.ms / 1000).toFixed(1)} s`,
  );
  current = null;
}

async function startDemo(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'proxy-example/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAYMENTS_API_KEY: 'sk_sandbox_journey_bench',
      PAYMENTS_API_BASE_URL: '',
      PAYMENTS_WEBHOOK_SECRETS: '',
      PAYMENTS_ENVIRONMENT: '',
      PUBLIC_ORIGIN: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the demo did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The hosted session of e2e/support/demoPage.ts, without its axe run and its fixed origin. */
async function hostedSession(page: Page, actor: Actor, kind: 'verification' | 'terms') {
  const opener = onboardingOf(page).getByRole('button', {
    name: kind === 'verification' ? 'Verify your identity (opens in a new tab)' : 'Review and accept the terms (opens in a new tab)',
  });
  const popupOpened = page.context().waitForEvent('page');
  await actor.press(opener);
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const there = mouseActor(popup);
  if (kind === 'terms') await there.toggle(popup.getByRole('checkbox', { name: 'I have read the terms of service and accept them.' }));
  await there.press(popup.getByRole('button', { name: kind === 'verification' ? 'Complete verification' : 'Accept the terms' }));
  await expect(popup.getByRole('status')).toBeVisible();
  await popup.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
}

async function journey(page: Page) {
  const actor = mouseActor(page);
  const onboarding = onboardingOf(page);
  const ADDRESS = 'Confirm your address';

  await step('sign in (page load)', async () => {
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Sign in as an individual' }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeFocused();
    await expect(onboarding.getByRole('checkbox', { name: ACH })).toBeVisible();
  });
  await step('choose ACH, continue', async () => {
    await actor.toggle(onboarding.getByRole('checkbox', { name: ACH }));
    await actor.press(onboarding.getByRole('button', { name: 'Continue' }));
    await expect(onboarding.getByRole('heading', { name: 'Before you start', level: 3 })).toBeFocused();
  });
  await step('request ACH (task list)', async () => {
    await actor.press(onboarding.getByRole('button', { name: 'Request this method' }));
    await expect(onboarding.getByText('0 of 4 done')).toBeVisible();
  });
  await step('open intake task', async () => {
    await startTask(page, actor, INTAKE);
  });
  await step('answer + submit intake', async () => {
    await answerIntake(page, actor);
    await submitTask(page, actor, INTAKE);
  });
  await step('address task + upload + submit', async () => {
    await startTask(page, actor, ADDRESS);
    const group = onboarding.getByRole('group', { name: 'Proof of address: answer one of these' });
    await actor.choose(group, 'A utility bill from the last 90 days showing your home address.');
    await actor.pickFile(group.getByRole('button', { name: 'Choose a file' }), UTILITY_BILL);
    await expect(group.getByText('utility-bill.pdf uploaded.')).toBeVisible();
    await submitTask(page, actor, ADDRESS);
  });
  await step('identity (hosted) until done', async () => {
    await startTask(page, actor, 'Verify your identity');
    await hostedSession(page, actor, 'verification');
    await expect(onboarding.getByRole('status').filter({ hasText: 'This task is done.' })).toBeVisible({ timeout: 20_000 });
    await actor.press(onboarding.getByRole('button', { name: 'Back to your tasks' }));
  });
  await step('terms (hosted) until done', async () => {
    await startTask(page, actor, 'Accept the terms of service');
    await hostedSession(page, actor, 'terms');
    await expect(onboarding.getByRole('status').filter({ hasText: 'This task is done.' })).toBeVisible({ timeout: 10_000 });
    await actor.press(onboarding.getByRole('button', { name: 'Back to your tasks' }));
  });
  await step('sandbox accepts both reviews', async () => {
    await expect(sandboxOf(page).getByRole('button', { name: `Accept: ${ADDRESS}` })).toBeVisible();
    await review(page, actor, 'Accept', INTAKE);
    await settle();
    await review(page, actor, 'Accept', ADDRESS);
    await expect(onboarding.getByText('4 of 4 done')).toBeVisible();
  });
  await step('status until ACH ready', async () => {
    await actor.press(onboarding.getByRole('button', { name: 'See the status' }));
    await expect(onboarding.getByText('Your payment method is ready.')).toBeVisible({ timeout: 15_000 });
  });
  await step('open USDC wallet until provisioned', async () => {
    await openWallet(page);
  });
  await step('quote 250 USD → USDC', async () => {
    await getQuote(page, { source: /^ACH/, to: { account: /USDC/ }, amount: '250.00' });
  });
  await step('confirm pay-in (waiting for funds)', async () => {
    await confirm(page, 'Waiting for funds');
  });
  await step(`idle ${idleMs / 1000} s, pay-in waiting for funds`, async () => {
    await new Promise((resolve) => setTimeout(resolve, idleMs));
  });
  const payIn = /250\.00 USD → USDC \(tr_/;
  await step('sandbox: funds received → processing', async () => {
    await sandbox(page, 'Funds received', payIn, /^Funds received for 250\.00 USD/);
    await expectTransferState(page, 'Processing');
  });
  await step('sandbox: complete → completed', async () => {
    await sandbox(page, 'Complete', payIn, /^Completed 250\.00 USD/);
    await expectTransferState(page, 'Completed');
  });
  await step('make SEPA ready, fund wallet', async () => {
    await makeReady(page, SEPA);
    await settle();
    await sandbox(page, 'Add 1000.00 USDC', 'USDC wallet', 'Added 1000.00 USDC to USDC wallet.');
  });
  const money = moneyOf(page);
  await step('add a recipient', async () => {
    await money.getByRole('button', { name: 'Add a recipient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a recipient' });
    await dialog.getByLabel(/^First name/).fill('Grace');
    await dialog.getByLabel(/^Last name/).fill('Hopper');
    await actor.select(dialog.getByRole('combobox', { name: /Relationship to you/ }), /Vendor/);
    await dialog.getByLabel(/^Street and number/).fill('1 Unter den Linden');
    await dialog.getByLabel(/^City/).fill('Berlin');
    await dialog.getByLabel(/^Postal code/).fill('10117');
    await actor.select(dialog.getByRole('combobox', { name: /^Country/ }), /^Germany/);
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(money.getByText('Grace Hopper was saved.')).toBeVisible();
  });
  await step('add a SEPA payout account', async () => {
    await money.getByRole('button', { name: 'Add a payout account for Grace Hopper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payout account for Grace Hopper' });
    await dialog.getByRole('radio', { name: 'SEPA transfer' }).check();
    await dialog.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByLabel(/^BIC/).fill('COBADEFFXXX');
    await dialog.getByRole('button', { name: 'Add payout account' }).click();
    await expect(money.getByText('The payout account was added.')).toBeVisible();
  });
  await step('new transfer, quote payout', async () => {
    await checkoutOf(page).getByRole('button', { name: 'Start a new transfer' }).click();
    await getQuote(page, { source: /^SEPA/, to: { recipient: /Grace Hopper/, destination: /SEPA/ }, amount: '100.00' });
  });
  await step('confirm payout (processing)', async () => {
    await confirm(page, 'Processing');
  });
  await step('sandbox: complete payout', async () => {
    await sandbox(page, 'Complete', /100\.00 USDC → EUR \(tr_/, /^Completed 100\.00 USDC/);
    await expectTransferState(page, 'Completed');
  });
}

const demo = await startDemo();
const browser = await chromium.launch({ executablePath: process.env.PAYKIT_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
let failed: unknown = null;
try {
  const context = await browser.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
  context.on('request', onRequest);
  const landed = (request: Request) => inFlight.delete(request);
  context.on('requestfinished', landed);
  context.on('requestfailed', landed);
  const page = await context.newPage();
  await journey(page);
} catch (error) {
  failed = error;
  const pages = browser.contexts()[0]?.pages() ?? [];
  if (pages[0])
    console.error(
      (
        await sandboxOf(pages[0])
          .innerText()
          .catch(() => '')
      ).slice(0, 1500),
    );
  console.error(`journey stopped at "${runningStep()}":`, error instanceof Error ? error.message : error);
} finally {
  await browser.close();
  try {
    if (demo.pid !== undefined) process.kill(-demo.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const idleStep = steps.find((entry) => entry.step.startsWith('idle'));
const journeySteps = steps.filter((entry) => entry !== idleStep);
const total = (list: StepCount[], key: 'requests' | 'tooMany' | 'repeatedGets' | 'ms') => list.reduce((sum, entry) => sum + entry[key], 0);
const summary = {
  mode: fast ? 'fast' : `human (${thinkMs} ms think pause)`,
  journeyRequests: total(journeySteps, 'requests'),
  journeyTooMany: total(journeySteps, 'tooMany'),
  journeyRepeatedGets: total(journeySteps, 'repeatedGets'),
  journeySeconds: Math.round(total(journeySteps, 'ms') / 1000),
  idle: idleStep
    ? {
        ms: idleStep.ms,
        requests: idleStep.requests,
        perMinute: Math.round((idleStep.requests * 60_000) / idleStep.ms),
        byPath: idleStep.byPath,
      }
    : null,
  completed: failed === null,
  steps,
};
console.log(JSON.stringify({ ...summary, steps: undefined }, null, 2));
writeFileSync(new URL(`./journeyRequests${fast ? '.fast' : ''}.json`, import.meta.url), `${JSON.stringify(summary, null, 2)}\n`);
process.exit(failed === null ? 0 : 1);
