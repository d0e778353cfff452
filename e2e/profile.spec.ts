import { expect, test } from './support/test.js';
import { expectNoAxeViolations, signIn } from './support/demoPage.js';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // Reduced motion keeps colour transitions out of axe's contrast checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given an individual signed in on the demo', () => {
  test('should edit their phone number, save it, and find it after a reload', async ({ page }) => {
    await signIn(page, 'an individual');
    const profile = page.getByRole('region', { name: 'Your details' });
    await expect(profile.getByRole('heading', { name: 'Your details', level: 2 })).toBeVisible();
    const phone = profile
      .locator('div')
      .filter({ has: page.getByText('Phone number', { exact: true }) })
      .last();
    await expect(phone).toBeVisible();
    await expectNoAxeViolations(page, 'your details');

    await profile.getByRole('button', { name: 'Edit your details' }).click();
    const phoneBox = profile.getByRole('textbox', { name: /Phone number/ });
    await expect(profile.getByRole('textbox', { name: /First name/ })).toBeFocused();
    await expectNoAxeViolations(page, 'editing your details');
    await phoneBox.fill('+44 20 7946 0958');
    await profile.getByRole('button', { name: 'Save' }).click();

    await expect(profile.getByText('Your details were saved.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Edit your details' })).toBeFocused();
    await expect(profile.getByText('+442079460958')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your details' }).getByText('+442079460958')).toBeVisible();
  });
});
