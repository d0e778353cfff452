import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { fileURLToPath } from 'node:url';
import { demoUrl } from '../playwright.config.js';
import {
  completeHostedSession,
  expectNoAxeViolations,
  keyboardActor,
  mouseActor,
  INTAKE,
  answerIntake,
  onboardingOf,
  review,
  sandboxOf,
  signIn,
  startTask,
  submitTask,
  type Actor,
} from './support/demoPage.js';

/** A real one-page PDF, small, as a person would upload a scanned bill. */
const UTILITY_BILL = fileURLToPath(new URL('./fixtures/utility-bill.pdf', import.meta.url));
/** A small photo of a bill: an image gets a thumbnail, a `blob:` URL made in the page. */
const UTILITY_BILL_PHOTO = fileURLToPath(new URL('./fixtures/utility-bill.png', import.meta.url));
const ACH = 'ACH bank transfers (shared account)';
const ADDRESS = 'Confirm your address';
const IDENTITY = 'Verify your identity';
const TERMS = 'Accept the terms of service';
// The kit's words for the review code `answer_unverified` (the reviewer's own message is never shown).
const REVIEW_NOTE = 'Needs changes: We could not confirm this answer. Check it and send it again.';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // Reduced motion keeps colour transitions out of axe's contrast checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Chooses ACH from the supported listing, reads what it needs, and requests it. */
async function requestAch(page: Page, actor: Actor, checkAxe: boolean): Promise<void> {
  const onboarding = onboardingOf(page);
  await expect(onboarding.getByRole('heading', { name: 'Choose payment methods', level: 3 })).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page, 'choose payment methods');
  await actor.toggle(onboarding.getByRole('checkbox', { name: ACH }));
  await actor.press(onboarding.getByRole('button', { name: 'Continue' }));

  await expect(onboarding.getByRole('heading', { name: 'Before you start', level: 3 })).toBeFocused();
  await expect(onboarding.getByText(/^A utility bill from the last 90 days showing/)).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page, 'before you start');
  await actor.press(onboarding.getByRole('button', { name: 'Request this method' }));

  await expect(onboarding.getByRole('heading', { name: 'Your tasks', level: 3 })).toBeFocused();
  const tasks = onboarding.getByRole('list', { name: 'Tasks' });
  await expect(tasks.getByRole('listitem')).toHaveCount(4);
  await expect(onboarding.getByText('0 of 4 done')).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page, 'your tasks');
}

/**
 * Answers the proof-of-address group with a utility bill, uploading a real PDF on a slow uplink
 * (about 2 s for the file), so the bar of the share sent shows as the browser reports it.
 */
async function answerAddress(page: Page, actor: Actor): Promise<void> {
  const group = onboardingOf(page).getByRole('group', { name: 'Proof of address: answer one of these' });
  await actor.choose(group, 'A utility bill from the last 90 days showing your home address.');
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 600 });
  await actor.pickFile(group.getByRole('button', { name: 'Choose a file' }), UTILITY_BILL);
  await expect(group.getByRole('progressbar', { name: 'Upload of utility-bill.pdf' })).toBeVisible();
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await network.detach();
  await expect(group.getByText('utility-bill.pdf uploaded.')).toBeVisible();
  await expect(group.getByRole('progressbar')).toHaveCount(0);
}

/**
 * The main flow of a new individual: enable ACH, complete every task (a profile intake, an
 * alternative group with a document upload, a hosted identity verification, hosted terms), have
 * the sandbox reviewer accept, and see the capability ready. Axe runs at each step.
 */
