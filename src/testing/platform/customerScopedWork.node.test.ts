/**
 * A customer's requests cost what that customer holds, never what other customers of the same
 * partition hold: every visitor of the merchant demo shares one partition. Work is counted as the
 * stored records a request visits (scans and index reads), which the machine's load cannot change.
 */
import { describe, expect, it } from 'vitest';
import { transfersOf } from './resources/transfers/store.js';
import { payinWorld, type PayinWorld, type ReadyCustomer } from './test-support/payinWorld.js';

interface TaskRead {
  id: string;
  revision: number;
  requirements: { id: string }[];
  verificationSessions: { url?: string }[];
  tosSessions: { url?: string }[];
}

interface Page {
  data: { id: string }[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * What a customer does in the demo, step by step, with the records each step visited: payments
 * (a pay-in, an exact zero-fee payout, the transfer list page by page), the money reads, a task
 * answered and reviewed, an export, and a hosted verification page of a card request.
 */
async function journey(world: PayinWorld, customer: ReadyCustomer): Promise<[string, number][]> {
  const { customerId } = customer;
  const steps: [string, number][] = [];
  const step = async (name: string, action: () => Promise<unknown>) => steps.push([name, await world.visitsDuring(action)]);
  const ok = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await world.call(method, path, body);
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    return response.body as T;
  };

  await step('pay-in', async () => world.transfer((await world.quote('25.00', customer)).id));
  await step('exact zero-fee payout', async () => {
    const quote = await ok<{ data: { id: string; fees: { amount: string }[] } }>('POST', '/v3/quotes', {
      customerId,
      capabilityId: customer.capabilityId,
      in: { currency: 'USDC' },
      out: { currency: 'USD', amount: '1.00' },
      destinationId: customer.destinationId,
    });
    expect(quote.data.fees.every((fee) => Number(fee.amount) === 0)).toBe(true);
    await ok('POST', '/v3/transfers', { quoteId: quote.data.id });
  });
  await step('transfer list, two pages', async () => {
    const first = await ok<Page>('GET', `/v3/transfers?customerId=${customerId}&limit=1`);
    await ok('GET', `/v3/transfers?customerId=${customerId}&limit=1&cursor=${first.nextCursor}`);
  });
  await step('transfers in processing', () => ok('GET', `/v3/transfers?customerId=${customerId}&state=processing`));
  for (const path of [
    'accounts',
    'capabilities',
    'tasks',
    'recipients',
    `recipients/${customer.recipientId}/destinations`,
    'documents',
    'rules',
  ]) {
    await step(path.replace(/rcp_\w+/, 'rcp_…'), () => ok('GET', `/v3/customers/${customerId}/${path}`));
  }
  await step('a task answered, reviewed, read back', async () => {
    const { data: task } = await ok<{ data: TaskRead }>('POST', '/v3/sandbox/tasks', {
      scope: { type: 'customer', customerId },
      items: [{ request: 'text' }],
    });
    const answers = task.requirements.map((requirement) => ({
      requirementId: requirement.id,
      answerType: 'text',
      value: 'Freelance design work',
    }));
    await ok('POST', `/v3/customers/${customerId}/tasks/${task.id}/submissions`, { taskRevision: task.revision, answers });
    await ok('POST', `/v3/sandbox/tasks/${task.id}/review`, { outcome: 'accepted' });
    await ok('GET', `/v3/customers/${customerId}/tasks/${task.id}/history`);
    await ok('GET', `/v3/customers/${customerId}/tasks/${task.id}/submissions`);
  });
  await step('export', () => ok('POST', `/v3/customers/${customerId}/export`, {}));
  await step('hosted verification page', async () => {
    await ok('POST', `/v3/customers/${customerId}/capabilities/card`, {});
    const tasks = await ok<Page>('GET', `/v3/customers/${customerId}/tasks?limit=100&status=action_required`);
    const urls: string[] = [];
    for (const { id } of tasks.data) {
      const { data: task } = await ok<{ data: TaskRead }>('GET', `/v3/customers/${customerId}/tasks/${id}`);
      for (const session of [...task.verificationSessions, ...task.tosSessions]) if (session.url) urls.push(session.url);
    }
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect((await world.platform.handle(new Request(url))).status).toBe(200);
  });
  return steps;
}

/** The steps of `me`'s journey, measured after a first run (which builds what is built on first use), beside `others` customers who made the same journey. */
async function journeyBeside(others: number): Promise<[string, number][]> {
  const world = await payinWorld(7);
  for (let index = 0; index < others; index += 1) await journey(world, await world.anotherCustomer());
  await journey(world, world.ready);
  return journey(world, world.ready);
}

describe('given a customer who shares the partition with many others, as every visitor of the demo does', () => {
  it('should visit the same stored records in each step of its journey, however many others made theirs', { timeout: 60_000 }, async () => {
    const alone = await journeyBeside(0);
    const beside = await journeyBeside(40);

    expect(beside).toEqual(alone);
  });

  it('should list its transfers in the order, pages and filters a scan of every transfer gives', async () => {
    const world = await payinWorld(8);
    const mine = world.ready;
    for (let round = 0; round < 3; round += 1) {
      await journey(world, await world.anotherCustomer());
      await journey(world, mine);
    }
    const scanned = transfersOf(world.platform.core.partition('demo', 'sandbox'))
      .filter((transfer) => transfer.customerId === mine.customerId)
      .sort((a, b) => (a._seq ?? 0) - (b._seq ?? 0));

    for (const state of [undefined, 'processing', 'awaiting_funds']) {
      const listed: string[] = [];
      let cursor: string | null = null;
      do {
        const query = `customerId=${mine.customerId}&limit=2${state ? `&state=${state}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await world.call('GET', `/v3/transfers?${query}`)).body as Page;
        listed.push(...page.data.map((transfer) => transfer.id));
        expect(page.hasMore).toBe(page.nextCursor !== null);
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(listed).toEqual(scanned.filter((transfer) => state === undefined || transfer.state === state).map((transfer) => transfer.id));
    }
    expect(scanned.length).toBeGreaterThan(4);
  });
});
