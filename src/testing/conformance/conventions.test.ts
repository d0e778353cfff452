import { describe, expect, it } from 'vitest';
import { customerSchema, relatedPartySchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile, type ApiClient, type ListBody } from './harness.js';

const env = serveFakePlatformPerFile();
const ERRORS_URL = 'https://errors.payments.example/v3';
const RFC3339_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let developerCount = 0;
/** A fresh developer's sandbox, so a list holds only what the test made. */
const freshClient = (): ApiClient => env.client(`sk_sandbox_conventions${++developerCount}`);

let customerCount = 0;

async function createCustomers(client: ApiClient, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await client.post('/v3/customers', { type: 'individual', externalId: `c-${++customerCount}` });
    expect(response.status).toBe(201);
    ids.push(response.body.data.id);
  }
  return ids;
}

/** Every id of a list, following nextCursor. */
async function readAll(client: ApiClient, path: string, limit: number, between: () => Promise<void> = async () => {}): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response: { status: number; body: ListBody } = await client.get(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...response.body.data.map((item: any) => item.id));
    expect(response.body.hasMore).toBe(response.body.nextCursor !== null);
    cursor = response.body.nextCursor;
    if (cursor) await between();
  } while (cursor);
  return ids;
}

describe('given list pagination', () => {
  it('should page 25 by default, with hasMore and nextCursor, and null at the end', async () => {
    const client = freshClient();
    const ids = await createCustomers(client, 27);
    const first = await client.get('/v3/customers');
    expect(first.body.data).toHaveLength(25);
    expect(first.body.hasMore).toBe(true);
    expect(typeof first.body.nextCursor).toBe('string');
    first.body.data.forEach((customer: unknown) => customerSchema.parse(customer));
    const second = await client.get(`/v3/customers?cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect([...first.body.data, ...second.body.data].map((customer: any) => customer.id)).toEqual(ids);
  });

  it('should take limit 1 and 100', async () => {
    const client = freshClient();
    await createCustomers(client, 2);
    expect((await client.get('/v3/customers?limit=1')).body.data).toHaveLength(1);
    expect((await client.get('/v3/customers?limit=100')).body.data).toHaveLength(2);
  });

  it.each(['0', '101', 'abc', '-1', '1.5', ''])('should refuse limit=%s with 400 validation_error', async (limit) => {
    for (const path of [
      '/v3/customers',
      `/v3/customers/${(await env.api.post('/v3/customers', { type: 'business' })).body.data.id}/related-parties`,
    ]) {
      const response = await env.api.get(`${path}?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_error');
      expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/query/limit' })]);
    }
  });

  it('should neither skip nor repeat while customers are inserted between pages', async () => {
    const client = freshClient();
    const original = await createCustomers(client, 7);
    const inserted: string[] = [];
    const seen = await readAll(client, '/v3/customers', 2, async () => {
      const response = await client.post('/v3/customers', { type: 'business' });
      inserted.push(response.body.data.id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, original.length)).toEqual(original);
    expect(seen).toEqual([...original, ...inserted.slice(0, seen.length - original.length)]);
  });

  it('should page related parties the same way while parties are added', async () => {
    const customer = await env.api.post('/v3/customers', {
      type: 'business',
      relatedParties: ['Ada', 'Ben', 'Cem', 'Dan', 'Eva'].map((firstName) => ({
        partyType: 'person',
        roles: ['director'],
        person: { firstName, lastName: 'Lee' },
      })),
    });
    const path = `/v3/customers/${customer.body.data.id}/related-parties`;
    const original = customer.body.data.relatedParties.map((party: any) => party.id);
    let added = 0;
    const seen = await readAll(env.api, path, 2, async () => {
      added += 1;
      await env.api.post(path, { partyType: 'person', roles: ['officer'], person: { firstName: `New${added}`, lastName: 'Lee' } });
    });
    expect(seen.slice(0, 5)).toEqual(original);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await env.api.get(`${path}?limit=100`)).body.data.map((party: unknown) => relatedPartySchema.parse(party).id);
    expect(seen).toEqual(all);
  });

  it('should refuse a cursor it did not issue with 400 validation_error', async () => {
    const response = await env.api.get('/v3/customers?cursor=not-a-cursor');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/query/cursor' })]);
  });
});