async function completeMainFlow(page: Page, actorOf: (page: Page) => Actor): Promise<void> {
  const actor = actorOf(page);
  const onboarding = onboardingOf(page);
  await requestAch(page, actor, true);

  await startTask(page, actor, INTAKE);
  await answerIntake(page, actor);
  await expectNoAxeViolations(page, 'intake answered');
  await submitTask(page, actor, INTAKE);

  await startTask(page, actor, ADDRESS);
  await answerAddress(page, actor);
  await expectNoAxeViolations(page, 'address with its document');
  await submitTask(page, actor, ADDRESS);

  await startTask(page, actor, IDENTITY);
  await expectNoAxeViolations(page, 'identity verification');
  await completeHostedSession(page, actorOf, 'verification');
  // The verification service reviews for a few seconds, then completes; the page follows by itself.
  await expect(onboarding.getByRole('status').filter({ hasText: 'This task is done.' })).toBeVisible({ timeout: 20_000 });
  await actor.press(onboarding.getByRole('button', { name: 'Back to your tasks' }));

  await startTask(page, actor, TERMS);
  await completeHostedSession(page, actorOf, 'terms');
  await expect(onboarding.getByRole('status').filter({ hasText: 'This task is done.' })).toBeVisible({ timeout: 10_000 });
  await actor.press(onboarding.getByRole('button', { name: 'Back to your tasks' }));
  await expect(onboarding.getByText("You've done everything for now. We'll review your answers.")).toBeVisible();

  const sandbox = sandboxOf(page);
  await expect(sandbox.getByRole('button', { name: `Accept: ${ADDRESS}` })).toBeVisible();
  await expectNoAxeViolations(page, 'sandbox with tasks in review');
  await review(page, actor, 'Accept', INTAKE);
  await review(page, actor, 'Accept', ADDRESS);
  await expect(sandbox.getByText(/Nothing is waiting for review/)).toBeVisible();

  await expect(onboarding.getByText('4 of 4 done')).toBeVisible();
  await actor.press(onboarding.getByRole('button', { name: 'See the status' }));
  await expect(onboarding.getByRole('heading', { name: 'Status', level: 3 })).toBeFocused();
  await expect(onboarding.getByText('Your payment method is ready.')).toBeVisible({ timeout: 15_000 });
  const ach = onboarding.getByRole('region', { name: ACH });
  // The capability's own badge, before its applications' badges.
  await expect(ach.getByText('Ready', { exact: true }).first()).toBeVisible();
  // In the kit's words: the platform's own wording of the status reason is never shown.
  await expect(ach.getByText('Nothing more to do: this method is ready to use.')).toBeVisible();
  await expect(ach.getByText('ACH bank transfers: ready to use.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'capability ready');
}

test.describe('given a new individual on the demo page', () => {
  test('should enable ACH, complete every task, and see it ready after the sandbox review', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'an individual');
    await completeMainFlow(page, mouseActor);
  });

  test('should do the same by keyboard alone', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(demoUrl);
    const keyboard = keyboardActor(page);
    await keyboard.press(page.getByRole('button', { name: 'Sign in as an individual' }));
    await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeFocused();
    await completeMainFlow(page, keyboardActor);
  });

  test('should show a photo of the bill as a thumbnail under the page’s strict CSP', async ({ page }) => {
    const actor = mouseActor(page);
    await signIn(page, 'an individual');
    await requestAch(page, actor, false);
    await startTask(page, actor, ADDRESS);
    const group = onboardingOf(page).getByRole('group', { name: 'Proof of address: answer one of these' });
    await actor.choose(group, 'A utility bill from the last 90 days showing your home address.');
    await actor.pickFile(group.getByRole('button', { name: 'Choose a file' }), UTILITY_BILL_PHOTO);
    await expect(group.getByText('utility-bill.png uploaded.')).toBeVisible();

    const thumbnail = group.getByRole('img', { name: 'Preview of utility-bill.png' });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    // Decoded: the policy let the image load (a blocked one has no natural size).
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
  });

  test('should fix what the reviewer sent back and be accepted', async ({ page }) => {
    test.setTimeout(120_000);
    const actor = mouseActor(page);
    await signIn(page, 'an individual');
    await requestAch(page, actor, false);
    await startTask(page, actor, INTAKE);
    await answerIntake(page, actor);
    await submitTask(page, actor, INTAKE);

    await review(page, actor, 'Request changes', INTAKE);

    const onboarding = onboardingOf(page);
    const intake = onboarding.getByRole('listitem').filter({ hasText: INTAKE });
    await expect(intake.getByText('Changes requested', { exact: true })).toBeVisible();
    await startTask(page, actor, INTAKE, 'Make changes to');
    const form = onboarding.getByRole('form', { name: INTAKE });
    await expect(onboarding.getByText(/The reviewer asked for changes to 1 answer/)).toBeVisible();
    const tax = form.getByRole('group', { name: 'Tax identification numbers, if you have any' });
    await expect(tax.getByText(REVIEW_NOTE)).toBeVisible();
    // What was accepted stays answered and read-only: only the sent-back answer is asked again.
    await expect(form.getByRole('textbox', { name: 'What is your occupation?' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'remediation round');

    const absent = form.getByRole('checkbox', { name: "I don't have this" });
    if (await absent.isChecked()) await actor.toggle(absent);
    const identifier = tax.getByRole('group', { name: 'Tax identifier 1' });
    await actor.select(identifier.getByRole('combobox', { name: 'Type' }), /^Social Security number/);
    await actor.select(identifier.getByRole('combobox', { name: 'Issuing country' }), /^United States$/);
    await actor.type(identifier.getByRole('textbox', { name: 'Number' }), '123-45-6789');
    await submitTask(page, actor, INTAKE);

    await review(page, actor, 'Accept', INTAKE);
    await expect(intake.getByText('Done', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'remediation accepted');
  });
});

test.describe('given a new business on the demo page', () => {
  test('should add a director and an owner within the flow, and offer them where the task asks for a person', async ({ page }) => {
    test.setTimeout(120_000);
    const actor = mouseActor(page);
    await signIn(page, 'a business');
    await requestAch(page, actor, false);

    const onboarding = onboardingOf(page);
    const people = onboarding.getByRole('region', { name: 'People in your business' });
    await expect(people.getByText(/No one is listed yet/)).toBeVisible();
    await expectNoAxeViolations(page, 'business tasks');

    const addPerson = async (first: string, last: string, role: string, ownership?: string) => {
      await actor.press(people.getByRole('button', { name: 'Add a person' }));
      const dialog = page.getByRole('dialog', { name: 'Add a person' });
      await expect(dialog).toBeVisible();
      await actor.type(dialog.getByRole('textbox', { name: /^First name/ }), first);
      await actor.type(dialog.getByRole('textbox', { name: /^Last name/ }), last);
      await actor.toggle(dialog.getByRole('checkbox', { name: role }));
      if (ownership !== undefined) await actor.type(dialog.getByRole('textbox', { name: /^Ownership of the business/ }), ownership);
      await expectNoAxeViolations(page, `add ${role}`);
      await actor.press(dialog.getByRole('button', { name: 'Add person' }));
      await expect(dialog).toBeHidden();
      await expect(people.getByRole('status').filter({ hasText: `${first} ${last} was saved.` })).toBeVisible();
    };
    await addPerson('Grace', 'Hopper', 'Director');
    await addPerson('Charles', 'Babbage', 'Owner (beneficial owner)', '60');

    const listed = people.getByRole('listitem');
    await expect(listed).toHaveCount(2);
    await expect(listed.filter({ hasText: 'Grace Hopper' }).getByText('Director')).toBeVisible();
    await expect(listed.filter({ hasText: 'Charles Babbage' }).getByText('Owner', { exact: true })).toBeVisible();
    await expect(listed.filter({ hasText: 'Charles Babbage' }).getByText('60% ownership')).toBeVisible();
    await expectNoAxeViolations(page, 'people added');

    // The business intake asks who controls the business: the people just added are the choices.
    await startTask(page, actor, 'Tell us about the business');
    const controller = onboarding.getByRole('combobox', { name: /Which of the related parties controls the business day to day\?/ });
    await expect(controller.getByRole('option', { name: 'Grace Hopper' })).toBeAttached();
    await expect(controller.getByRole('option', { name: 'Charles Babbage' })).toBeAttached();
  });
});

test.describe('given the demo’s sandbox controls', () => {
  test('should refuse a review posted from another origin, and one for a task of another customer', async ({ page }) => {
    await signIn(page, 'an individual');
    const foreign = await page.request.post(`${demoUrl}/demo/sandbox/tasks/tsk_someone1/review`, {
      headers: { Origin: 'https://evil.example', 'Paykit-Request': '1' },
      data: { outcome: 'accepted' },
    });
    expect(foreign.status()).toBe(403);
    const notOurs = await page.request.post(`${demoUrl}/demo/sandbox/tasks/tsk_someone1/review`, {
      headers: { Origin: demoUrl, 'Paykit-Request': '1' },
      data: { outcome: 'accepted' },
    });
    expect(notOurs.status()).toBe(404);
  });
});
