import { describe, expect, it } from 'vitest';
import { createPaykitClient, isPaykitError } from '../../core/client/index.js';
import { createFakePlatform } from '../platform/createFakePlatform.js';
import { runScenario } from '../scenarios/index.js';
import { createFakeKitBackend } from './createFakeKitBackend.js';

describe('given the fake kit backend', () => {
  it('should serve the signed-in customer through the real proxy', async () => {
    const platform = createFakePlatform({ seed: 1 });
    const { customerId } = await runScenario(platform, 'individualWithOpenTasks');
    const backend = createFakeKitBackend({ platform, customerId });
    const client = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });

    const customer = await client.getCustomer();
    expect(customer.id).toBe(customerId);
    const tasks = await client.listTasks({ status: 'action_required' });
    expect(tasks.data.length).toBeGreaterThan(0);
  });

  it("should carry the kit client's document upload through the proxy's stream onto the fake", async () => {
    const platform = createFakePlatform({ seed: 1 });
    const { customerId } = await runScenario(platform, 'individualWithOpenTasks');
    const backend = createFakeKitBackend({ platform, customerId });
    const client = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
    const content = new Uint8Array(300_000);
    content.set(new TextEncoder().encode('%PDF-1.7\n'));

    const document = await client.uploadDocument({
      file: new File([content], 'bill.txt', { type: 'text/plain' }),
      purpose: 'utility_bill',
    });
    expect(document).toMatchObject({
      customerId,
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
      size: 300_000,
      documentType: 'utility_bill',
    });
    expect((await client.listDocuments()).data.map((listed) => listed.id)).toContain(document.id);
    const refused = await client
      .uploadDocument({ file: new File(['<html></html>'], 'bill.pdf'), purpose: 'utility_bill' })
      .catch((caught: unknown) => caught);
    expect(isPaykitError(refused) && refused.status).toBe(422);
  });

  it('should refuse a signed-out page', async () => {
    const platform = createFakePlatform({ seed: 1 });
    const backend = createFakeKitBackend({ platform, customerId: null });
    const client = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
    const error = await client.getCustomer().catch((caught: unknown) => caught);
    expect(isPaykitError(error) && error.status).toBe(401);
  });
});
