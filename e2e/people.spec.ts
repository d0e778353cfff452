import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { expectNoAxeViolations, mouseActor, onboardingOf, signIn, startTask, submitTask, type Actor } from './support/demoPage.js';

const ACH = 'ACH bank transfers (shared account)';
const BUSINESS_TASK = 'Tell us about the business';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // Reduced motion keeps colour transitions out of axe's contrast checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The demo's "People in your business" card: the kit's `<RelatedPartiesManager>`, outside the onboarding. */
const peopleCardOf = (page: Page) => page.locator('#demo-people');

/** Adds a person with one role through the dialog `scope`'s "Add a person" opens. */
async function addPerson(page: Page, actor: Actor, scope: Locator, first: string, last: string, role: string) {
  await actor.press(scope.getByRole('button', { name: 'Add a person' }));
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  await expect(dialog).toBeVisible();
  await actor.type(dialog.getByRole('textbox', { name: /^First name/ }), first);
  await actor.type(dialog.getByRole('textbox', { name: /^Last name/ }), last);
  await actor.toggle(dialog.getByRole('checkbox', { name: role }));
  await actor.press(dialog.getByRole('button', { name: 'Add person' }));
  await expect(dialog).toBeHidden();
  await expect(scope.getByRole('status').filter({ hasText: `${first} ${last} was saved.` })).toBeVisible();
}

test.describe('given a business that handed in its intake on the demo page', () => {
  test('should keep its people, and add and edit them after the submission, kept after a reload', async ({ page }) => {
    test.setTimeout(150_000);
    const actor = mouseActor(page);
    await signIn(page, 'a business');
    const onboarding = onboardingOf(page);
    const card = peopleCardOf(page);
    await expect(card.getByRole('heading', { name: 'People in your business', level: 2 })).toBeVisible();

    // Request ACH: the business intake asks who controls the business.
    await actor.toggle(onboarding.getByRole('checkbox', { name: ACH }));
    await actor.press(onboarding.getByRole('button', { name: 'Continue' }));
    await actor.press(onboarding.getByRole('button', { name: 'Request this method' }));
    await expect(onboarding.getByRole('heading', { name: 'Your tasks', level: 3 })).toBeFocused();

    const section = onboarding.getByRole('region', { name: 'People in your business' });
    await addPerson(page, actor, section, 'Grace', 'Hopper', 'Controlling person');

    // The business intake: the registration the merchant holds is shown, the rest answered here.
    const form = await startTask(page, actor, BUSINESS_TASK);
    await actor.toggle(form.getByRole('checkbox', { name: "I don't have this" }));
    await actor.select(form.getByRole('combobox', { name: 'Which industry is the business in?' }), /^Software$/);
    await actor.pick(form.getByRole('group', { name: 'What will the business use this account for?' }), 'Receive payments');
    await actor.pick(form.getByRole('group', { name: 'Where do the funds of the business come from?' }), 'Business revenue');
    const revenue = form.getByRole('group', { name: 'Estimated annual revenue' });
    await actor.type(revenue.getByRole('textbox', { name: 'Amount' }), '250000.00');
    await actor.select(revenue.getByRole('combobox', { name: 'Currency' }), /US Dollar|USD/);
    await actor.select(form.getByRole('combobox', { name: /Which of the related parties controls the business/ }), /^Grace Hopper/);
    await actor.toggle(form.getByRole('checkbox', { name: /I certify that every person owning 25 %/ }));
    await submitTask(page, actor, BUSINESS_TASK);

    // Handed in: the people stay, in the flow and on the page.
    await expect(section.getByRole('listitem').filter({ hasText: 'Grace Hopper' })).toBeVisible();
    await expectNoAxeViolations(page, 'people after the submission');

    // After the submission: add a person and edit one from the page's card.
    await addPerson(page, actor, card, 'Charles', 'Babbage', 'Director');
    await actor.press(card.getByRole('button', { name: 'Edit Grace Hopper' }));
    const edit = page.getByRole('dialog', { name: 'Edit Grace Hopper' });
    await actor.type(edit.getByRole('textbox', { name: 'Job title' }), 'Chief Executive Officer');
    await actor.press(edit.getByRole('button', { name: 'Save' }));
    await expect(edit).toBeHidden();
    await expect(card.getByRole('status').filter({ hasText: 'Grace Hopper was saved.' })).toBeVisible();

    await page.reload();
    const listed = peopleCardOf(page).getByRole('listitem');
    await expect(listed).toHaveCount(2);
    await expect(listed.filter({ hasText: 'Grace Hopper' }).getByText('Chief Executive Officer')).toBeVisible();
    await expect(listed.filter({ hasText: 'Charles Babbage' }).getByText('Director')).toBeVisible();
    // The flow resumes with the intake in review and still lists the same people.
    await expect(onboardingOf(page).getByRole('region', { name: 'People in your business' }).getByRole('listitem')).toHaveCount(2);
  });
});
