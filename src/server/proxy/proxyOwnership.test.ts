// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UPSTREAM, createProxyHarness, json, type UpstreamAnswer } from './test-support/recordingUpstream.js';

/** Records owned by alice or bob; the answer serves them like the API would. */
const owners: Record<string, string> = {
  quo_alice: 'cus_alice',
  quo_bob: 'cus_bob',
  tr_alice: 'cus_alice',
  tr_bob: 'cus_bob',
  tsk_alice: 'cus_alice',
  tsk_bob: 'cus_bob',
};

const answer: UpstreamAnswer = (request) => {
  const path = new URL(request.url).pathname;
  const read = /^\/v3\/(?:quotes|transfers|tasks)\/([a-z]+_[A-Za-z0-9]+)$/.exec(path);
  if (request.method === 'GET' && read) {
    const id = read[1] as string;
    return owners[id] ? json({ data: { id, customerId: owners[id] } }) : json({ code: 'not_found' }, 404);
  }
  const accounts = /^\/v3\/customers\/(cus_[a-z]+)\/accounts$/.exec(path);
  if (accounts) {
    const cursor = new URL(request.url).searchParams.get('cursor');
    // Two pages: the second holds the customer's own acc_<name>2.
    const name = (accounts[1] as string).slice(4);
    return cursor === null
      ? json({ data: [{ id: `acc_${name}1` }], hasMore: true, nextCursor: 'page2' })
      : json({ data: [{ id: `acc_${name}2` }], hasMore: false, nextCursor: null });
  }
  return json({ data: { ok: true } });
};

const calls = (harness: ReturnType<typeof createProxyHarness>) =>
  harness.calls.map((call) => `${call.method} ${call.url.slice(UPSTREAM.length)}`);

describe('given a quote or transfer read', () => {
  it("should answer the session's own record with the ownership read itself", async () => {
    const harness = createProxyHarness({ answer });
    const response = await harness.send('GET', '/quotes/quo_alice');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: 'quo_alice', customerId: 'cus_alice' } });
    expect(calls(harness)).toEqual(['GET /v3/quotes/quo_alice']);
  });

  it.each([
    ['/quotes/quo_bob', 'quote_not_found'],
    ['/quotes/quo_missing', 'quote_not_found'],
    ['/transfers/tr_bob', 'transfer_not_found'],
    ['/transfers/tr_bob/instructions', 'transfer_not_found'],
    ['/transfers/tr_bob/tasks', 'transfer_not_found'],
  ])("should answer 404 for another customer's %s, revealing nothing", async (path, code) => {
    const harness = createProxyHarness({ answer });
    const response = await harness.send('GET', path);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code });
    expect(text).not.toContain('cus_bob');
    expect(calls(harness)).toHaveLength(1);
    expect(calls(harness)[0]).toMatch(/^GET \/v3\/(quotes|transfers)\/[a-z]+_[a-z]+$/);
  });
});

