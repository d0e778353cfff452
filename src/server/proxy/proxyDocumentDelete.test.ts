// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM, createProxyHarness } from './test-support/recordingUpstream.js';
import { createTwoCustomerWorld } from './test-support/twoCustomers.js';

let world: Awaited<ReturnType<typeof createTwoCustomerWorld>>;
beforeAll(async () => {
  world = await createTwoCustomerWorld();
});

const sessionOf = (customerId: string) =>
  createProxyHarness({ answer: world.answer, getCustomerId: () => customerId, limits: { requestsPerMinute: 10_000 } });

const documentIds = async (harness: ReturnType<typeof sessionOf>, customerId: string): Promise<string[]> => {
  const response = await harness.send('GET', '/documents', { customerId });
  return ((await response.json()) as { data: { id: string }[] }).data.map((document) => document.id);
};

describe('given DELETE /documents/{documentId} through the proxy', () => {
  it("should refuse another customer's document with 404, under the session's own customer, and keep it", async () => {
    const { alice, bob } = world;
    const bobSession = sessionOf(bob.customerId);
    const response = await bobSession.send('DELETE', `/documents/${alice.documentId}`, { customerId: bob.customerId });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(alice.customerId);
    expect(bobSession.calls.map((call) => `${call.method} ${call.url.slice(UPSTREAM.length)}`)).toEqual([
      `DELETE /v3/customers/${bob.customerId}/documents/${alice.documentId}`,
    ]);
    expect(await documentIds(sessionOf(alice.customerId), alice.customerId)).toContain(alice.documentId);
  });

  it("should delete the session's own document", async () => {
    const { bob } = world;
    const session = sessionOf(bob.customerId);
    const response = await session.send('DELETE', `/documents/${bob.documentId}`, { customerId: bob.customerId });
    expect(response.status).toBe(204);
    expect(await documentIds(session, bob.customerId)).not.toContain(bob.documentId);
  });
});
