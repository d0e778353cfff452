import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { expectNoAxeViolations, mouseActor, sandboxOf, signIn } from './support/demoPage.js';
import {
  checkoutOf,
  confirm,
  continueToConfirm,
  expectTransferState,
  getQuote,
  listTransfers,
  makeReady,
  moneyOf,
  openWallet,
  readyForPayIn,
  sandbox,
  SEPA,
} from './support/paymentsPage.js';

const PAY_IN = { source: /^ACH/, to: { account: /USDC/ } } as const;

/** The page's console errors from now on (`npm start` shows its dialogs and QR codes without one). */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
/** The sandbox's name of a USD → USDC pay-in of `amount`. */
const payIn = (amount: string) => new RegExp(`${amount.replace('.', '\\.')} USD → USDC \\(tr_`);

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // Reduced motion keeps colour transitions out of axe's contrast checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('given a new individual on the demo page', () => {
  test('should pay in dollars for USDC: instructions, funds received, processing, completed, live', async ({ page }) => {
    await signIn(page, 'an individual');
    await expect(moneyOf(page).getByText(/A USD bank account opens once ACH bank transfers are ready/)).toBeVisible();
    await expectNoAxeViolations(page, 'move money, nothing ready');
    await readyForPayIn(page);

    const quote = await getQuote(page, { ...PAY_IN, amount: '250.00' });
    await expect(quote.getByText(/^You send \$250\.00, you receive .*USDC/)).toBeVisible();
    await expectNoAxeViolations(page, 'live quote');

    const transfer = await confirm(page, 'Waiting for funds');
    const instructions = transfer.getByRole('region', { name: 'How to pay' });
    await expect(instructions.getByText('Include this reference in your payment')).toBeVisible();
    await expect(instructions.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
    await expect(instructions.getByRole('button', { name: 'Copy Routing number' })).toBeVisible();
    await expect(instructions.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    await expectNoAxeViolations(page, 'awaiting funds with instructions');

    await sandbox(page, 'Funds received', payIn('250.00'), /^Funds received for 250\.00 USD/);
    await expectTransferState(page, 'Processing');
    await expect(transfer.getByText('Your money is on its way. This page updates by itself.')).toBeVisible();
    await expectNoAxeViolations(page, 'processing');

    await sandbox(page, 'Complete', payIn('250.00'), /^Completed 250\.00 USD/);
    await expectTransferState(page, 'Completed');
    await expect(transfer.getByText('The transfer is complete: the money has been delivered.')).toBeVisible();
    await expect(moneyOf(page).getByRole('region', { name: 'Transfers' }).getByRole('listitem').getByText('Completed')).toBeVisible();
    await expectNoAxeViolations(page, 'completed');
  });

  test('should pay out to a new recipient’s SEPA account, made in the kit’s forms, through to completed', async ({ page }) => {
    await signIn(page, 'an individual');
    await makeReady(page, SEPA);
    await openWallet(page);
    await sandbox(page, 'Add 1000.00 USDC', 'USDC wallet', 'Added 1000.00 USDC to USDC wallet.');

    const money = moneyOf(page);
    const actor = mouseActor(page);
    await money.getByRole('button', { name: 'Add a recipient' }).click();
    const recipientDialog = page.getByRole('dialog', { name: 'Add a recipient' });
    await recipientDialog.getByLabel(/^First name/).fill('Grace');
    await recipientDialog.getByLabel(/^Last name/).fill('Hopper');
    await actor.select(recipientDialog.getByRole('combobox', { name: /Relationship to you/ }), /Vendor/);
    await recipientDialog.getByLabel(/^Street and number/).fill('1 Unter den Linden');
    await recipientDialog.getByLabel(/^City/).fill('Berlin');
    await recipientDialog.getByLabel(/^Postal code/).fill('10117');
    await actor.select(recipientDialog.getByRole('combobox', { name: /^Country/ }), /^Germany/);
    await expectNoAxeViolations(page, 'recipient form');
    await recipientDialog.getByRole('button', { name: 'Add recipient' }).click();
    await expect(money.getByText('Grace Hopper was saved.')).toBeVisible();

    await money.getByRole('button', { name: 'Add a payout account for Grace Hopper' }).click();
    const destinationDialog = page.getByRole('dialog', { name: 'Add a payout account for Grace Hopper' });
    await destinationDialog.getByRole('radio', { name: 'SEPA transfer' }).check();
    await destinationDialog.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
    await destinationDialog.getByLabel(/^BIC/).fill('COBADEFFXXX');
    await expectNoAxeViolations(page, 'SEPA destination form');
    await destinationDialog.getByRole('button', { name: 'Add payout account' }).click();
    await expect(money.getByText('The payout account was added.')).toBeVisible();
    await expectNoAxeViolations(page, 'recipient with a SEPA account');

    const quote = await getQuote(page, { source: /^SEPA/, to: { recipient: /Grace Hopper/, destination: /SEPA/ }, amount: '100.00' });
    await expect(quote.getByText(/^You send 100\.00\sUSDC, they receive €/)).toBeVisible();
    const transfer = await confirm(page, 'Processing');
    await expect(transfer.getByText(/^Grace Hopper: SEPA transfer, /)).toBeVisible();
    await expectNoAxeViolations(page, 'payout processing');

    await sandbox(page, 'Complete', /100\.00 USDC → EUR \(tr_/, /^Completed 100\.00 USDC/);
    await expectTransferState(page, 'Completed');
    await expect(transfer.getByText('The transfer is complete: the money has been delivered.')).toBeVisible();
  });

  test('should hold the page still behind the recipient dialog, close it with Escape and give focus back', async ({ page }) => {
    const consoleErrors = recordConsoleErrors(page);
    await signIn(page, 'an individual');
    const opener = moneyOf(page).getByRole('button', { name: 'Add a recipient' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add a recipient' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio').or(dialog.getByRole('textbox')).first()).toBeFocused();
    await expectNoAxeViolations(page, 'recipient dialog open');

    // The wheel over the dimmed page (a corner, away from the dialog) and over the dialog itself.
    const scrollTop = () => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
    const before = await scrollTop();
    await page.mouse.move(4, 4);
    await page.mouse.wheel(0, 600);
    const box = await dialog.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 8, (box?.y ?? 0) + 8);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await scrollTop()).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Closed, the same wheel scrolls the page: the check above could have seen it move.
    await page.mouse.move(4, 4);
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollTop).not.toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  test('should show a stablecoin deposit address as text and as a QR code', async ({ page }) => {
    const consoleErrors = recordConsoleErrors(page);
    await signIn(page, 'an individual');
    await openWallet(page);
    await getQuote(page, { source: /^Stablecoin/, to: { account: /USDC/ }, amount: '20.00', currency: /USDT/ });
    const transfer = await confirm(page, 'Waiting for funds');

    const instructions = transfer.getByRole('region', { name: 'How to pay' });
    const qr = instructions.getByRole('img', { name: /^QR code of the .+ deposit address 0x[0-9a-fA-F]{40}$/ });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    await expect(instructions.getByRole('button', { name: 'Copy Deposit address' })).toBeVisible();
    await expectNoAxeViolations(page, 'deposit address with its QR code');
    expect(consoleErrors).toEqual([]);
  });

  test('should make exactly one transfer of a double-clicked confirm, and of one reloaded while it was sent', async ({ page }) => {
    await signIn(page, 'an individual');
    await readyForPayIn(page);

    await getQuote(page, { ...PAY_IN, amount: '100.00' });
    const button = await continueToConfirm(page);
    await button.dblclick();
    await expectTransferState(page, 'Waiting for funds');
    await expectNoAxeViolations(page, 'after a double click');
    expect(await listTransfers(page)).toHaveLength(1);

    // A second intent; the page reloads once its request reached the proxy and before the answer came back.
    await checkoutOf(page).getByRole('button', { name: 'Start a new transfer' }).click();
    await getQuote(page, { ...PAY_IN, amount: '120.00' });
    const second = await continueToConfirm(page);
    let sent: { body: string; key: string } | null = null;
    let markReached = () => {};
    const reached = new Promise<void>((resolve) => (markReached = resolve));
    await page.route('**/api/paykit/transfers', async (route) => {
      // Only the first confirm is held; the fresh page's replay goes through.
      if (route.request().method() !== 'POST' || sent !== null) return route.continue();
      sent = { body: route.request().postData() ?? '', key: (await route.request().headerValue('idempotency-key')) ?? '' };
      await route.fetch();
      markReached();
      // The answer never reaches the page: it reloads first.
    });
    await second.click();
    await reached;
    const replayedKeys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/paykit/transfers'))
        replayedKeys.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page.getByRole('heading', { name: 'Move money', level: 2 })).toBeVisible();

    // The fresh page picks the open intent up: it replays the same request and shows the one transfer.
    await expectTransferState(page, 'Waiting for funds');
    await expectNoAxeViolations(page, 'reloaded during submission');
    expect(sent).not.toBeNull();
    const intent = sent as unknown as { body: string; key: string };
    const { quoteId } = JSON.parse(intent.body) as { quoteId: string };
    expect(replayedKeys).toEqual([intent.key]);
    const afterReload = await listTransfers(page);
    expect(afterReload).toHaveLength(2);
    expect(afterReload.filter((transfer) => transfer.quoteId === quoteId)).toHaveLength(1);
    expect(await page.evaluate((id) => sessionStorage.getItem(`paykit:transfer-intent:${id}`), quoteId)).toBeNull();
    await expect(moneyOf(page).getByRole('region', { name: 'Transfers' }).getByRole('listitem')).toHaveCount(2);
  });

  test('should show an expired quote and re-quote it', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'an individual');
    await readyForPayIn(page);
    const quote = await getQuote(page, { ...PAY_IN, amount: '80.00' });
    await expect(quote.getByRole('timer')).toHaveText(/^(1:00|0:5\d)$/);

    // Hold the re-quote, so the page is seen between the expiry and the new quote.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requotes = 0;
    await page.route('**/api/paykit/quotes', async (route) => {
      requotes += 1;
      await held;
      await route.continue();
    });
    await page.clock.fastForward('01:01');
    const checkout = checkoutOf(page);
    await expect(checkout.getByRole('status').filter({ hasText: 'Getting a fresh quote' })).toBeVisible();
    await expect(quote).toHaveAttribute('data-state', 'requoting');
    await expectNoAxeViolations(page, 'quote expired, re-quoting');
    // Back to the server's time before the new quote lands, as if the minute had really passed.
    await page.clock.setSystemTime(Date.now());
    release();
    await expect(quote).toHaveAttribute('data-state', 'live');
    await expect(quote.getByRole('timer')).toHaveText(/^(1:00|0:5\d)$/);
    expect(requotes).toBe(1);

    // It expires again: re-quoted once automatically already, the page now says so and offers a new quote.
    await page.unrouteAll();
    await page.clock.fastForward('01:01');
    await expect(checkout.getByText('This quote has expired. Get a new one to continue.')).toBeVisible();
    await expectNoAxeViolations(page, 'quote expired');
    await page.clock.setSystemTime(Date.now());
    await checkout.getByRole('button', { name: 'Get a new quote' }).last().click();
    await expect(quote).toHaveAttribute('data-state', 'live');
    await expect(quote.getByRole('timer')).toHaveText(/^(1:00|0:5\d)$/);
    await expect(checkout.getByText('This quote has expired. Get a new one to continue.')).toHaveCount(0);
  });

  test('should show why a transfer failed and what to do next', async ({ page }) => {
    await signIn(page, 'an individual');
    await readyForPayIn(page);
    await getQuote(page, { ...PAY_IN, amount: '60.00' });
    const transfer = await confirm(page, 'Waiting for funds');

    await sandbox(page, 'Fail', payIn('60.00'), /^Failed 60\.00 USD/);
    await expectTransferState(page, 'Failed');
    await expect(transfer.getByText('The transfer failed')).toBeVisible();
    await expect(transfer.getByText('The funds were returned to the sender.')).toBeVisible();
    await expect(transfer.getByText('Contact support and quote the transfer ID.')).toBeVisible();
    await expect(transfer.getByRole('button', { name: 'Copy Transfer ID' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'transfer failed');
  });

  test('should unblock a transfer held for information once its task is answered and accepted', async ({ page }) => {
    await signIn(page, 'an individual');
    await readyForPayIn(page);
    await getQuote(page, { ...PAY_IN, amount: '40.00' });
    const transfer = await confirm(page, 'Waiting for funds');

    await sandbox(page, 'Ask for information', payIn('40.00'), /^Asked for information about 40\.00 USD/);
    await expectTransferState(page, 'Action needed');
    const tasks = transfer.getByRole('region', { name: 'We need a few answers' });
    const answer = tasks.getByRole('textbox', { name: /What is this payment for\?/ });
    await expect(answer).toBeVisible();
    await expectNoAxeViolations(page, 'transfer needs information');
    await answer.fill('Topping up my wallet for supplier payments.');
    await tasks.getByRole('button', { name: 'Submit for review' }).click();
    await expect(tasks.getByText('Submitted for review')).toBeVisible();

    const review = sandboxOf(page).getByRole('list', { name: 'Tasks in review' });
    await review.getByRole('button', { name: /^Accept: / }).click();
    await expect(
      sandboxOf(page)
        .getByRole('status')
        .filter({ hasText: /^Accepted “/ }),
    ).toBeVisible();
    await expectTransferState(page, 'Processing');
    await expectNoAxeViolations(page, 'transfer resumed');
  });
});
