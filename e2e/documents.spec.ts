import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.js';
import { expectNoAxeViolations, mouseActor, onboardingOf, signIn, startTask, submitTask } from './support/demoPage.js';

/** A real one-page PDF and a photo of the same bill. */
const UTILITY_BILL = fileURLToPath(new URL('./fixtures/utility-bill.pdf', import.meta.url));
const UTILITY_BILL_PHOTO = fileURLToPath(new URL('./fixtures/utility-bill.png', import.meta.url));
const ACH = 'ACH bank transfers (shared account)';
const ADDRESS = 'Confirm your address';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given an individual who uploaded documents for their address', () => {
  test('should list them in "Your documents", delete the unused one, and explain why the one in review stays', async ({ page }) => {
    test.setTimeout(120_000);
    const actor = mouseActor(page);
    await signIn(page, 'an individual');
    const documents = page.getByRole('region', { name: 'Your documents' });
    await expect(documents.getByText("You haven't uploaded any documents yet.")).toBeVisible();

    // Request ACH, then answer the address with a photo first, change their mind, and send the PDF.
    const onboarding = onboardingOf(page);
    await actor.toggle(onboarding.getByRole('checkbox', { name: ACH }));
    await actor.press(onboarding.getByRole('button', { name: 'Continue' }));
    await actor.press(onboarding.getByRole('button', { name: 'Request this method' }));
    await startTask(page, actor, ADDRESS);
    const group = onboarding.getByRole('group', { name: 'Proof of address: answer one of these' });
    await actor.choose(group, 'A utility bill from the last 90 days showing your home address.');
    await actor.pickFile(group.getByRole('button', { name: 'Choose a file' }), UTILITY_BILL_PHOTO);
    await expect(group.getByText('utility-bill.png uploaded.')).toBeVisible();
    await actor.press(group.getByRole('button', { name: 'Remove utility-bill.png' }));
    await actor.pickFile(group.getByRole('button', { name: 'Choose a file' }), UTILITY_BILL);
    await expect(group.getByText('utility-bill.pdf uploaded.')).toBeVisible();
    await submitTask(page, actor, ADDRESS);

    // Both files are the customer's: the PDF is in review, so it stays and says why.
    const list = documents.getByRole('list', { name: 'Your documents' });
    const pdf = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'utility-bill.pdf', level: 3 }) });
    const photo = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'utility-bill.png', level: 3 }) });
    await expect(pdf.getByText(`Sent for “${ADDRESS}”, in review.`)).toBeVisible();
    await expect(pdf.getByText('You can’t delete it while it is used for a review or a payment.')).toBeVisible();
    await expect(pdf.getByRole('button')).toHaveCount(0);
    await expect(photo.getByText('Utility bill')).toBeVisible();
    await expectNoAxeViolations(page, 'your documents');

    // The photo nothing uses: delete it after the confirmation.
    await actor.press(photo.getByRole('button', { name: 'Delete utility-bill.png' }));
    const dialog = page.getByRole('alertdialog', { name: 'Delete utility-bill.png?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoAxeViolations(page, 'delete confirmation');
    await actor.press(dialog.getByRole('button', { name: 'Delete' }));
    await expect(dialog).toHaveCount(0);
    await expect(documents.getByRole('status').filter({ hasText: 'utility-bill.png deleted.' })).toBeVisible();
    await expect(photo).toHaveCount(0);
    await expect(pdf).toBeVisible();
    // Nothing left to delete: focus lands on the list, not on the page.
    await expect(list).toBeFocused();
  });
});
