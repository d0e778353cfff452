// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UPSTREAM, createProxyHarness, json } from './test-support/recordingUpstream.js';

const HISTORY = '/capabilities/sepa_pooled/applications/apl_1/history';
const history = { data: { applicationId: 'apl_1', capabilityId: 'sepa_pooled', tasks: [] } };

const calls = (harness: ReturnType<typeof createProxyHarness>) =>
  harness.calls.map((call) => `${call.method} ${call.url.slice(UPSTREAM.length)}`);

describe("given a read of an application's task history", () => {
  it("should read it under the session's customer only", async () => {
    const harness = createProxyHarness({ answer: () => json(history) });

    const response = await harness.send('GET', HISTORY, { customerId: 'cus_alice' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(history);
    expect(calls(harness)).toEqual([`GET /v3/customers/cus_alice${HISTORY}`]);
  });

  it('should refuse it without a session, calling nothing', async () => {
    const harness = createProxyHarness({ answer: () => json(history) });

    const response = await harness.send('GET', HISTORY, { customerId: null });

    expect(response.status).toBe(401);
    expect(calls(harness)).toEqual([]);
  });

  it.each([
    ['another customer in the path', `/customers/cus_bob${HISTORY}`],
    ['a path under the history', `${HISTORY}/tskh_1`],
    ['a query the route does not take', `${HISTORY}?customerId=cus_bob`],
  ])('should refuse %s, calling nothing', async (_, path) => {
    const harness = createProxyHarness({ answer: () => json(history) });

    const response = await harness.send('GET', path, { customerId: 'cus_alice' });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(calls(harness)).toEqual([]);
  });
});
