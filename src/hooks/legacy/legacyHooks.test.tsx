import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPaykitClient } from '../../core/client/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { PaykitProvider } from '../PaykitProvider.js';
import { queryKeysForResource } from '../queryKeysForResource.js';
import { useCapabilities } from '../useCapabilities.js';
import { useCapability } from '../useCapability.js';
import { legacyReadiness } from './legacyReadiness.js';
import { useBusinessRails } from './useBusinessRails.js';
import { useCreateVerificationToken } from './useCreateVerificationToken.js';
import { useLegacyCustomer } from './useLegacyCustomer.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

const v3Capabilities = [{ id: 'ach_pooled', method: 'ach', accountType: 'pooled', status: 'ready', directions: ['payin', 'payout'] }];
const railRow = (rail: string, status: string) => ({
  id: `cfr_${rail.replace('_', '')}`,
  rail,
  status,
  reason: null,
  requiredDocuments: [],
});
const v1Customer = {
  id: 'cus_1',
  type: 'individual',
  verificationStatus: 'approved',
  rails: [railRow('ach_pooled', 'requested'), railRow('fedwire_named', 'ready_to_use')],
};

/** A provider over a client whose `fetch` answers the proxy's paths from `routes` (`METHOD /path` → response). */
function setup(routes: Record<string, () => Response>, { legacy = true } = {}) {
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const path = new URL(input, 'https://shop.example').pathname.replace('/api/paykit', '');
    const answer = routes[`${init.method ?? 'GET'} ${path}`];
    return answer ? answer() : json({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404);
  });
  const client = createPaykitClient({ baseUrl: '/api/paykit', fetch, retry: { maxAttempts: 1 } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false} legacy={legacy ? legacyReadiness : undefined}>
      {children}
    </PaykitProvider>
  );
  const calls = (path: string) => fetch.mock.calls.filter(([input]) => input.startsWith(`/api/paykit${path}`));
  return { wrapper, queryClient, fetch, calls };
}

const standardRoutes = {
  'GET /capabilities': () => json({ data: v3Capabilities, nextCursor: null, hasMore: false }),
  'GET /legacy/customer': () => json({ data: v1Customer }),
};

describe('given a provider with legacy-aware readiness', () => {
  it('should show the v3 capability over its rail and a rail v3 does not list as its capability', async () => {
    const { wrapper } = setup(standardRoutes);
    const { result } = renderHook(() => ({ all: useCapabilities(), wire: useCapability('wire_named') }), { wrapper });
    await waitFor(() => expect(result.current.all.status).toBe('success'));
    expect(result.current.all.data?.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 'ach_pooled', status: 'ready' },
      { id: 'wire_named', status: 'ready' },
    ]);
    expect(result.current.wire.data).toMatchObject({
      id: 'wire_named',
      method: 'wire',
      status: 'ready',
      legacyRail: { rail: 'fedwire_named' },
    });
  });

  it('should share one v1 read with useLegacyCustomer, and read both again on a customer event', async () => {
    const { wrapper, queryClient, calls } = setup(standardRoutes);
    const { result } = renderHook(() => ({ all: useCapabilities(), customer: useLegacyCustomer() }), { wrapper });
    await waitFor(() => expect(result.current.all.status).toBe('success'));
    await waitFor(() => expect(result.current.customer.data?.verificationStatus).toBe('approved'));
    expect(calls('/legacy/customer')).toHaveLength(1);

    await act(() =>
      Promise.all(queryKeysForResource({ type: 'customer', id: 'cus_1' }).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    );
    await waitFor(() => expect(calls('/capabilities')).toHaveLength(2));
    expect(calls('/legacy/customer')).toHaveLength(2);
  });

  it('should fail the capability list when the v1 read fails, rather than guess readiness', async () => {
    const { wrapper } = setup({ 'GET /capabilities': standardRoutes['GET /capabilities'] });
    const { result } = renderHook(() => useCapabilities(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('given a provider without legacy readiness', () => {
  it('should read v3 alone and never call a legacy route', async () => {
    const { wrapper, calls } = setup(standardRoutes, { legacy: false });
    const { result } = renderHook(() => useCapabilities(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map(({ id }) => id)).toEqual(['ach_pooled']);
    expect(calls('/legacy')).toEqual([]);
  });

  it('should say what the legacy hooks need rather than read v1 without its schemas', () => {
    const { wrapper } = setup(standardRoutes, { legacy: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useLegacyCustomer(), { wrapper })).toThrow(
      "`useLegacyCustomer` needs <PaykitProvider legacy={legacyReadiness}>, with legacyReadiness from 'paykit/legacy'.",
    );
    vi.restoreAllMocks();
  });
});

describe('given the legacy reads', () => {
  it('should read the business rails under the customer key', async () => {
    const { wrapper, queryClient } = setup({
      'GET /legacy/business-rails': () => json({ data: [{ rail: 'sepa_pooled', status: 'in_review' }] }),
    });
    const { result } = renderHook(() => useBusinessRails(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ rail: 'sepa_pooled', status: 'in_review' }]));
    expect(queryClient.getQueryData(paykitQueryKeys.legacy.businessRails())).toEqual(result.current.data);
  });
});

describe('given a verification token to create', () => {
  it('should resend an intent whose outcome is unknown under its key, and use a new key once it is known', async () => {
    let attempt = 0;
    const token = { provider: 'persona', token: 'tok_1', url: 'https://verify.example/t/1' };
    const { wrapper, calls } = setup({
      'POST /legacy/verification-token/persona': () =>
        attempt++ === 0
          ? json({ type: 'about:blank', status: 503, code: 'unavailable', retryable: true }, 503)
          : json({ data: token }, 201),
    });
    const { result } = renderHook(() => useCreateVerificationToken(), { wrapper });
    await act(() => result.current.mutateAsync('persona').catch(() => undefined));
    await act(() => result.current.mutateAsync('persona'));
    expect(result.current.data).toEqual(token);
    await act(() => result.current.mutateAsync('persona'));
    const keys = calls('/legacy/verification-token/persona').map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
