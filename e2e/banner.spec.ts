import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  answerIntake,
  expectNoAxeViolations,
  INTAKE,
  mouseActor,
  onboardingOf,
  review,
  signIn,
  startTask,
  submitTask,
} from './support/demoPage.js';

const ACH = 'ACH bank transfers (shared account)';

/** The header banner, named by its heading ("4 things need your attention"). */
const bannerOf = (page: Page) => page.getByRole('region', { name: /need(s)? your attention|updates? on your account/ });

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given a new individual on the demo page', () => {
  test('should say what needs doing in the header, lead to it, and follow the work as it is done', async ({ page }) => {
    test.setTimeout(120_000);
    const actor = mouseActor(page);
    await signIn(page, 'an individual');
    const onboarding = onboardingOf(page);
    await expect(onboarding.getByRole('heading', { name: 'Choose payment methods', level: 3 })).toBeVisible();
    // Nothing requested yet: nothing needs the person's attention, so no banner at all.
    await expect(bannerOf(page)).toHaveCount(0);

    await actor.toggle(onboarding.getByRole('checkbox', { name: ACH }));
    await actor.press(onboarding.getByRole('button', { name: 'Continue' }));
    await actor.press(onboarding.getByRole('button', { name: 'Request this method' }));
    await expect(onboarding.getByRole('heading', { name: 'Your tasks', level: 3 })).toBeFocused();

    const banner = bannerOf(page);
    await expect(banner.getByRole('heading', { name: '4 things need your attention', level: 2 })).toBeVisible();
    const intakeItem = banner.getByRole('listitem').filter({ hasText: INTAKE });
    await expect(intakeItem.getByText('To do', { exact: true })).toBeVisible();
    await expect(intakeItem.getByText(`For ${ACH}`)).toBeVisible();
    await expectNoAxeViolations(page, 'banner with four tasks');

    // Each item leads to where it is done.
    await actor.press(intakeItem.getByRole('link', { name: INTAKE }));
    await expect(page).toHaveURL(/#demo-onboarding-title$/);

    await startTask(page, actor, INTAKE);
    await answerIntake(page, actor);
    await submitTask(page, actor, INTAKE);
    await expect(banner.getByRole('heading', { name: '3 things need your attention', level: 2 })).toBeVisible();
    // Sent for review: nothing left for the person to do on it.
    await expect(intakeItem).toHaveCount(0);

    // A reviewer's request for changes is the person's to act on again, and says so first.
    await review(page, actor, 'Request changes', INTAKE);
    await expect(banner.getByRole('heading', { name: '4 things need your attention', level: 2 })).toBeVisible();
    await expect(intakeItem.getByText('Changes requested', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'banner with changes requested');
  });
});
