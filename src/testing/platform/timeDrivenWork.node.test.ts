import { describe, expect, it } from 'vitest';
import { runScenario } from '../scenarios/index.js';
import { createManualClock, type ManualClock } from './clock.js';
import { createFakePlatform } from './createFakePlatform.js';

const KEY = 'sk_sandbox_demo';

/** The fields of a quote, transfer, account or customer these tests read. */
interface ResourceRead {
  id: string;
  state?: string;
  expiresAt: string;
  updatedAt?: string;
}

/** A fake on a manual clock with a customer whose ach_pooled pay-ins fund an issued wallet. */
async function payinWorld(seed: number) {
  const clock: ManualClock = createManualClock('2026-05-01T12:00:00.000Z');
  const platform = createFakePlatform({ seed, clock, effectLatencyMs: 0 });
  const ready = await runScenario(platform, 'readyForPayments', { apiKey: KEY });
  let keys = 0;
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: ResourceRead }> {
    const headers: Record<string, string> = { 'X-API-Key': KEY };
    if (method !== 'GET') Object.assign(headers, { 'Idempotency-Key': `work-${(keys += 1)}`, 'Content-Type': 'application/json' });
    const response = await platform.handle(new Request(`http://fake.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: response.status, data: ((await response.json()) as { data: ResourceRead }).data };
  }
  const world = {
    platform,
    clock,
    ready,
    call,
    /** Quotes a pay-in of `amount` USD into the wallet; returns the quote. */
    async quote(amount = '10.00'): Promise<ResourceRead> {
      const quote = await call('POST', '/v3/quotes', {
        customerId: ready.customerId,
        capabilityId: ready.capabilityId,
        in: { amount, currency: 'USD' },
        out: { currency: 'USDC' },
        destinationId: ready.walletAccountId,
      });
      expect(quote.status).toBe(201);
      return quote.data;
    },
    /** Executes `quoteId` into a pay-in awaiting funds; returns the transfer's id. */
    async transfer(quoteId: string): Promise<string> {
      const transfer = await call('POST', '/v3/transfers', { quoteId });
      expect(transfer.status).toBe(201);
      return transfer.data.id;
    },
  };
  return world;
}

type World = Awaited<ReturnType<typeof payinWorld>>;

/** Stores `count` quotes, 100 ms apart (most of them expire as time goes on), every fourth executed into a pay-in awaiting funds. */
async function storeQuotes(world: World, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const quote = await world.quote();
    if (index % 4 === 0) await world.transfer(quote.id);
    world.clock.advance(100);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('given quotes and pay-ins that fall due at different times', () => {
  it('should expire each quote at its own expiresAt, whatever order they were made in', async () => {
    const world = await payinWorld(3);
    const quotes = [];
    for (const ttlMs of [50_000, 10_000, 30_000, 10_000, 60_000, 20_000]) {
      world.platform.core.settings.quoteTtlMs = ttlMs;
      quotes.push(await world.quote());
    }
    const start = world.clock.now();
    for (let elapsed = 0; elapsed <= 70_000; elapsed += 5_000) {
      world.clock.set(start + elapsed);
      for (const quote of quotes) {
        const { data } = await world.call('GET', `/v3/quotes/${quote.id}`);
        const isPast = Date.parse(quote.expiresAt) <= start + elapsed;
        expect({ id: data.id, state: data.state, updatedAt: isPast ? data.updatedAt : undefined }).toEqual({
          id: quote.id,
          state: isPast ? 'expired' : 'active',
          updatedAt: isPast ? quote.expiresAt : undefined,
        });
      }
    }
  });

  it('should cancel the pay-ins whose funding window closed, in the order they were made, each as of its deadline', async () => {
    const world = await payinWorld(4);
    const windows = [30_000, 10_000, 20_000, 90_000];
    const transferIds = [];
    for (const windowMs of windows) {
      world.platform.core.settings.fundingWindowMs = windowMs;
      transferIds.push(await world.transfer((await world.quote()).id));
    }
    const start = world.clock.now();
    const eventsBefore = world.platform.events(KEY).length;
    world.clock.advance(60_000);
    await world.call('GET', `/v3/customers/${world.ready.customerId}`);

    const canceled = world.platform.events(KEY).slice(eventsBefore).map((event) => [event.type, event.data.id, event.data.state, event.data.updatedAt]);
    expect(canceled).toEqual(
      transferIds.slice(0, 3).map((id, index) => ['transfer.state_changed', id, 'canceled', new Date(start + (windows[index] as number)).toISOString()]),
    );
    const open = await world.call('GET', `/v3/transfers/${transferIds[3]}`);
    expect(open.data.state).toBe('awaiting_funds');
  });
});

describe('given issued accounts that provision at different times', () => {
  it('should make them ready earliest first, each as of its own time', async () => {
    const world = await payinWorld(5);
    const accounts = [];
    for (const provisioningMs of [3_000, 1_000, 2_000]) {
      world.platform.core.settings.provisioningMs = provisioningMs;
      const created = await world.call('POST', `/v3/customers/${world.ready.customerId}/accounts`, { origin: 'issued', type: 'wallet', currency: 'USDC' });
      expect(created.status).toBe(201);
      accounts.push({ id: created.data.id, readyAt: new Date(world.clock.now() + provisioningMs).toISOString() });
    }
    const eventsBefore = world.platform.events(KEY).length;
    world.clock.advance(5_000);
    await world.call('GET', `/v3/customers/${world.ready.customerId}`);

    const ready = world.platform.events(KEY).slice(eventsBefore).map((event) => [event.type, event.data.id, event.data.status, event.data.updatedAt]);
    const byTime = [accounts[1], accounts[2], accounts[0]] as { id: string; readyAt: string }[];
    expect(ready).toEqual(byTime.map((account) => ['account.status_changed', account.id, 'ready', account.readyAt]));
  });
});

describe('given a fake that has stored thousands of quotes and transfers', () => {
  it('should answer a read in about the time it takes with a hundred', { timeout: 120_000 }, async () => {
    const small = await payinWorld(1);
    const large = await payinWorld(2);
    await storeQuotes(small, 100);
    await storeQuotes(large, 4_000);

    // Interleaved, so both sizes meet the same machine load.
    const timings = { small: [] as number[], large: [] as number[] };
    for (let round = 0; round < 300; round += 1) {
      for (const [size, world] of [['small', small], ['large', large]] as const) {
        const began = performance.now();
        const read = await world.call('GET', `/v3/customers/${world.ready.customerId}`);
        timings[size].push(performance.now() - began);
        expect(read.status).toBe(200);
      }
    }
    // Before the due-time index every request scanned every quote and transfer: about 9x at 4,000 quotes.
    expect(median(timings.large) / median(timings.small)).toBeLessThan(3);
  });
});
