/**
 * Regression tests from the review of the request pipeline and its conventions: replays, problem
 * fields, timestamps and merchant-keyed metadata.
 */
import { describe, expect, it } from 'vitest';
import { useFakePlatformServer } from './harness.js';

const env = useFakePlatformServer();

describe('given a replayed problem', () => {
  it('should keep X-Request-Id mirroring the correlationId of the original answer', async () => {
    const first = await env.api.post('/v3/customers', { type: 'robot' }, { idempotencyKey: 'review-replay-400' });
    const replay = await env.api.post('/v3/customers', { type: 'robot' }, { idempotencyKey: 'review-replay-400' });
    expect(replay.status).toBe(400);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('x-request-id')).toBe(replay.body.correlationId);
  });

  it('should answer idempotency_conflict without retryable, as the error table says it is not returned', async () => {
    await env.api.post('/v3/customers', { type: 'individual' }, { idempotencyKey: 'review-conflict' });
    const conflict = await env.api.post('/v3/customers', { type: 'business' }, { idempotencyKey: 'review-conflict' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('idempotency_conflict');
    expect(conflict.body).not.toHaveProperty('retryable');
  });
});

describe('given RFC 3339 timestamps in a request', () => {
  it('should refuse an updatedAfter that is on no calendar or clock', async () => {
    for (const value of ['2026-02-30T00:00:00Z', '2026-04-31T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T12:00:00+24:00']) {
      const response = await env.api.get(`/v3/customers?updatedAfter=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/query/updatedAfter' })]);
    }
    expect((await env.api.get(`/v3/customers?updatedAfter=${encodeURIComponent('2024-02-29T23:59:59.5+01:00')}`)).status).toBe(200);
  });

  it('should refuse a sandbox task dueAt that does not exist', async () => {
    const customer = (await env.api.post('/v3/customers', { type: 'individual' })).body.data;
    const response = await env.api.post('/v3/sandbox/tasks', {
      scope: { type: 'customer', customerId: customer.id },
      items: [{ request: 'text' }],
      dueAt: '2026-02-30T00:00:00Z',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/dueAt', code: 'invalid_timestamp' })]);
  });
});

describe("given customer metadata, whose keys are the merchant's own", () => {
  it('should keep keys starting with an underscore on create, read, list, PATCH and in the event', async () => {
    const created = await env.api.post('/v3/customers', { type: 'individual', metadata: { _crmId: 'c-1', plain: 1 } });
    expect(created.status).toBe(201);
    expect(created.body.data.metadata).toEqual({ _crmId: 'c-1', plain: 1 });
    const id = created.body.data.id;
    expect((await env.api.get(`/v3/customers/${id}`)).body.data.metadata).toEqual({ _crmId: 'c-1', plain: 1 });
    const listed = (await env.api.get('/v3/customers?limit=100')).body.data.find((customer: { id: string }) => customer.id === id);
    expect(listed.metadata).toEqual({ _crmId: 'c-1', plain: 1 });
    const patched = await env.api.patch(`/v3/customers/${id}`, { metadata: { _crmId: null, _tier: 'gold' } });
    expect(patched.body.data.metadata).toEqual({ plain: 1, _tier: 'gold' });
    const event = env.platform
      .events('sk_sandbox_acme')
      .find((candidate) => candidate.type === 'customer.created' && candidate.data.id === id);
    expect(event?.data.metadata).toEqual({ _crmId: 'c-1', plain: 1 });
  });

  it('should refuse a number too large to show (1e400 reads as Infinity) at its pointer', async () => {
    const response = await env.api.call('POST', '/v3/customers', {
      rawBody: '{"type":"individual","metadata":{"big":1e400}}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/metadata/big' })]);
  });
});

describe('given an email with a control character', () => {
  it('should refuse it with validation_error at its pointer', async () => {
    const response = await env.api.post('/v3/customers', { type: 'individual', individual: { email: 'ada\u0000@example.com' } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/individual/email', code: 'invalid_format' })]);
  });
});
