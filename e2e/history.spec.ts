import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import { expectNoAxeViolations, signIn } from './support/demoPage.js';
import { checkoutOf, confirm, getQuote, readyForPayIn, sandbox } from './support/paymentsPage.js';

const PAY_IN = { source: /^ACH/, to: { account: /USDC/ } } as const;

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given a customer with two pay-ins on the demo page', () => {
  test('should list them newest first, filter them, total them and export them as CSV', async ({ page }) => {
    await signIn(page, 'an individual');
    await readyForPayIn(page);
    await getQuote(page, { ...PAY_IN, amount: '250.00' });
    await confirm(page, 'Waiting for funds');
    await checkoutOf(page).getByRole('button', { name: 'Start a new transfer' }).click();
    await getQuote(page, { ...PAY_IN, amount: '100.00' });
    await confirm(page, 'Waiting for funds');
    await sandbox(page, 'Funds received', /100\.00 USD → USDC \(tr_/, /^Funds received for 100\.00 USD/);

    const history = page.getByRole('region', { name: 'Transfers', exact: true });
    const rows = history.getByRole('list').first().getByRole('listitem');
    await expect(history.getByText('2 transfers shown')).toBeVisible();
    await expect(rows.first()).toContainText('$100.00');
    await expect(rows.nth(1)).toContainText('$250.00');

    const totals = history.getByRole('table', { name: 'Totals' });
    await expect(totals.getByRole('row', { name: /^USD / })).toContainText('$350.00');
    await expectNoAxeViolations(page, 'transfer history');

    await history.getByRole('combobox', { name: 'Status' }).selectOption('processing');
    await expect(history.getByText('1 transfer shown')).toBeVisible();
    await expect(totals.getByRole('row', { name: /^USD / })).toContainText('$100.00');

    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('transfers.csv');
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Transfer,Created,Updated,Status,Type,Amount sent,Currency sent,Amount delivered,Currency delivered,Reference,Memo',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^tr_\w+,\d{4}-\d{2}-\d{2}T[\d:.]+Z,[^,]*,processing,fiat_to_stablecoin,100\.00,USD,/);

    await history.getByRole('combobox', { name: 'Status' }).selectOption('');
    await history.getByRole('combobox', { name: 'Type' }).selectOption('stablecoin_to_fiat');
    await expect(history.getByText('No transfers match these filters.')).toBeVisible();
    await history.getByRole('combobox', { name: 'Type' }).selectOption('');
    await history.getByLabel('From').fill('2999-01-01');
    await expect(history.getByText('No transfers match these filters.')).toBeVisible();
    await history.getByLabel('From').fill('');
    await expect(history.getByText('2 transfers shown')).toBeVisible();
  });
});
