import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../core/schemas/index.js';
import { useFakePlatformServer as serveFakePlatformPerFile, type ApiClient } from './harness.js';

const env = serveFakePlatformPerFile();

let developerCount = 0;
/** A fresh developer's sandbox, so counts hold only what the test made. */
const freshClient = (): ApiClient => env.client(`sk_sandbox_idempotency${++developerCount}`);
const countCustomers = async (client: ApiClient): Promise<number> => (await client.get('/v3/customers?limit=100')).body.data.length;

describe('given the Idempotency-Key header', () => {
  it('should refuse an effectful request without one with 400, creating nothing', async () => {
    const client = freshClient();
    const response = await client.post('/v3/customers', { type: 'individual' }, { idempotencyKey: false });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(await countCustomers(client)).toBe(0);
  });

  it('should require it on PATCH and DELETE too', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual' });
    const path = `/v3/customers/${created.body.data.id}`;
    expect((await env.api.patch(path, { metadata: { a: 1 } }, { idempotencyKey: false })).status).toBe(400);
    expect((await env.api.del(path, { idempotencyKey: false })).status).toBe(400);
    expect((await env.api.get(path)).body.data).toEqual(created.body.data);
  });

  it('should take a 255-character key and refuse a 256-character one with 400', async () => {
    expect((await env.api.post('/v3/customers', { type: 'individual' }, { idempotencyKey: 'k'.repeat(255) })).status).toBe(201);
    const response = await env.api.post('/v3/customers', { type: 'individual' }, { idempotencyKey: 'k'.repeat(256) });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
  });

  it('should not need one on a GET', async () => {
    expect((await env.api.get('/v3/customers', { headers: {} })).status).toBe(200);
  });
});

describe('given a replay with the same key, method, path and body', () => {
  it('should return the original response with Idempotency-Replayed: true and create nothing new', async () => {
    const client = freshClient();
    const body = { type: 'individual', externalId: 'replay-1' };
    const first = await client.post('/v3/customers', body, { idempotencyKey: 'replay-key-1' });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    env.clock.advance(60_000);
    const replay = await client.post('/v3/customers', body, { idempotencyKey: 'replay-key-1' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(customerSchema.parse(replay.body.data)).toEqual(first.body.data);
    expect(await countCustomers(client)).toBe(1);
    const created = env.platform.events(`sk_sandbox_idempotency${developerCount}`).filter((event) => event.type === 'customer.created');
    expect(created).toHaveLength(1);
  });

  it('should replay a terminal 4xx as it was', async () => {
    const client = freshClient();
    const invalid = await client.post('/v3/customers', { type: 'robot' }, { idempotencyKey: 'replay-400' });
    expect(invalid.status).toBe(400);
    const replayed = await client.post('/v3/customers', { type: 'robot' }, { idempotencyKey: 'replay-400' });
    expect(replayed.status).toBe(400);
    expect(replayed.headers.get('idempotency-replayed')).toBe('true');
    expect(replayed.body).toEqual(invalid.body);

    await client.post('/v3/customers', { type: 'individual', externalId: 'taken' });
    const conflict = await client.post('/v3/customers', { type: 'business', externalId: 'taken' }, { idempotencyKey: 'replay-409' });
    expect(conflict.status).toBe(409);
    const again = await client.post('/v3/customers', { type: 'business', externalId: 'taken' }, { idempotencyKey: 'replay-409' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicate_external_id');
    expect(again.headers.get('idempotency-replayed')).toBe('true');
  });

  it('should replay a PATCH without applying it again', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual' });
    const path = `/v3/customers/${created.body.data.id}`;
    const first = await env.api.patch(path, { metadata: { step: 1 } }, { idempotencyKey: 'patch-replay' });
    await env.api.patch(path, { metadata: { step: 2 } });
    const replay = await env.api.patch(path, { metadata: { step: 1 } }, { idempotencyKey: 'patch-replay' });
    expect(replay.body).toEqual(first.body);
    expect((await env.api.get(path)).body.data.metadata).toEqual({ step: 2 });
  });
});

describe('given a key reused for something else', () => {
  it('should answer 409 idempotency_conflict for another body, path or method', async () => {
    const client = freshClient();
    const created = await client.post('/v3/customers', { type: 'individual' }, { idempotencyKey: 'reused' });
    const cases = [
      client.post('/v3/customers', { type: 'business' }, { idempotencyKey: 'reused' }),
      client.post(`/v3/customers/${created.body.data.id}/export`, undefined, { idempotencyKey: 'reused' }),
      client.del(`/v3/customers/${created.body.data.id}`, { idempotencyKey: 'reused' }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('idempotency_conflict');
    }
    expect(await countCustomers(client)).toBe(1);
    expect((await client.get(`/v3/customers/${created.body.data.id}`)).status).toBe(200);
  });

  it('should keep keys apart between developers and environments', async () => {
    const body = { type: 'individual' };
    const mine = await env.api.post('/v3/customers', body, { idempotencyKey: 'shared-key' });
    const theirs = await env.other.post('/v3/customers', body, { idempotencyKey: 'shared-key' });
    const production = await env.production.post('/v3/customers', body, { idempotencyKey: 'shared-key' });
    expect([mine.status, theirs.status, production.status]).toEqual([201, 201, 201]);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
    expect(new Set([mine.body.data.id, theirs.body.data.id, production.body.data.id]).size).toBe(3);
  });
});

describe('given two concurrent requests with one key', () => {
  it('should let one win and answer the other 409 idempotency_request_in_progress, retryable', async () => {
    const client = freshClient();
    const body = { type: 'business', externalId: 'concurrent-1' };
    const responses = await Promise.all([
      client.post('/v3/customers', body, { idempotencyKey: 'concurrent-key' }),
      client.post('/v3/customers', body, { idempotencyKey: 'concurrent-key' }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409);
    expect(loser?.body).toMatchObject({ code: 'idempotency_request_in_progress', retryable: true });
    const winner = responses.find((response) => response.status === 201);

    const retry = await client.post('/v3/customers', body, { idempotencyKey: 'concurrent-key' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(retry.body).toEqual(winner?.body);
    expect(await countCustomers(client)).toBe(1);
  });
});
