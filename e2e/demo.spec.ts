import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoCanaryKey, demoUrl } from '../playwright.config.js';

/** Everything the page sent and received, and every event-stream message it got. */
interface Traffic {
  requests: Request[];
  responses: Response[];
}

/**
 * Records the page's traffic. Event streams never finish, so their messages are recorded in the
 * page instead, by wrapping EventSource's listeners before any script runs.
 */
async function watch(page: Page): Promise<Traffic> {
  const traffic: Traffic = { requests: [], responses: [] };
  page.on('request', (request) => traffic.requests.push(request));
  page.on('response', (response) => traffic.responses.push(response));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __paykitEventData: string[] }).__paykitEventData = seen;
    if (typeof EventSource === 'undefined') return;
    const original = EventSource.prototype.addEventListener;
    EventSource.prototype.addEventListener = function (this: EventSource, type: string, listener: unknown, options?: unknown) {
      const record = (event: Event) => {
        if (event instanceof MessageEvent) seen.push(String(event.data));
      };
      original.call(this, type, record as EventListener);
      return original.call(this, type, listener as EventListener, options as AddEventListenerOptions);
    } as typeof EventSource.prototype.addEventListener;
  });
  return traffic;
}

const isEventStream = async (response: Response) => (await response.allHeaders())['content-type']?.startsWith('text/event-stream') ?? false;

/** Asserts the key went nowhere the browser can see: no request header, no response header or body, no event. */
async function expectKeyNeverExposed(page: Page, traffic: Traffic): Promise<void> {
  expect(traffic.requests.length).toBeGreaterThan(3);
  for (const request of traffic.requests) {
    const headers = await request.allHeaders();
    expect(
      Object.keys(headers).map((name) => name.toLowerCase()),
      request.url(),
    ).not.toContain('x-api-key');
    expect(JSON.stringify(headers), request.url()).not.toContain(demoCanaryKey);
    expect(request.postData() ?? '', request.url()).not.toContain(demoCanaryKey);
  }
  for (const response of traffic.responses) {
    expect(JSON.stringify(await response.allHeaders()), response.url()).not.toContain(demoCanaryKey);
    if (await isEventStream(response)) continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    expect(body.toString('utf8'), response.url()).not.toContain(demoCanaryKey);
  }
  const events = await page.evaluate(() => (window as unknown as { __paykitEventData?: string[] }).__paykitEventData ?? []);
  for (const data of events) expect(data).not.toContain(demoCanaryKey);
}

async function signIn(page: Page, type: 'an individual' | 'a business'): Promise<void> {
  await page.goto(demoUrl);
  await page.getByRole('button', { name: `Sign in as ${type}` }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeFocused();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

test.describe('given the merchant demo page', () => {
  test('should sign in as an individual, show the customer and its onboarding, keep the key off the page, and sign out', async ({
    page,
  }) => {
    const traffic = await watch(page);
    await page.goto(demoUrl);
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in as an individual' }).click();

    await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeFocused();
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account.getByRole('definition').filter({ hasText: /^Individual$/ })).toBeVisible();
    await expect(account.getByText(/^cus_[A-Za-z0-9]+$/)).toBeVisible();
    // The kit's onboarding lists what the customer holds (granted at creation) among the methods on offer.
    const onboarding = page.getByRole('region', { name: 'Get ready to accept payments' });
    const stablecoin = onboarding.getByRole('listitem').filter({ hasText: 'Stablecoin transfers' });
    await expect(stablecoin.getByText('Already requested')).toBeVisible();
    await expect(stablecoin.getByText('Ready', { exact: true })).toBeVisible();

    const proxied = traffic.requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/paykit/'));
    expect(proxied.map((request) => new URL(request.url()).pathname)).toEqual(
      expect.arrayContaining(['/api/paykit/customer', '/api/paykit/capabilities']),
    );
    // The CSP guard (support/test.ts) checks the page's policy and that nothing violates it.
    await expectKeyNeverExposed(page, traffic);

    await account.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in as an individual' })).toBeVisible();
    const afterSignOut = await page.request.get(`${demoUrl}/api/paykit/customer`, { headers: { 'Paykit-Request': '1' } });
    expect(afterSignOut.status()).toBe(401);
  });

  test('should show a capability the moment its webhook arrives, without a reload', async ({ page }) => {
    const traffic = await watch(page);
    await signIn(page, 'an individual');
    const onboarding = page.getByRole('region', { name: 'Get ready to accept payments' });
    const ach = onboarding.getByRole('listitem').filter({ hasText: 'ACH bank transfers (shared account)' });
    await expect(ach.getByRole('checkbox', { name: 'ACH bank transfers (shared account)' })).toBeVisible();

    // Another tab (or the merchant's back office) requests ACH; the page only hears the webhook's hint.
    const requested = await page.request.post(`${demoUrl}/api/paykit/capabilities/ach_pooled`, {
      headers: { Origin: demoUrl, 'Paykit-Request': '1', 'Idempotency-Key': crypto.randomUUID() },
      data: {},
    });
    expect(requested.status()).toBe(201);

    await expect(ach.getByText('Already requested')).toBeVisible();
    await expect(ach.locator('[data-slot="badge"]')).toHaveText(/Pending|Action needed/);
    const hints = await page.evaluate(() => (window as unknown as { __paykitEventData?: string[] }).__paykitEventData ?? []);
    expect(hints.some((data) => data.includes('"ach_pooled"'))).toBe(true);
    await expectKeyNeverExposed(page, traffic);
  });

  test('should sign in as a business and name it', async ({ page }) => {
    await signIn(page, 'a business');
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account.getByRole('definition').filter({ hasText: /^Business$/ })).toBeVisible();
    await expect(account.getByRole('definition').filter({ hasText: /Analytical Engines|Difference Logistics/ })).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`should have no axe violations signed out or signed in, in the ${colorScheme} scheme`, async ({ page }) => {
      // The page follows the system theme; reduced motion keeps colour transitions out of the contrast check.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(demoUrl);
      await expect(page.getByRole('button', { name: 'Sign in as an individual' })).toBeVisible();
      await expectNoAxeViolations(page);

      await signIn(page, 'an individual');
      await expect(page.getByRole('heading', { name: 'Choose payment methods' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sandbox reviewer' }).getByText(/Nothing is waiting for review/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('should refuse a sign-in posted from another origin', async ({ page }) => {
    const response = await page.request.post(`${demoUrl}/demo/sign-in`, {
      headers: { Origin: 'https://evil.example', 'Paykit-Request': '1' },
      data: { type: 'individual' },
    });
    expect(response.status()).toBe(403);
  });
});
