// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../scenarios/runScenario.js';
import { createManualClock } from '../clock.js';
import { createFakePlatform, type FakePlatform } from '../createFakePlatform.js';

/** The hosted pages' policy: nothing loads; forms lead to the page, https apps and plain-http apps on localhost and 127.0.0.1. */
const HOSTED_PAGE_CSP =
  "default-src 'none'; style-src 'self'; form-action 'self' https: http://localhost:* http://127.0.0.1:*; base-uri 'none'; frame-ancestors 'none'";

const KEY = 'sk_sandbox_demo';
/** Where the API is reached, and where another server serves the hosted pages. */
const API = 'http://127.0.0.1:40123';
const HOSTED = 'http://127.0.0.1:3000';

async function api<T>(platform: FakePlatform, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    'X-API-Key': KEY,
    ...(method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID(), 'Content-Type': 'application/json' }),
  };
  const response = await platform.handle(
    new Request(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  expect(response.ok, `${method} ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A card pay-in awaiting its hosted checkout, made through the API at {@link API}. */
async function cardPayIn(platform: FakePlatform): Promise<{ id: string; checkout: { url: string } }> {
  const { customerId, walletAccountId } = await runScenario(platform, 'readyForPayments', { apiKey: KEY });
  await api(platform, 'POST', `/v3/customers/${customerId}/capabilities/card`, {});
  await api(platform, 'POST', `/v3/sandbox/customers/${customerId}/capabilities/card/status`, { status: 'ready' });
  const quote = await api<{ id: string }>(platform, 'POST', '/v3/quotes', {
    customerId,
    capabilityId: 'card',
    destinationId: walletAccountId,
    in: { amount: '40.00', currency: 'USD' },
    out: { currency: 'USDC' },
  });
  return api(platform, 'POST', '/v3/transfers', { quoteId: quote.id });
}

/** The hosted session URLs of an identity verification and a terms task. */
async function sessionUrls(platform: FakePlatform): Promise<string[]> {
  const { customerId, taskIds } = await runScenario(platform, 'individualWithOpenTasks', { apiKey: KEY });
  const tasks = await Promise.all(
    taskIds.map((taskId) =>
      api<{ verificationSessions: { url?: string }[]; tosSessions: { url?: string }[] }>(
        platform,
        'GET',
        `/v3/customers/${customerId}/tasks/${taskId}`,
      ),
    ),
  );
  return tasks.flatMap((task) => [...task.verificationSessions, ...task.tosSessions]).map((session) => session.url ?? '');
}

describe('given hosted pages served on another origin (hostedOrigin)', () => {
  it('should link verification, terms and card checkout there, whatever origin the API was reached at', async () => {
    const platform = createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0, hostedOrigin: HOSTED });

    const urls = [...(await sessionUrls(platform)), (await cardPayIn(platform)).checkout.url];

    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url.startsWith(`${HOSTED}/hosted/`), url).toBe(true);
  });

  it('should send the payer back to the checkout on that origin when the pay-in has no redirectUrl', async () => {
    const platform = createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0, hostedOrigin: HOSTED });
    const transfer = await cardPayIn(platform);

    const paid = await platform.handle(
      new Request(transfer.checkout.url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) }),
    );

    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(transfer.checkout.url);
    expect(transfer.checkout.url.startsWith(`${HOSTED}/hosted/checkout/${transfer.id}?token=`)).toBe(true);
  });

  it('should take a checkout form posted from a page on that origin, and refuse one from any other, the API’s included', async () => {
    const platform = createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0, hostedOrigin: HOSTED });
    const post = (url: string, origin: string, action: string) =>
      platform.handle(new Request(url, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams({ action }) }));
    const transfer = await cardPayIn(platform);

    expect((await post(transfer.checkout.url, API, 'cancel')).status).toBe(403);
    expect((await post(transfer.checkout.url, 'https://evil.example', 'cancel')).status).toBe(403);
    expect((await post(transfer.checkout.url, HOSTED, 'pay')).status).toBe(303);
    expect(await api<{ state: string }>(platform, 'GET', `/v3/transfers/${transfer.id}`)).toMatchObject({ state: 'completed' });
  });

  it('should link them at the API’s own origin without it', async () => {
    const platform = createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0 });
    expect((await cardPayIn(platform)).checkout.url.startsWith(`${API}/hosted/checkout/`)).toBe(true);
  });
});

describe('given two platforms with the same seed', () => {
  it('should make the same ids but not the same link tokens, which no one who knows the seed can replay', async () => {
    const twin = () => createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0, seed: 7 });
    const [first, second] = [twin(), twin()];
    const tokenOf = (url: string) => new URL(url).searchParams.get('token');

    const [checkoutA, checkoutB] = [await cardPayIn(first), await cardPayIn(second)];
    const [sessionsA, sessionsB] = [await sessionUrls(first), await sessionUrls(second)];

    expect(checkoutA.id).toBe(checkoutB.id);
    expect(tokenOf(checkoutA.checkout.url)).not.toBe(tokenOf(checkoutB.checkout.url));
    expect(sessionsA.length).toBeGreaterThanOrEqual(2);
    for (const [index, url] of sessionsA.entries()) {
      expect(new URL(url).pathname).toBe(new URL(sessionsB[index] ?? '').pathname);
      expect(tokenOf(url), url).not.toBe(tokenOf(sessionsB[index] ?? ''));
    }
  });
});

describe('given a hosted page under a strict Content-Security-Policy', () => {
  it('should carry no inline style, script, image or asset but its own stylesheet, and forbid loading any other', async () => {
    const platform = createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0 });
    const urls = [
      ...(await sessionUrls(platform)),
      (await cardPayIn(platform)).checkout.url,
      `${API}/hosted/checkout/tr_unknown1`,
      `${API}/hosted/terms/tos_unknown1?token=x`,
    ];

    for (const url of urls) {
      const page = await platform.handle(new Request(url));
      const html = await page.text();
      expect(page.headers.get('Content-Type'), url).toBe('text/html; charset=utf-8');
      expect(page.headers.get('Content-Security-Policy'), url).toBe(HOSTED_PAGE_CSP);
      expect(html, url).not.toMatch(/<(style|script|img|iframe|object)\b|\sstyle=|\son[a-z]+=|data:/i);
      expect(
        [...html.matchAll(/<link\b[^>]*>/gi)].map(([link]) => link),
        url,
      ).toEqual(['<link rel="stylesheet" href="/hosted/paykit-hosted.css">']);
    }
    const stylesheet = await platform.handle(new Request(`${API}/hosted/paykit-hosted.css`));
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await stylesheet.text()).not.toMatch(/url\(|@import/i);
  });
});

describe('given a form posted to a hosted page', () => {
  it('should refuse a body past 4 KiB with 413, read no further, and take the next form as usual', async () => {
    const platform = createFakePlatform({ clock: createManualClock('2026-05-01T12:00:00.000Z'), effectLatencyMs: 0 });
    const transfer = await cardPayIn(platform);
    let pulled = 0;
    const flood = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new TextEncoder().encode(`action=pay&${'x'.repeat(64 * 1024 - 11)}`));
        if (pulled >= 16 * 1024 * 1024) controller.close();
      },
    });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };

    const refused = await platform.handle(
      new Request(transfer.checkout.url, { method: 'POST', headers, body: flood, duplex: 'half' } as RequestInit),
    );

    expect(refused.status).toBe(413);
    expect(refused.headers.get('Content-Security-Policy')).toBe(HOSTED_PAGE_CSP);
    expect(pulled).toBeLessThanOrEqual(2 * 64 * 1024);
    const paid = await platform.handle(new Request(transfer.checkout.url, { method: 'POST', headers, body: 'action=pay' }));
    expect(paid.status).toBe(303);
  });
});
