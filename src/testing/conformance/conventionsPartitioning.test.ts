import { describe, expect, it } from 'vitest';
import { useFakePlatformServer as serveFakePlatformPerFile } from './harness.js';

const env = serveFakePlatformPerFile();

describe('given data partitioned by developer and environment', () => {
  it("should answer 404 customer_not_found with the production key and with another developer's key", async () => {
    const created = await env.api.post('/v3/customers', {
      type: 'business',
      relatedParties: [{ partyType: 'person', roles: ['director'], person: { firstName: 'A', lastName: 'B' } }],
    });
    const id = created.body.data.id;
    const partyId = created.body.data.relatedParties[0].id;
    for (const [name, client] of [
      ['production', env.production],
      ['other developer', env.other],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', `/v3/customers/${id}`],
        ['PATCH', `/v3/customers/${id}`, { metadata: { a: 1 } }],
        ['DELETE', `/v3/customers/${id}`],
        ['POST', `/v3/customers/${id}/export`],
        ['GET', `/v3/customers/${id}/related-parties`],
        [
          'POST',
          `/v3/customers/${id}/related-parties`,
          { partyType: 'person', roles: ['officer'], person: { firstName: 'C', lastName: 'D' } },
        ],
        ['GET', `/v3/customers/${id}/related-parties/${partyId}`],
        ['GET', `/v3/customers/${id}/documents`],
        ['GET', `/v3/customers/${id}/rules`],
      ] as const) {
        const response = await client.call(method, path, { body });
        expect(response.status, `${name}: ${method} ${path}`).toBe(404);
        expect(response.body.code).toBe('customer_not_found');
      }
    }
    expect((await env.api.get(`/v3/customers/${id}`)).body.data).toEqual(created.body.data);
  });

  it("should list only the key's own customers", async () => {
    const mine = await env.api.post('/v3/customers', { type: 'individual', externalId: 'partition-mine' });
    const production = await env.production.post('/v3/customers', { type: 'individual', externalId: 'partition-mine' });
    const listedMine = await env.api.get('/v3/customers?externalId=partition-mine');
    const listedProduction = await env.production.get('/v3/customers?externalId=partition-mine');
    const listedOther = await env.other.get('/v3/customers?externalId=partition-mine');
    expect(listedMine.body.data.map((customer: any) => customer.id)).toEqual([mine.body.data.id]);
    expect(listedProduction.body.data.map((customer: any) => customer.id)).toEqual([production.body.data.id]);
    expect(listedOther.body.data).toEqual([]);
  });
});

describe('given sandbox-only routes', () => {
  const sandboxPath = '/v3/sandbox/transfers/tr_notthere000/state';

  it('should refuse a production key with 403 forbidden', async () => {
    const response = await env.production.post(sandboxPath, { state: 'completed' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'forbidden', retryable: false });
  });

  it('should need no Idempotency-Key with a sandbox key', async () => {
    const withoutKey = await env.api.post(sandboxPath, { state: 'completed' }, { idempotencyKey: false });
    const withKey = await env.api.post(sandboxPath, { state: 'completed' });
    expect(withoutKey.status).not.toBe(403);
    expect(withoutKey.body.errors ?? []).not.toContainEqual(expect.objectContaining({ pointer: '/headers/Idempotency-Key' }));
    expect(withoutKey.status).toBe(withKey.status);
    expect(withoutKey.body.code).toBe(withKey.body.code);
  });
});
