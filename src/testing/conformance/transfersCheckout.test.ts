import { beforeAll, describe, expect, it } from 'vitest';
import { transferSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer } from './harness.js';
import { transferSetup } from './transfersSetup.js';

const env = useFakePlatformServer();
const setup = transferSetup(env);

let customerId: string;
let walletId: string;

beforeAll(async () => {
  customerId = await setup.customer();
  await setup.readyCapability(customerId, 'card');
  walletId = await setup.issuedWallet(customerId);
});

async function cardPayIn(extra: Record<string, unknown> = {}): Promise<any> {
  const quote = await setup.quote({
    customerId,
    capabilityId: 'card',
    in: { currency: 'USD', amount: '40.00' },
    out: { currency: 'USDC' },
    destinationId: walletId,
  });
  return transferSchema.parse(await setup.transfer(quote.id, extra));
}

/** The hosted page as a browser would reach it: no API key, form posts (with the headers a browser adds, when given). */
function openCheckout(url: string, action?: 'pay' | 'cancel', headers: Record<string, string> = {}) {
  if (!action) return fetch(url);
  return fetch(url, { method: 'POST', headers, body: new URLSearchParams({ action, method: 'card' }), redirect: 'manual' });
}

/** `url` with its `token` query parameter replaced (`null`: removed). */
function withToken(url: string, token: string | null): string {
  const changed = new URL(url);
  if (token === null) changed.searchParams.delete('token');
  else changed.searchParams.set('token', token);
  return changed.href;
}

const stateOf = async (transferId: string) => (await env.api.get(`/v3/transfers/${transferId}`)).body.data.state;

