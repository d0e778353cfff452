import { describe, expect, it } from 'vitest';
import { payinWorld, WORLD_KEY as KEY, type PayinWorld as World } from './test-support/payinWorld.js';

/** Stores `count` quotes, 100 ms apart (most of them expire as time goes on), every fourth executed into a pay-in awaiting funds. */
async function storeQuotes(world: World, count: number): Promise<{ quoteId: string; transferId: string }> {
  let last = { quoteId: '', transferId: '' };
  for (let index = 0; index < count; index += 1) {
    const quote = await world.quote();
    if (index % 4 === 0) last = { quoteId: quote.id, transferId: await world.transfer(quote.id) };
    world.clock.advance(100);
  }
  return last;
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

    const canceled = world.platform
      .events(KEY)
      .slice(eventsBefore)
      .map((event) => [event.type, event.data.id, event.data.state, event.data.updatedAt]);
    expect(canceled).toEqual(
      transferIds
        .slice(0, 3)
        .map((id, index) => ['transfer.state_changed', id, 'canceled', new Date(start + (windows[index] as number)).toISOString()]),
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
      const created = await world.call('POST', `/v3/customers/${world.ready.customerId}/accounts`, {
        origin: 'issued',
        type: 'wallet',
        currency: 'USDC',
      });
      expect(created.status).toBe(201);
      accounts.push({ id: created.data.id, readyAt: new Date(world.clock.now() + provisioningMs).toISOString() });
    }
    const eventsBefore = world.platform.events(KEY).length;
    world.clock.advance(5_000);
    await world.call('GET', `/v3/customers/${world.ready.customerId}`);

    const ready = world.platform
      .events(KEY)
      .slice(eventsBefore)
      .map((event) => [event.type, event.data.id, event.data.status, event.data.updatedAt]);
    const byTime = [accounts[1], accounts[2], accounts[0]] as { id: string; readyAt: string }[];
    expect(ready).toEqual(byTime.map((account) => ['account.status_changed', account.id, 'ready', account.readyAt]));
  });
});

describe('given a fake that has stored thousands of quotes and transfers', () => {
  it('should visit no more stored records to answer a read than with a hundred', { timeout: 60_000 }, async () => {
    const smallWorld = await payinWorld(1);
    const largeWorld = await payinWorld(2);
    const stored = { small: await storeQuotes(smallWorld, 100), large: await storeQuotes(largeWorld, 2_000) };

    const visitsOfReads = async (world: World, { quoteId, transferId }: { quoteId: string; transferId: string }) => {
      const { customerId } = world.ready;
      const paths = [
        `/v3/customers/${customerId}`,
        `/v3/customers/${customerId}/accounts`,
        `/v3/quotes/${quoteId}`,
        `/v3/transfers/${transferId}`,
        `/v3/transfers/${transferId}/instructions`,
      ];
      // A first read does what fell due since the last request (and builds the indexes it reads); the same reads then cost what they read.
      for (const path of paths) await world.call('GET', path);
      const visits: Record<string, number> = {};
      for (const path of paths) {
        visits[path.replaceAll(/(cus|quo|tr)_\w+/g, '$1_…')] = await world.visitsDuring(async () =>
          expect((await world.call('GET', path)).status).toBe(200),
        );
      }
      return visits;
    };
    // Each time-driven step (quote expiry, funding windows, provisioning) runs before every request:
    // before the due-time index it scanned every quote and transfer, 2,000 and 500 of them here.
    const small = await visitsOfReads(smallWorld, stored.small);
    expect(await visitsOfReads(largeWorld, stored.large)).toEqual(small);
  });
});
