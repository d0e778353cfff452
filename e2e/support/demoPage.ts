import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoUrl } from '../../playwright.config.js';

/** Who a visitor signs in as. */
export type DemoVisitor = 'an individual' | 'a business' | 'a customer onboarded on v1';

/** Opens the demo page and signs in as a fresh customer, with the mouse. */
export async function signIn(page: Page, visitor: DemoVisitor): Promise<void> {
  await page.goto(demoUrl);
  await page.getByRole('button', { name: `Sign in as ${visitor}` }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeFocused();
}

/** Asserts axe finds nothing on the whole page (every rule axe runs by default, best practices included). */
export async function expectNoAxeViolations(page: Page, step: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
    `axe at "${step}"`,
  ).toEqual([]);
}

/** The kit's `<Onboarding>` on the demo page. */
export const onboardingOf = (page: Page) => page.getByRole('region', { name: 'Get ready to accept payments' });

/** The demo's sandbox reviewer panel. */
export const sandboxOf = (page: Page) => page.getByRole('region', { name: 'Sandbox reviewer' });

/**
 * How the person acts: with the mouse (clicks, Playwright's fill) or with the keyboard alone
 * (Tab to the control, then Space, Enter, arrows or typing). The flows are written once against
 * this, so the keyboard run covers exactly what the mouse run does.
 */
export interface Actor {
  /** Presses a button. */
  press(button: Locator): Promise<void>;
  /** Ticks (or unticks) a checkbox. */
  toggle(checkbox: Locator): Promise<void>;
  /** Chooses the radio named `name` in `group`. */
  choose(group: Locator, name: string): Promise<void>;
  /** Chooses (or unchooses) option `name` of the searchable list of many options in `group`. */
  pick(group: Locator, name: string): Promise<void>;
  /** Types text into an empty text box. */
  type(textbox: Locator, text: string): Promise<void>;
  /** Selects the option whose label matches in a native `<select>`. */
  select(select: Locator, label: RegExp): Promise<void>;
  /** Presses a button that opens a file picker, and picks `path` there. */
  pickFile(button: Locator, path: string): Promise<void>;
}

/** The mouse and Playwright's conveniences. */
export function mouseActor(page: Page): Actor {
  return {
    press: (button) => button.click(),
    toggle: (checkbox) => checkbox.click(),
    choose: (group, name) => group.getByRole('radio', { name, exact: true }).check(),
    pick: (group, name) => group.getByRole('option', { name, exact: true }).click(),
    type: (textbox, text) => textbox.fill(text),
    select: async (select, label) => {
      const options = await select.locator('option').allTextContents();
      const wanted = options.find((option) => label.test(option));
      if (wanted === undefined) throw new Error(`No option matches ${label}`);
      await select.selectOption({ label: wanted });
    },
    pickFile: async (button, path) => {
      const chooser = page.waitForEvent('filechooser');
      await button.click();
      await (await chooser).setFiles(path);
    },
  };
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page, or Shift+Tab
 * when the target comes before the focused element (as a person goes back up rather than round
 * the whole page). Fails when it is not reached in `max` presses: the control is out of the tab order.
 */
export async function tabTo(page: Page, target: Locator, { max = 400, forwardOnly = false } = {}): Promise<void> {
  await target.waitFor();
  // A radio group is one tab stop entered at its last radio from below: reach its first going forward.
  const isBehind =
    !forwardOnly &&
    (await target
      .evaluate((element) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || focused === element) return false;
        return Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
      })
      .catch(() => false));
  const key = isBehind ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The keyboard alone: no click, no fill, no selectOption. */
export function keyboardActor(page: Page): Actor {
  return {
    press: async (button) => {
      await tabTo(page, button);
      await page.keyboard.press('Enter');
    },
    toggle: async (checkbox) => {
      await tabTo(page, checkbox);
      await page.keyboard.press('Space');
    },
    choose: async (group, name) => {
      // With nothing chosen yet, Tab enters a radio group at its first radio; arrows move and choose.
      await tabTo(page, group.getByRole('radio').first(), { forwardOnly: true });
      const target = group.getByRole('radio', { name, exact: true });
      for (let presses = 0; presses < 20 && !(await isFocused(target)); presses += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(target).toBeChecked();
    },
    pick: async (group, name) => {
      // The filter narrows the list to the option; Enter moves to the list, Space toggles the active option.
      await tabTo(page, group.getByRole('textbox', { name: 'Filter the options' }));
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      await expect(group.getByRole('option', { name, exact: true })).toHaveAttribute('data-active', 'true');
      await page.keyboard.press('Space');
    },
    type: async (textbox, text) => {
      await tabTo(page, textbox);
      await page.keyboard.type(text);
    },
    select: async (select, label) => {
      await tabTo(page, select);
      for (let presses = 0; presses < 400; presses += 1) {
        const chosen = await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label ?? '');
        if (label.test(chosen)) return;
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`No option matches ${label}`);
    },
    pickFile: async (button, path) => {
      const chooser = page.waitForEvent('filechooser');
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(path);
    },
  };
}