describe('given the hosted card checkout of a pay-in', () => {
  it('should serve an accessible page with the amount and pay and cancel buttons, without an API key', async () => {
    const transfer = await cardPayIn({ checkoutMethod: 'apple_pay' });
    const response = await openCheckout(transfer.checkout.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1 id="page-title">Pay 40.00 USD<\/h1>/);
    expect(html).toContain('<button type="submit" name="action" value="pay">');
    expect(html).toContain('<button type="submit" name="action" value="cancel">Cancel payment</button>');
    expect(html).toMatch(/value="apple_pay" checked/);
    expect(html).not.toContain('style=');
  });

  it('should complete the pay-in on pay, reveal the delivered amount, credit the wallet and return to redirectUrl', async () => {
    const transfer = await cardPayIn({ redirectUrl: 'https://merchant.example/thanks?order=7' });
    const balanceBefore = Number((await setup.balanceOf(customerId, walletId)) ?? '0');
    const before = env.platform.events('sk_sandbox_acme').length;
    const response = await openCheckout(transfer.checkout.url, 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://merchant.example/thanks?order=7');
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(transferSchema.parse(read.body.data)).toMatchObject({ state: 'completed', out: { currency: 'USDC', amount: '39.80' } });
    expect(Number(await setup.balanceOf(customerId, walletId))).toBe(balanceBefore + 39.8);
    const types = env.platform
      .events('sk_sandbox_acme')
      .slice(before)
      .map((event) => event.type);
    expect(types).toEqual(['transfer.state_changed', 'transfer.state_changed', 'transfer.completed']);
    expect(env.platform.events('sk_sandbox_acme').slice(before)[0]?.data).toMatchObject({ id: transfer.id, state: 'processing' });
  });

  it('should cancel the pay-in on cancel and show the outcome page when there is no redirectUrl', async () => {
    const transfer = await cardPayIn();
    const response = await openCheckout(transfer.checkout.url, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(transfer.checkout.url);
    const read = await env.api.get(`/v3/transfers/${transfer.id}`);
    expect(read.body.data).toMatchObject({
      state: 'canceled',
      stateDetail: { code: 'checkout_canceled', actor: 'customer', retryable: false },
    });
    const page = await (await openCheckout(transfer.checkout.url)).text();
    expect(page).toContain('Payment canceled');
    expect(page).toContain('role="status"');
  });

  it('should answer 409 to a second submission once the pay-in is settled', async () => {
    const transfer = await cardPayIn();
    expect((await openCheckout(transfer.checkout.url, 'pay')).status).toBe(303);
    const again = await openCheckout(transfer.checkout.url, 'cancel');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Payment complete');
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data.state).toBe('completed');
  });

  it('should answer 400 to an unknown action and leave the transfer awaiting funds', async () => {
    const transfer = await cardPayIn();
    const response = await fetch(transfer.checkout.url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'refund' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data.state).toBe('awaiting_funds');
  });

  it('should show the canceled outcome once the funding window has expired', async () => {
    const transfer = await cardPayIn();
    env.clock.advance(env.platform.core.settings.fundingWindowMs);
    expect(await (await openCheckout(transfer.checkout.url)).text()).toContain('Payment canceled');
    expect((await openCheckout(transfer.checkout.url, 'pay')).status).toBe(409);
    expect((await env.api.get(`/v3/transfers/${transfer.id}`)).body.data.stateDetail.code).toBe('funding_window_expired');
  });

  it('should carry an unguessable token of its own in checkout.url, and not be found without it, on GET and POST alike', async () => {
    const transfer = await cardPayIn();
    const other = await cardPayIn();
    const token = new URL(transfer.checkout.url).searchParams.get('token') ?? '';
    const othersToken = new URL(other.checkout.url).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(othersToken).not.toBe(token);

    const wrongLinks = [
      withToken(transfer.checkout.url, null),
      withToken(transfer.checkout.url, ''),
      withToken(transfer.checkout.url, othersToken),
      withToken(transfer.checkout.url, `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`),
      withToken(transfer.checkout.url, `${token}0`),
    ];
    for (const link of wrongLinks) {
      const page = await openCheckout(link);
      expect(page.status, link).toBe(404);
      expect(await page.text()).toContain('This checkout link is not valid.');
      expect((await openCheckout(link, 'cancel')).status, link).toBe(404);
      expect((await openCheckout(link, 'pay')).status, link).toBe(404);
    }
    expect(await stateOf(transfer.id)).toBe('awaiting_funds');
    expect((await openCheckout(transfer.checkout.url)).status).toBe(200);
  });

  it('should refuse a form posted from another site with a 403 page, and leave the pay-in as it was', async () => {
    const transfer = await cardPayIn();
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      // A page of another site can hide its origin (no-referrer, a sandboxed frame); its browser still says it is foreign.
      { Origin: 'null' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: new URL(transfer.checkout.url).origin.replace('127.0.0.1', 'localhost') },
    ];
    for (const headers of foreign) {
      for (const action of ['cancel', 'pay'] as const) {
        const refused = await openCheckout(transfer.checkout.url, action, headers);
        expect(refused.status, JSON.stringify(headers)).toBe(403);
        expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(await refused.text()).toContain('role="alert"');
      }
    }
    expect(await stateOf(transfer.id)).toBe('awaiting_funds');
  });

  it('should take a form posted from the page itself, as a browser sends it', async () => {
    const fromPage = await cardPayIn();
    const ownOrigin = new URL(fromPage.checkout.url).origin;
    expect((await openCheckout(fromPage.checkout.url)).headers.get('referrer-policy')).toBe('same-origin');
    expect((await openCheckout(fromPage.checkout.url, 'pay', { Origin: ownOrigin, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect(await stateOf(fromPage.id)).toBe('completed');

    // Under a no-referrer policy (a server that mounts the page with its own headers) a browser posts with `Origin: null`.
    const hidden = await cardPayIn();
    expect((await openCheckout(hidden.checkout.url, 'cancel', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect(await stateOf(hidden.id)).toBe('canceled');
  });

  it('should answer 404 for a link that is not a card checkout', async () => {
    expect((await fetch(`${env.url()}/hosted/checkout/tr_unknown1`)).status).toBe(404);
    const quote = await setup.quote({
      customerId,
      capabilityId: 'stablecoin_transfers',
      in: { currency: 'USDT', amount: '1' },
      out: { currency: 'USDC' },
      destinationId: walletId,
    });
    const deposit = await setup.transfer(quote.id);
    expect((await fetch(`${env.url()}/hosted/checkout/${deposit.id}`)).status).toBe(404);
  });
});
