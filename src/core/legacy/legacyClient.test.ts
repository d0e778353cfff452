import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../client/createPaykitClient.js';
import type { PaykitClient } from '../client/PaykitClient.js';
import { legacyClientOf } from './legacyClient.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

function setup(answer: () => Response) {
  const fetch = vi.fn(async (_input: string, _init: RequestInit) => answer());
  const client = createPaykitClient({ baseUrl: '/api/paykit', fetch, retry: { maxAttempts: 1 } });
  return { legacy: legacyClientOf(client), fetch };
}

const v1Customer = {
  id: 'cus_1',
  type: 'individual',
  verificationStatus: 'approved',
  email: 'ada@example.com',
  rails: [{ id: 'cfr_1', rail: 'ach_pooled', status: 'on_hold', reason: null, requiredDocuments: ['proof_of_address'] }],
};

describe('given a client made by createPaykitClient', () => {
  it('should read the v1 customer through the proxy, keeping unknown statuses and fields', async () => {
    const { legacy, fetch } = setup(() => json({ data: v1Customer }));
    await expect(legacy.getLegacyCustomer()).resolves.toEqual(v1Customer);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/paykit/legacy/customer');
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('Paykit-Request')).toBe('1');
  });

  it('should read the business rails as a list', async () => {
    const { legacy, fetch } = setup(() => json({ data: [{ rail: 'sepa_pooled', status: 'needs_information' }] }));
    await expect(legacy.listBusinessRails()).resolves.toEqual([{ rail: 'sepa_pooled', status: 'needs_information' }]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/paykit/legacy/business-rails');
  });

  it('should create a verification token under the intent’s idempotency key', async () => {
    const token = { provider: 'persona', token: 'tok_1', url: 'https://verify.example/t/1', expiresAt: '2026-05-01T12:00:00Z' };
    const { legacy, fetch } = setup(() => json({ data: token }, 201));
    await expect(legacy.createVerificationToken('persona', { idempotencyKey: 'intent-1' })).resolves.toEqual(token);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/paykit/legacy/verification-token/persona');
    expect(fetch.mock.calls[0]?.[1].method).toBe('POST');
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('Idempotency-Key')).toBe('intent-1');
  });

  it('should refuse a token whose page is not https, and a provider name that could leave its segment', async () => {
    const { legacy, fetch } = setup(() => json({ data: { provider: 'persona', token: 't', url: 'javascript:alert(1)' } }, 201));
    await expect(legacy.createVerificationToken('persona')).rejects.toMatchObject({ kind: 'unexpected' });
    fetch.mockClear();
    await expect(legacy.createVerificationToken('../customers')).rejects.toBeInstanceOf(Error);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should fail as the proxy answers when it serves no legacy route', async () => {
    const { legacy } = setup(() => json({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404));
    await expect(legacy.getLegacyCustomer()).rejects.toMatchObject({ kind: 'problem', status: 404, code: 'not_found' });
  });
});

describe('given a hand-written client', () => {
  it('should say it needs a client made by createPaykitClient', () => {
    expect(() => legacyClientOf({ baseUrl: '/api/paykit' } as PaykitClient)).toThrow(/createPaykitClient/);
  });
});