/**
 * Opens a hosted session from the task (a new tab on the fake platform's page, served on the demo's origin), completes it
 * there as the person would, closes the tab and comes back to the demo page.
 */
export async function completeHostedSession(page: Page, actor: (page: Page) => Actor, kind: 'verification' | 'terms'): Promise<void> {
  const opener = onboardingOf(page).getByRole('button', {
    name: kind === 'verification' ? 'Verify your identity (opens in a new tab)' : 'Review and accept the terms (opens in a new tab)',
  });
  const popupOpened = page.context().waitForEvent('page');
  await actor(page).press(opener);
  const popup = await popupOpened;
  await popup.waitForLoadState();
  // The fake's hosted pages are served on the demo's own origin, not on a port of their own.
  expect(new URL(popup.url()).origin).toBe(demoUrl);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(
    kind === 'verification' ? 'Verify your identity' : 'Accept the terms of service',
  );
  await expectNoAxeViolations(popup, `hosted ${kind} page`);
  const there = actor(popup);
  if (kind === 'terms') await there.toggle(popup.getByRole('checkbox', { name: 'I have read the terms of service and accept them.' }));
  await there.press(popup.getByRole('button', { name: kind === 'verification' ? 'Complete verification' : 'Accept the terms' }));
  await expect(popup.getByRole('status')).toHaveText(
    kind === 'verification' ? 'Thank you. Your verification is being reviewed.' : 'Thank you. The terms are accepted.',
  );
  await popup.close();
  await page.bringToFront();
  // Headless Chromium keeps every page focused, so coming back fires no `focus` event as a
  // desktop browser does; send the one the person's return would.
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
}

/** Starts the task named `name` from the onboarding's task list (`Make changes to` for one a reviewer sent back). */
export async function startTask(page: Page, actor: Actor, name: string, action: 'Start' | 'Make changes to' = 'Start'): Promise<Locator> {
  const onboarding = onboardingOf(page);
  await actor.press(onboarding.getByRole('button', { name: `${action} ${name}` }));
  await expect(onboarding.getByRole('heading', { name, level: 4 })).toBeVisible();
  return onboarding;
}

/** Sends the open task form, and waits for the task list to say so. */
export async function submitTask(page: Page, actor: Actor, name: string): Promise<void> {
  const onboarding = onboardingOf(page);
  await actor.press(onboarding.getByRole('button', { name: 'Submit for review' }));
  await expect(onboarding.getByRole('status').filter({ hasText: `“${name}” was submitted for review.` })).toBeFocused();
}

/** Takes a decision in the sandbox reviewer panel for the task named `name`. */
export async function review(
  page: Page,
  actor: Actor,
  decision: 'Accept' | 'Request changes' | 'Reject' | 'Verify now',
  name: string,
): Promise<void> {
  const sandbox = sandboxOf(page);
  await actor.press(sandbox.getByRole('button', { name: `${decision}: ${name}` }));
  const done = { Accept: 'Accepted', 'Request changes': 'Changes requested for', Reject: 'Rejected', 'Verify now': 'Verified' }[decision];
  await expect(sandbox.getByRole('status').filter({ hasText: `${done} “${name}”.` })).toBeVisible();
}

/** The individual's intake task, in the task list and as the form's name. */
export const INTAKE = 'Tell us about yourself';

/** Answers every open question of the intake task, declaring no tax identifier. */
export async function answerIntake(page: Page, actor: Actor): Promise<void> {
  const form = onboardingOf(page).getByRole('form', { name: INTAKE });
  // The profile the merchant already holds is shown, answered, and not asked again.
  await expect(form.getByText('Home address')).toBeVisible();
  await actor.toggle(form.getByRole('checkbox', { name: "I don't have this" }));
  await actor.choose(form.getByRole('group', { name: 'What is your employment status?' }), 'Employed');
  await actor.type(form.getByRole('textbox', { name: 'What is your occupation?' }), 'Software engineer');
  await actor.choose(form.getByRole('group', { name: 'Do you hold, or have you held, a prominent public function?' }), 'No');
  await actor.pick(form.getByRole('group', { name: 'What will you use this account for?' }), 'Receive salary');
  await actor.pick(form.getByRole('group', { name: 'Where does the money you will move come from?' }), 'Salary');
  const volume = form.getByRole('group', { name: 'How much do you expect to move each month?' });
  await actor.type(volume.getByRole('textbox', { name: 'Amount' }), '2500.00');
  await actor.select(volume.getByRole('combobox', { name: 'Currency' }), /US Dollar|USD/);
  await actor.toggle(
    form.getByRole('group', { name: 'Which payments do you expect to make or receive?' }).getByRole('checkbox', { name: 'Pay bills' }),
  );
  await actor.toggle(form.getByRole('checkbox', { name: 'I confirm that the information I gave is true and complete.' }));
}
