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

/** The hosted page as a browser would reach it: no API key, form posts. */
function openCheckout(url: string, action?: 'pay' | 'cancel') {
  if (!action) return fetch(url);
  return fetch(url, { method: 'POST', body: new URLSearchParams({ action, method: 'card' }), redirect: 'manual' });
}

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
