import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUrl } from '../playwright.config.js';
import { expectNoAxeViolations, signIn } from './support/demoPage.js';
import { checkoutOf, confirm, expectTransferState, getQuote, makeReady, moneyOf, openWallet } from './support/paymentsPage.js';

const CARD = 'Card payments';

test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  // Reduced motion keeps colour transitions out of axe's contrast checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Every answer of 429 a page receives, which a person walking the demo must never meet. */
function rateLimitedAnswers(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 429) seen.push(`${response.request().method()} ${response.url()}`);
  });
  return seen;
}

/** Content-Security-Policy violations the browser reports on any page of the context, the demo's and the hosted ones. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('given a new individual on the demo page', () => {
  test('should pay in by card on the hosted payment page, served on the demo’s own origin, and see the transfer complete', async ({
    page,
  }) => {
    const tooManyRequests = rateLimitedAnswers(page);
    const violations = cspViolations(page);
    await signIn(page, 'an individual');
    await makeReady(page, CARD);
    await openWallet(page);

    const quote = await getQuote(page, { source: /^Card/, to: { account: /USDC/ }, currency: /^USD$/, amount: '25.00' });
    await expect(quote.getByText(/^You send \$25\.00, you receive .*USDC/)).toBeVisible();
    const transfer = await confirm(page, 'Waiting for funds');

    const open = transfer.getByRole('link', { name: 'Open the payment page (opens in a new tab)' });
    // The link is the transfer's checkout.url as the API gave it: the page's path and its token, the only credential.
    await expect(open).toHaveAttribute(
      'href',
      new RegExp(`^${demoUrl.replaceAll('.', '\\.')}/hosted/checkout/tr_\\w+\\?token=[0-9a-f]{48}$`),
    );
    await expect(transfer.getByText('The payment page cannot be opened')).toHaveCount(0);
    await expectNoAxeViolations(page, 'card pay-in awaiting its checkout');

    const popupOpened = page.context().waitForEvent('page');
    await open.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(demoUrl);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Pay 25.00 USD');
    await expect(popup.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expectNoAxeViolations(popup, 'hosted card checkout');
    await popup.getByRole('button', { name: 'Pay 25.00 USD' }).click();
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Payment complete');
    await expect(popup.getByRole('status')).toHaveText('The payment went through. You can close this page.');
    await popup.close();

    await page.bringToFront();
    // Headless Chromium keeps every page focused, so coming back fires no `focus` event as a
    // desktop browser does; send the one the person's return would.
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await expectTransferState(page, 'Completed');
    await expect(transfer.getByText('The transfer is complete: the money has been delivered.')).toBeVisible();
    await expect(checkoutOf(page).getByRole('link', { name: /^Open the payment page/ })).toHaveCount(0);
    await expect(moneyOf(page).getByRole('region', { name: 'Transfers' }).getByRole('listitem').getByText('Completed')).toBeVisible();
    await expectNoAxeViolations(page, 'card pay-in completed');
    expect(tooManyRequests).toEqual([]);
    expect(violations).toEqual([]);
  });
});
