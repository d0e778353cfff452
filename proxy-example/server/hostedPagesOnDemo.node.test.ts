// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyKey, createPaykitClient, type PaykitClient } from 'paykit';
import { isHostedUrl } from 'paykit/schemas';
import { readDemoConfig } from './config.js';
import { startDemoServer, type DemoServer } from './startDemoServer.js';

let demo: DemoServer;
let pageRoot: string;

beforeAll(async () => {
  pageRoot = mkdtempSync(join(tmpdir(), 'paykit-demo-hosted-'));
  writeFileSync(join(pageRoot, 'index.html'), '<!doctype html><title>demo</title>');
  demo = await startDemoServer({ config: { ...readDemoConfig({}), port: 0 }, pageRoot });
});

afterAll(async () => {
  await demo?.close();
  rmSync(pageRoot, { recursive: true, force: true });
});

/** Signs in through the demo and returns the kit's client for that session, as the page has it. */
async function signedInClient(): Promise<PaykitClient> {
  const response = await fetch(`${demo.url}/demo/sign-in`, {
    method: 'POST',
    headers: { Origin: demo.url, 'Paykit-Request': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'individual' }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  return createPaykitClient({
    baseUrl: `${demo.url}/api/paykit`,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), Cookie: cookie, Origin: demo.url } }),
  });
}

/** A card pay-in into a new USDC wallet, with `card` made ready through the sandbox, as the demo's panel does. */
async function cardPayIn(client: PaykitClient) {
  const wallet = await client.createAccount(
    { origin: 'issued', type: 'wallet', currency: 'USDC' },
    { idempotencyKey: createIdempotencyKey() },
  );
  await client.requestCapability('card', {}, { idempotencyKey: createIdempotencyKey() });
  await client.forceCapabilityStatus('card', { status: 'ready' });
  for (
    let attempt = 0;
    attempt < 50 && (await client.listAccounts()).data.find((account) => account.id === wallet.id)?.status !== 'ready';
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const quote = await client.createQuote({
    capabilityId: 'card',
    destinationId: wallet.id,
    in: { amount: '25.00', currency: 'USD' },
    out: { currency: 'USDC' },
  });
  return client.createTransfer({ quoteId: quote.id }, { idempotencyKey: createIdempotencyKey() });
}

describe('given the demo on the embedded fake platform', () => {
  it('should serve the card checkout on its own origin, under the hosted pages’ CSP, and complete the pay-in there', async () => {
    const client = await signedInClient();
    const transfer = await cardPayIn(client);
    const url = transfer.checkout?.url ?? '';

    expect(url.startsWith(`${demo.url}/hosted/checkout/${transfer.id}`)).toBe(true);
    expect(isHostedUrl(url)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self' https: http://localhost:* http://127.0.0.1:*; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('<button type="submit" name="action" value="pay">Pay 25.00 USD</button>');
    expect(html).not.toMatch(/<(style|script|img)\b|\sstyle=/i);
    const stylesheet = await fetch(`${demo.url}/hosted/paykit-hosted.css`);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('Content-Type')).toContain('text/css');

    expect(page.headers.get('Referrer-Policy')).toBe('same-origin');
    // As a browser posts the page's form: from the page's own origin, which the demo passes on.
    const paid = await fetch(url, {
      method: 'POST',
      headers: { Origin: demo.url, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ action: 'pay', method: 'card' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(url);
    expect((await client.getTransfer(transfer.id)).state).toBe('completed');
    expect(await (await fetch(url)).text()).toContain('Payment complete');
  });

  it('should not open or settle a checkout without its token, nor take a form posted from another site', async () => {
    const client = await signedInClient();
    const transfer = await cardPayIn(client);
    const url = transfer.checkout?.url ?? '';
    const cancel = (link: string, headers: Record<string, string> = {}) =>
      fetch(link, { method: 'POST', headers, body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' });
    // Whoever knows the transfer's id (it is in every list and event) has the page's path, never its token.
    const bare = `${demo.url}/hosted/checkout/${transfer.id}`;

    expect((await fetch(bare)).status).toBe(404);
    expect((await fetch(`${bare}?token=${'0'.repeat(48)}`)).status).toBe(404);
    expect((await cancel(bare)).status).toBe(404);
    const crossSite = await cancel(url, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect((await cancel(url, { Origin: 'null' })).status).toBe(403);
    expect((await client.getTransfer(transfer.id)).state).toBe('awaiting_funds');

    // The page's own form, from a browser that hides the origin under no-referrer: taken.
    expect((await cancel(url, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect((await client.getTransfer(transfer.id)).state).toBe('canceled');
  });

  it('should serve the hosted identity verification on its own origin', async () => {
    const client = await signedInClient();
    await client.requestCapability('ach_pooled', {}, { idempotencyKey: createIdempotencyKey() });
    const tasks = await Promise.all((await client.listTasks()).data.map((task) => client.getTask(task.id)));
    const url = tasks.flatMap((task) => task.verificationSessions ?? []).find((session) => session.url)?.url ?? '';

    expect(url.startsWith(`${demo.url}/hosted/verification/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Verify your identity');
  });

  it('should refuse a form over 4 KiB, and know no other hosted path', async () => {
    const oversized = await fetch(`${demo.url}/hosted/checkout/tr_abc1`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', padding: 'x'.repeat(5000) }),
    });
    expect(oversized.status).toBe(413);
    for (const path of [
      '/hosted/checkout',
      '/hosted/unknown/tr_abc1',
      '/hosted/checkout/tr_abc1/extra',
      '/hosted/checkout/..%2f..%2fv3%2fcustomers',
    ]) {
      expect((await fetch(`${demo.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${demo.url}/hosted/checkout/tr_unknown1`)).status).toBe(404);
  });
});