describe('given an effectful call on a record outside the customer path', () => {
  it("should prove the transfer is the session's before canceling it", async () => {
    const harness = createProxyHarness({ answer });
    expect((await harness.send('POST', '/transfers/tr_alice/cancel')).status).toBe(200);
    expect(calls(harness)).toEqual(['GET /v3/transfers/tr_alice', 'POST /v3/transfers/tr_alice/cancel']);
    const refused = createProxyHarness({ answer });
    expect((await refused.send('POST', '/transfers/tr_bob/cancel')).status).toBe(404);
    expect(calls(refused)).toEqual(['GET /v3/transfers/tr_bob']);
  });

  it("should read the quote named in the body before creating a transfer, and refuse another's", async () => {
    const harness = createProxyHarness({ answer });
    expect((await harness.send('POST', '/transfers', { json: { quoteId: 'quo_alice', memo: 'Rent' } })).status).toBe(200);
    expect(calls(harness)).toEqual(['GET /v3/quotes/quo_alice', 'POST /v3/transfers']);
    expect(harness.calls[1]?.body).toBe('{"quoteId":"quo_alice","memo":"Rent"}');
    const refused = createProxyHarness({ answer });
    expect(await (await refused.send('POST', '/transfers', { json: { quoteId: 'quo_bob' } })).json()).toMatchObject({
      status: 404,
      code: 'quote_not_found',
    });
    expect(calls(refused)).toEqual(['GET /v3/quotes/quo_bob']);
  });

  it.each([{}, { quoteId: '../quotes/quo_alice' }, { quoteId: 42 }])(
    'should refuse the transfer body %j without any call',
    async (body) => {
      const harness = createProxyHarness({ answer });
      const response = await harness.send('POST', '/transfers', { json: body });
      expect(response.status).toBe(400);
      expect(harness.calls).toHaveLength(0);
    },
  );

  it("should write the session's customer into a quote", async () => {
    const harness = createProxyHarness({ answer });
    await harness.send('POST', '/quotes', {
      json: { capabilityId: 'ach_pooled', in: { currency: 'USD', amount: '10' }, out: { currency: 'USDC' }, destinationId: 'acc_1' },
    });
    expect(calls(harness)).toEqual(['POST /v3/quotes']);
    expect(JSON.parse(harness.calls[0]?.body ?? '')).toMatchObject({ customerId: 'cus_alice', capabilityId: 'ach_pooled' });
  });

  it("should prove a sandbox task review is on the session's task", async () => {
    const harness = createProxyHarness({ answer });
    expect((await harness.send('POST', '/sandbox/tasks/tsk_bob/review', { json: { outcome: 'accepted' } })).status).toBe(404);
    expect((await harness.send('POST', '/sandbox/tasks/tsk_alice/review', { json: { outcome: 'accepted' } })).status).toBe(200);
    expect(calls(harness)).toEqual(['GET /v3/tasks/tsk_bob', 'GET /v3/tasks/tsk_alice', 'POST /v3/sandbox/tasks/tsk_alice/review']);
  });

  it("should prove a sandbox task scoped to a transfer names the session's transfer", async () => {
    const harness = createProxyHarness({ answer });
    const response = await harness.send('POST', '/sandbox/tasks', {
      json: { scope: { type: 'transfer', transferId: 'tr_bob' }, items: [] },
    });
    expect(response.status).toBe(404);
    expect(calls(harness)).toEqual(['GET /v3/transfers/tr_bob']);
  });

  it("should find the account among the session's own accounts, page by page, before a top-up", async () => {
    const harness = createProxyHarness({ answer });
    expect((await harness.send('POST', '/sandbox/accounts/acc_alice2/topup', { json: { amount: '5', currency: 'USDC' } })).status).toBe(
      200,
    );
    expect(calls(harness)).toEqual([
      'GET /v3/customers/cus_alice/accounts?limit=100',
      'GET /v3/customers/cus_alice/accounts?limit=100&cursor=page2',
      'POST /v3/sandbox/accounts/acc_alice2/topup',
    ]);
    const refused = createProxyHarness({ answer });
    expect(
      await (await refused.send('POST', '/sandbox/accounts/acc_bob1/topup', { json: { amount: '5', currency: 'USDC' } })).json(),
    ).toMatchObject({
      status: 404,
      code: 'account_not_found',
    });
    expect(refused.calls.every((call) => call.method === 'GET' && call.url.startsWith(`${UPSTREAM}/v3/customers/cus_alice/`))).toBe(true);
  });

  it('should relay an upstream key problem met during the proof as a 502, and go no further', async () => {
    const harness = createProxyHarness({ answer: () => json({ code: 'unauthorized' }, 401) });
    const response = await harness.send('POST', '/transfers/tr_alice/cancel');
    expect(response.status).toBe(502);
    expect(calls(harness)).toEqual(['GET /v3/transfers/tr_alice']);
  });

  it('should treat a record without an owner as foreign', async () => {
    const harness = createProxyHarness({ answer: () => json({ data: { id: 'tr_x' } }) });
    expect((await harness.send('POST', '/transfers/tr_x/cancel')).status).toBe(404);
    expect(harness.calls).toHaveLength(1);
  });
});
