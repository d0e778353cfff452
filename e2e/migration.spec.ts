import { expect, test } from './support/test.js';
import { expectNoAxeViolations, onboardingOf, signIn } from './support/demoPage.js';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // Reduced motion keeps colour transitions out of axe's contrast checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given a customer a merchant onboarded through the v1 interface', () => {
  test('should show the same readiness on the v3 onboarding as its v1 rails, kept after a reload', async ({ page }) => {
    await signIn(page, 'a customer onboarded on v1');

    const rails = page.getByRole('region', { name: 'Your rails on v1' });
    const railList = rails.getByRole('list', { name: 'Your payment rails' });
    await expect(railList).toContainText(/ACH bank transfers \(shared account\)\s*Ready to use/);
    await expect(railList).toContainText(/SEPA transfers \(shared account\)\s*Requested/);
    await expect(railList).toContainText('Utility bill');
    await expect(rails.getByText('Verified')).toBeVisible();

    // The kit's v3 screens agree: the identity verified on v1 is a done task, SEPA waits on the
    // rest (the banner lists them), and ACH is ready.
    const onboarding = onboardingOf(page);
    const tasks = onboarding.getByRole('list', { name: 'Tasks' });
    await expect(tasks.getByRole('listitem').filter({ hasText: 'Verify your identity' })).toContainText('Done');
    await expect(tasks.getByRole('listitem').filter({ hasText: 'Confirm your address' })).toContainText(
      'Needed for SEPA transfers (shared account)',
    );
    await expect(page.getByRole('region', { name: '3 things need your attention' })).toBeVisible();
    await expectNoAxeViolations(page, 'customer onboarded on v1');
    await onboarding.getByRole('button', { name: 'See the status' }).click();
    const ach = onboarding.getByRole('region', { name: 'ACH bank transfers (shared account)' });
    await expect(ach.getByText('Ready', { exact: true }).first()).toBeVisible();
    await expect(ach.getByText('Nothing more to do: this method is ready to use.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your rails on v1' }).getByRole('list', { name: 'Your payment rails' })).toContainText(
      'Ready to use',
    );
  });
});
