import { expect } from 'vitest';
import { runScenario, type ScenarioResult } from '../../scenarios/index.js';
import { createManualClock, type ManualClock } from '../clock.js';
import { createFakePlatform, type FakePlatformOptions } from '../createFakePlatform.js';

/** The sandbox key of every world; its partition is developer `demo`'s. */
export const WORLD_KEY = 'sk_sandbox_demo';

/** The fields of a quote, transfer, account or customer these tests read. */
export interface ResourceRead {
  id: string;
  state?: string;
  expiresAt: string;
  updatedAt?: string;
}

/** A customer of the world made by the `readyForPayments` scenario. */
export type ReadyCustomer = ScenarioResult<'readyForPayments'>;

/**
 * A fake on a manual clock (effects at once) with a customer whose ach_pooled pay-ins fund an
 * issued wallet, for tests of the work the fake does as data builds up: `visitsDuring` counts the
 * stored records a request visits (scans and indexes), which does not depend on the machine's load.
 */
export async function payinWorld(seed: number, options: Omit<FakePlatformOptions, 'seed' | 'clock' | 'effectLatencyMs'> = {}) {
  const clock: ManualClock = createManualClock('2026-05-01T12:00:00.000Z');
  const platform = createFakePlatform({ ...options, seed, clock, effectLatencyMs: 0 });
  const ready = await runScenario(platform, 'readyForPayments', { apiKey: WORLD_KEY });
  const partition = platform.core.partition('demo', 'sandbox');
  let keys = 0;
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: ResourceRead; body: unknown }> {
    const headers: Record<string, string> = { 'X-API-Key': WORLD_KEY };
    if (method !== 'GET') Object.assign(headers, { 'Idempotency-Key': `work-${(keys += 1)}`, 'Content-Type': 'application/json' });
    const response = await platform.handle(
      new Request(`http://fake.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    const json = (await response.json()) as { data: ResourceRead };
    return { status: response.status, data: json.data, body: json };
  }
  const world = {
    platform,
    clock,
    ready,
    call,
    /** Another customer in the same partition, ready for payments. */
    anotherCustomer: (): Promise<ReadyCustomer> => runScenario(platform, 'readyForPayments', { apiKey: WORLD_KEY }),
    /** Quotes a pay-in of `amount` USD into `customer`'s wallet; returns the quote. */
    async quote(amount = '10.00', customer: ReadyCustomer = ready): Promise<ResourceRead> {
      const quote = await call('POST', '/v3/quotes', {
        customerId: customer.customerId,
        capabilityId: customer.capabilityId,
        in: { amount, currency: 'USD' },
        out: { currency: 'USDC' },
        destinationId: customer.walletAccountId,
      });
      expect(quote.status).toBe(201);
      return quote.data;
    },
    /** Executes `quoteId` into a transfer; returns its id. */
    async transfer(quoteId: string): Promise<string> {
      const transfer = await call('POST', '/v3/transfers', { quoteId });
      expect(transfer.status).toBe(201);
      return transfer.data.id;
    },
    /** How many stored records `request` visited (scans of collections and reads of their indexes). */
    async visitsDuring(request: () => Promise<unknown>): Promise<number> {
      const before = partition.recordsVisited;
      await request();
      return partition.recordsVisited - before;
    },
  };
  return world;
}

/** A world made by {@link payinWorld}. */
export type PayinWorld = Awaited<ReturnType<typeof payinWorld>>;
