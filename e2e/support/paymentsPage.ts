import { expect, type Locator, type Page } from '@playwright/test';
import { demoUrl } from '../../playwright.config.js';
import { mouseActor, sandboxOf } from './demoPage.js';

export const ACH = 'ACH bank transfers (shared account)';
export const SEPA = 'SEPA transfers (shared account)';

/** The demo's "Move money" section. */
export const moneyOf = (page: Page) => page.getByRole('region', { name: 'Move money' });

/** The kit's `<Checkout>` on the demo page. */
export const checkoutOf = (page: Page) => page.getByRole('region', { name: 'Send or receive money' });

/** Presses a sandbox control (`label: subject`, subject a string or a pattern) and waits for its notice. */
export async function sandbox(page: Page, label: string, subject: string | RegExp, notice: string | RegExp): Promise<void> {
  const panel = sandboxOf(page);
  const name = typeof subject === 'string' ? `${label}: ${subject}` : new RegExp(`^${label}: ${subject.source}`);
  await panel.getByRole('button', { name, exact: typeof subject === 'string' }).click();
  await expect(panel.getByRole('status').filter({ hasText: notice })).toBeVisible();
}

/** Makes a payment method ready through the sandbox, skipping its onboarding. */
export async function makeReady(page: Page, capability: string): Promise<void> {
  await sandbox(page, 'Make ready', capability, `${capability} is ready.`);
}

/** Opens the merchant's USDC wallet and waits until it is provisioned (the sandbox offers to fund it then). */
export async function openWallet(page: Page): Promise<void> {
  await moneyOf(page).getByRole('button', { name: 'Open a USDC wallet' }).click();
  await expect(moneyOf(page).getByText('Your USDC wallet is being set up.')).toBeVisible();
  await expect(sandboxOf(page).getByRole('button', { name: 'Add 1000.00 USDC: USDC wallet' })).toBeVisible({ timeout: 10_000 });
}

/** What a quote is asked for. */
export interface QuoteRequest {
  source: RegExp;
  /** A pattern of the customer's account, or of the recipient and their account. */
  to: { account: RegExp } | { recipient: RegExp; destination: RegExp };
  amount: string;
  /** The currency sent, where the payment method moves several (card: USD, EUR, GBP). */
  currency?: RegExp;
}

/** Fills the checkout's quote step and asks for a quote; returns once the live quote shows. */
export async function getQuote(page: Page, request: QuoteRequest): Promise<Locator> {
  const checkout = checkoutOf(page);
  const actor = mouseActor(page);
  await actor.select(checkout.getByRole('combobox', { name: /^Pay with/ }), request.source);
  if ('account' in request.to) {
    await actor.select(checkout.getByRole('combobox', { name: /^Account/ }), request.to.account);
  } else {
    await actor.choose(checkout.getByRole('group', { name: 'Send to' }), 'A recipient');
    await actor.select(checkout.getByRole('combobox', { name: /^Recipient/ }), request.to.recipient);
    const destination = checkout.getByRole('combobox', { name: /^Their account/ });
    await expect(destination.locator('option')).toHaveCount(2);
    await actor.select(destination, request.to.destination);
  }
  if (request.currency) await actor.select(checkout.getByRole('combobox', { name: /^Currency you send/ }), request.currency);
  await checkout.getByRole('textbox', { name: /^Amount in/ }).fill(request.amount);
  await checkout.getByRole('button', { name: 'Get a quote' }).click();
  const quote = checkout.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByRole('timer')).toBeVisible();
  return quote;
}

/** From a live quote: Continue, then the confirm step. */
export async function continueToConfirm(page: Page): Promise<Locator> {
  const checkout = checkoutOf(page);
  await checkout.getByRole('button', { name: 'Continue' }).click();
  await expect(checkout.getByRole('heading', { name: 'Review and confirm', level: 4 })).toBeVisible();
  return checkout.getByRole('button', { name: /^Confirm and pay / });
}

/** Confirms, and waits for the transfer step showing the transfer in `state` (its badge text). */
export async function confirm(page: Page, state: string): Promise<Locator> {
  const button = await continueToConfirm(page);
  await button.click();
  return expectTransferState(page, state);
}

/** The checkout's transfer, once it shows `state` (its badge text). */
export async function expectTransferState(page: Page, state: string): Promise<Locator> {
  const transfer = checkoutOf(page).getByRole('region', { name: 'Transfer', exact: true });
  await expect(transfer.getByRole('status').filter({ hasText: `Status: ${state}` })).toBeVisible();
  return transfer;
}

/** A new customer with ACH ready and a ready USDC wallet: what every pay-in needs. */
export async function readyForPayIn(page: Page): Promise<void> {
  await makeReady(page, ACH);
  await openWallet(page);
}

/** The headers the paykit client sends to the proxy (its CSRF proof); the cookie comes from the page's context. */
export const kitHeaders = { 'Paykit-Request': '1', Accept: 'application/json', Origin: demoUrl };

/** The customer's transfers, read through the proxy as the page's session. */
export async function listTransfers(page: Page): Promise<{ id: string; quoteId?: string | null; state: string }[]> {
  const response = await page.request.get(`${demoUrl}/api/paykit/transfers?limit=100`, { headers: kitHeaders });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string; quoteId?: string | null; state: string }[] }).data;
}
