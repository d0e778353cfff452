import { expect, test } from './support/test.js';
import { expectNoAxeViolations, mouseActor, signIn } from './support/demoPage.js';
import { moneyOf, openWallet, sandbox } from './support/paymentsPage.js';

const EVM = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given an individual with an issued USDC wallet on the demo page', () => {
  test('should sweep a top-up to a payee’s wallet as a transfer, and stop once the sweep is deleted', async ({ page }) => {
    await signIn(page, 'an individual');
    await openWallet(page);
    const money = moneyOf(page);
    const actor = mouseActor(page);

    await money.getByRole('button', { name: 'Add a recipient' }).click();
    const recipientDialog = page.getByRole('dialog', { name: 'Add a recipient' });
    await recipientDialog.getByLabel(/^First name/).fill('Ada');
    await recipientDialog.getByLabel(/^Last name/).fill('Lovelace');
    await actor.select(recipientDialog.getByRole('combobox', { name: /Relationship to you/ }), /Family member/);
    await recipientDialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(money.getByText('Ada Lovelace was saved.')).toBeVisible();
    await money.getByRole('button', { name: 'Add a payout account for Ada Lovelace' }).click();
    const destinationDialog = page.getByRole('dialog', { name: 'Add a payout account for Ada Lovelace' });
    await destinationDialog.getByRole('radio', { name: 'Stablecoin wallet' }).check();
    await actor.select(destinationDialog.getByRole('combobox', { name: /Network/ }), /^Ethereum/);
    await destinationDialog.getByLabel(/^Wallet address/).fill(EVM);
    await actor.select(destinationDialog.getByRole('combobox', { name: /Currency/ }), /^USDC/);
    await destinationDialog.getByRole('button', { name: 'Add payout account' }).click();
    await expect(money.getByText('The payout account was added.')).toBeVisible();

    const sweeps = money.getByRole('region', { name: 'Automatic sweeps' });
    await actor.select(sweeps.getByRole('combobox', { name: 'Sweep to' }), /^Payee wallet ending in 976F/);
    await sweeps.getByRole('button', { name: 'Start sweeping' }).click();
    const rules = sweeps.getByRole('list', { name: 'Sweeps of this wallet' });
    await expect(rules.getByText('Active')).toBeVisible();
    await expectNoAxeViolations(page, 'an active sweep');

    await sandbox(page, 'Add 1000.00 USDC', 'USDC wallet', 'Added 1000.00 USDC to USDC wallet.');
    const transfers = money.getByRole('region', { name: 'Transfers' });
    await expect(
      transfers
        .getByRole('listitem')
        .filter({ hasText: /Ada Lovelace: Stablecoin wallet/ })
        .filter({ hasText: '1,000.00' }),
    ).toBeVisible();

    await rules.getByRole('button', { name: /^Delete/ }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: /^Delete the sweep to Payee wallet ending in 976F/ });
    await confirmDelete.getByRole('button', { name: 'Delete the sweep' }).click();
    await expect(sweeps.getByText('No sweep yet: money that arrives stays on this wallet.')).toBeVisible();
  });
});
