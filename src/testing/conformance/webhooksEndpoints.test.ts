import { describe, expect, it } from 'vitest';
import { webhookEndpointSchema } from '../../core/schemas/index.js';
import { createFakePlatform } from '../platform/createFakePlatform.js';
import { useFakePlatformServer, type ListBody } from './harness.js';

const env = useFakePlatformServer();

const V3_EVENTS = [
  'transfer.state_changed',
  'transfer.created',
  'transfer.completed',
  'transfer.failed',
  'capability.status_changed',
  'capability.created',
  'account.status_changed',
  'account.created',
  'customer.created',
  'customer.updated',
  'customer.archived',
  'api.deprecation',
];

async function createEndpoint(body: unknown = { url: 'https://hooks.example.com/paykit' }) {
  const response = await env.api.post('/v3/webhooks', body);
  expect(response.status).toBe(201);
  return response.body.data;
}

function pointersOf(body: { errors?: { pointer: string }[] }): string[] {
  return (body.errors ?? []).map((issue) => issue.pointer).sort();
}

describe('given POST /v3/webhooks', () => {
  it('should create an enabled endpoint subscribed to every event, with a whsec_ secret shown once', async () => {
    const response = await env.api.post('/v3/webhooks', { url: 'https://hooks.example.com/a' });
    expect(response.status).toBe(201);
    const endpoint = webhookEndpointSchema.parse(response.body.data);
    expect(endpoint.id).toMatch(/^whk_[A-Za-z0-9]+$/);
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/a',
      events: [],
      status: 'enabled',
      createdAt: '2026-05-01T12:00:00.000Z',
      updatedAt: '2026-05-01T12:00:00.000Z',
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from((endpoint.secret as string).slice('whsec_'.length), 'base64').byteLength).toBeGreaterThanOrEqual(24);

    const read = await env.api.get(`/v3/webhooks/${endpoint.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('secret');
    expect(webhookEndpointSchema.parse(read.body.data)).toMatchObject({
      id: endpoint.id,
      url: endpoint.url,
      events: [],
      status: 'enabled',
    });
  });

  it('should keep the subscription it was given, each a v3 event name', async () => {
    const endpoint = await createEndpoint({ url: 'https://hooks.example.com/b', events: V3_EVENTS });
    expect(endpoint.events).toEqual(V3_EVENTS);
    const narrow = await createEndpoint({ url: 'https://hooks.example.com/c', events: ['customer.created'] });
    expect(narrow.events).toEqual(['customer.created']);
  });

  it('should accept plain http for loopback hosts only, for local development', async () => {
    for (const url of ['http://localhost:3000/hooks', 'http://127.0.0.1:8080/hooks', 'http://[::1]:9000/hooks']) {
      const response = await env.api.post('/v3/webhooks', { url });
      expect(response.status, url).toBe(201);
      expect(webhookEndpointSchema.parse(response.body.data).url).toBe(url);
    }
  });

  it.each([
    ['missing', {}, 'required'],
    ['not a string', { url: 42 }, 'invalid_type'],
    ['plain http on a public host', { url: 'http://hooks.example.com/a' }, 'invalid_url'],
    ['relative', { url: '/hooks' }, 'invalid_url'],
    ['another scheme', { url: 'ftp://hooks.example.com/a' }, 'invalid_url'],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, 'invalid_url'],
    ['with credentials', { url: 'https://user:pass@hooks.example.com/a' }, 'invalid_url'],
    ['padded with whitespace', { url: ' https://hooks.example.com/a' }, 'invalid_url'],
    ['longer than 2048 characters', { url: `https://hooks.example.com/${'a'.repeat(2048)}` }, 'too_long'],
  ])('should refuse a url that is %s with 400 validation_error at /url', async (_, body, code) => {
    const response = await env.api.post('/v3/webhooks', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', status: 400 });
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/url', code })]);
  });

  it('should refuse an unknown event name at /events/i', async () => {
    const response = await env.api.post('/v3/webhooks', {
      url: 'https://hooks.example.com/a',
      events: ['customer.created', 'customer.deleted', 'payin.created'],
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/events/1', '/events/2']);
  });

  it('should refuse events that is not an array, or repeats a name', async () => {
    const notArray = await env.api.post('/v3/webhooks', { url: 'https://hooks.example.com/a', events: 'customer.created' });
    expect(notArray.status).toBe(400);
    expect(pointersOf(notArray.body)).toEqual(['/events']);
    const repeated = await env.api.post('/v3/webhooks', {
      url: 'https://hooks.example.com/a',
      events: ['customer.created', 'customer.created'],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual([expect.objectContaining({ pointer: '/events/1', code: 'duplicate_item' })]);
  });

  it('should report every invalid field together, unknown fields included', async () => {
    const response = await env.api.post('/v3/webhooks', { url: 'http://hooks.example.com', events: ['nope'], secret: 'whsec_mine' });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/events/0', '/secret', '/url']);
  });

  it('should refuse a body that is not an object', async () => {
    const response = await env.api.post('/v3/webhooks', ['https://hooks.example.com']);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', errors: [{ pointer: '' }] });
  });

  it('should need an Idempotency-Key, and replay the creation with the same secret', async () => {
    const missing = await env.api.post('/v3/webhooks', { url: 'https://hooks.example.com/k' }, { idempotencyKey: false });
    expect(missing.status).toBe(400);
    const first = await env.api.post('/v3/webhooks', { url: 'https://hooks.example.com/k' }, { idempotencyKey: 'webhook-create-1' });
    const again = await env.api.post('/v3/webhooks', { url: 'https://hooks.example.com/k' }, { idempotencyKey: 'webhook-create-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('should draw secrets at random, never from the seed: the same seed gives the same id and another secret', async () => {
    const create = (seed: number) =>
      createFakePlatform({ seed })
        .handle(
          new Request('http://fake/v3/webhooks', {
            method: 'POST',
            headers: { 'X-API-Key': 'sk_sandbox_acme', 'Idempotency-Key': 'k', 'Content-Type': 'application/json' },
            body: JSON.stringify({ url: 'https://hooks.example.com' }),
          }),
        )
        .then((response) => response.json() as Promise<{ data: { id: string; secret: string } }>);
    const [a, b, c] = await Promise.all([create(9), create(9), create(10)]);
    expect(a.data.id).toBe(b.data.id);
    expect(a.data.secret).not.toBe(b.data.secret);
    expect(c.data.secret).not.toBe(a.data.secret);
  });
});

describe('given PATCH /v3/webhooks/{webhookId}', () => {
  it('should change url, events and status, and move updatedAt', async () => {
    const endpoint = await createEndpoint();
    env.clock.advance(1_000);
    const response = await env.api.patch(`/v3/webhooks/${endpoint.id}`, {
      url: 'https://hooks.example.com/moved',
      events: ['account.created'],
      status: 'disabled',
    });
    expect(response.status).toBe(200);
    const updated = webhookEndpointSchema.parse(response.body.data);
    expect(updated).toMatchObject({
      id: endpoint.id,
      url: 'https://hooks.example.com/moved',
      events: ['account.created'],
      status: 'disabled',
      createdAt: endpoint.createdAt,
    });
    expect(updated.updatedAt).not.toBe(endpoint.updatedAt);
    expect(response.body.data).not.toHaveProperty('secret');

    const reset = await env.api.patch(`/v3/webhooks/${endpoint.id}`, { events: null, status: 'enabled' });
    expect(reset.body.data).toMatchObject({ url: 'https://hooks.example.com/moved', events: [], status: 'enabled' });
  });

  it('should leave omitted fields unchanged', async () => {
    const endpoint = await createEndpoint({ url: 'https://hooks.example.com/keep', events: ['customer.created'] });
    const response = await env.api.patch(`/v3/webhooks/${endpoint.id}`, { status: 'disabled' });
    expect(response.body.data).toMatchObject({ url: 'https://hooks.example.com/keep', events: ['customer.created'], status: 'disabled' });
  });

  it('should refuse invalid fields with their pointers, all at once', async () => {
    const endpoint = await createEndpoint();
    const response = await env.api.patch(`/v3/webhooks/${endpoint.id}`, {
      url: 'http://example.com',
      events: ['x'],
      status: 'paused',
      secret: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(pointersOf(response.body)).toEqual(['/events/0', '/secret', '/status', '/url']);
    const nullUrl = await env.api.patch(`/v3/webhooks/${endpoint.id}`, { url: null, status: null });
    expect(pointersOf(nullUrl.body)).toEqual(['/status', '/url']);
    const unchanged = await env.api.get(`/v3/webhooks/${endpoint.id}`);
    expect(unchanged.body.data).toMatchObject({ url: endpoint.url, status: 'enabled' });
  });

  it('should answer 404 not_found for an unknown endpoint', async () => {
    const response = await env.api.patch('/v3/webhooks/whk_unknown1', { status: 'disabled' });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });
});

describe('given DELETE /v3/webhooks/{webhookId}', () => {
  it('should delete the endpoint: 204, then 404 on read, update and delete, and gone from the list', async () => {
    const endpoint = await createEndpoint();
    const deleted = await env.api.del(`/v3/webhooks/${endpoint.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await env.api.get(`/v3/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await env.api.patch(`/v3/webhooks/${endpoint.id}`, { status: 'enabled' })).body.code).toBe('not_found');
    expect((await env.api.del(`/v3/webhooks/${endpoint.id}`)).status).toBe(404);
    const list = await env.api.get<ListBody>('/v3/webhooks?limit=100');
    expect(list.body.data.map((item) => item.id)).not.toContain(endpoint.id);
  });
});

describe('given GET /v3/webhooks', () => {
  it('should list endpoints in creation order, paged, without secrets', async () => {
    const fresh = env.client('sk_sandbox_listing');
    const ids: string[] = [];
    for (const path of ['one', 'two', 'three']) {
      const response = await fresh.post('/v3/webhooks', { url: `https://hooks.example.com/${path}` });
      ids.push(response.body.data.id);
    }
    const first = await fresh.get<ListBody>('/v3/webhooks?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(first.body.hasMore).toBe(true);
    for (const item of first.body.data) {
      expect(item).not.toHaveProperty('secret');
      webhookEndpointSchema.parse(item);
    }
    const second = await fresh.get<ListBody>(`/v3/webhooks?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.body.data.map((item) => item.id)).toEqual(ids.slice(2));
  });

  it('should refuse an unsupported query parameter with 400 unknown_parameter', async () => {
    const response = await env.api.get('/v3/webhooks?status=enabled');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('unknown_parameter');
  });

  it('should keep endpoints to their developer and environment', async () => {
    const endpoint = await createEndpoint();
    expect((await env.other.get(`/v3/webhooks/${endpoint.id}`)).status).toBe(404);
    expect((await env.production.get(`/v3/webhooks/${endpoint.id}`)).status).toBe(404);
    const productionList = await env.production.get<ListBody>('/v3/webhooks');
    expect(productionList.body.data.map((item) => item.id)).not.toContain(endpoint.id);
  });
});