describe('given updatedAfter', () => {
  it('should return records updated at or after the instant, the exact timestamp included', async () => {
    const client = freshClient();
    const [first] = await createCustomers(client, 1);
    env.clock.advance(1_000);
    const at = env.platform.core.nowIso();
    const [second] = await createCustomers(client, 1);
    env.clock.advance(1);
    const [third] = await createCustomers(client, 1);
    const listed = await client.get(`/v3/customers?updatedAfter=${encodeURIComponent(at)}`);
    expect(listed.body.data.map((customer: any) => customer.id)).toEqual([second, third]);

    env.clock.advance(1_000);
    const patchedAt = env.platform.core.nowIso();
    await client.patch(`/v3/customers/${first}`, { metadata: { touched: true } });
    const afterPatch = await client.get(`/v3/customers?updatedAfter=${encodeURIComponent(patchedAt)}`);
    expect(afterPatch.body.data.map((customer: any) => customer.id)).toEqual([first]);
  });

  it('should accept an offset timestamp', async () => {
    const client = freshClient();
    await createCustomers(client, 1);
    const shifted = new Date(env.platform.core.clock.now()).toISOString().replace('Z', '+00:00');
    expect((await client.get(`/v3/customers?updatedAfter=${encodeURIComponent(shifted)}`)).body.data).toHaveLength(1);
  });

  it.each(['yesterday', '2026-05-01', '1714564800000'])('should refuse updatedAfter=%s with 400 validation_error', async (value) => {
    const response = await env.api.get(`/v3/customers?updatedAfter=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/query/updatedAfter' })]);
  });
});

describe('given unsupported query parameters', () => {
  it.each([
    ['/v3/customers?sort=asc', 'sort'],
    ['/v3/customers?limit=2&expand=relatedParties', 'expand'],
  ])('should refuse %s with 400 unknown_parameter', async (path, name) => {
    const response = await env.api.get(path);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'unknown_parameter', retryable: false });
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: `/query/${name}` })]);
  });

  it('should refuse parameters a single read or another list does not take', async () => {
    const customer = await env.api.post('/v3/customers', { type: 'business' });
    expect((await env.api.get(`/v3/customers/${customer.body.data.id}?limit=1`)).body.code).toBe('unknown_parameter');
    expect((await env.api.get(`/v3/customers/${customer.body.data.id}/related-parties?externalId=x`)).body.code).toBe('unknown_parameter');
  });
});

describe('given timestamps and problems', () => {
  it('should show timestamps as RFC 3339 with milliseconds', async () => {
    const customer = await env.api.post('/v3/customers', {
      type: 'business',
      relatedParties: [{ partyType: 'person', roles: ['director'], person: { firstName: 'A', lastName: 'B' } }],
    });
    const party = customer.body.data.relatedParties[0];
    for (const value of [customer.body.data.createdAt, customer.body.data.updatedAt, party.createdAt, party.updatedAt])
      expect(value).toMatch(RFC3339_MS);
  });

  it('should answer problem+json with type, title, status, code, detail and correlationId mirroring X-Request-Id', async () => {
    const response = await env.api.get('/v3/customers/cus_missing0001');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(response.body).toMatchObject({
      type: `${ERRORS_URL}/customer-not-found`,
      title: expect.any(String),
      status: 404,
      code: 'customer_not_found',
      detail: expect.any(String),
      correlationId: requestId,
    });
  });

  it('should spell every code of the problem type with hyphens and echo a given request id', async () => {
    const cases: [Promise<any>, string][] = [
      [env.api.post('/v3/customers', { type: 'x' }, { headers: { 'X-Request-Id': 'req-given-1' } }), 'validation-error'],
      [
        env.api.post('/v3/customers', { type: 'individual', business: {} }, { headers: { 'X-Request-Id': 'req-given-2' } }),
        'invalid-field-for-type',
      ],
      [env.api.get('/v3/customers?bogus=1', { headers: { 'X-Request-Id': 'req-given-3' } }), 'unknown-parameter'],
    ];
    for (const [pending, slug] of cases) {
      const response = await pending;
      expect(response.body.type).toBe(`${ERRORS_URL}/${slug}`);
      expect(response.body.correlationId).toBe(response.headers.get('x-request-id'));
      expect(response.body.correlationId).toMatch(/^req-given-\d$/);
    }
  });

  it('should put errors[] pointers on every field problem', async () => {
    const response = await env.api.post('/v3/customers', { type: 'individual', individual: { email: 'x', phone: 'y' } });
    for (const error of response.body.errors)
      expect(error).toEqual({ pointer: expect.stringMatching(/^\/individual\//), code: expect.any(String), message: expect.any(String) });
  });
});
