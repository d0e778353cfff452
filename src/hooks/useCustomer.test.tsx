import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError, type PaykitClient } from '../core/client/index.js';
import type { Customer } from '../core/schemas/index.js';
import { queryKeysForResource } from './queryKeysForResource.js';
import { PaykitProvider } from './PaykitProvider.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useCustomer } from './useCustomer.js';

const ada: Customer = { id: 'cus_ada1', type: 'individual', individual: { firstName: 'Ada', lastName: 'Lovelace' } };

function setUp(getCustomer: PaykitClient['getCustomer']) {
  const client = { baseUrl: '/api/paykit', getCustomer: vi.fn(getCustomer) } as unknown as PaykitClient & {
    getCustomer: ReturnType<typeof vi.fn>;
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider client={client} queryClient={queryClient} locale="en">
      {children}
    </PaykitProvider>
  );
  return { client, queryClient, wrapper };
}

describe('given a provider whose client knows the session’s customer', () => {
  it('should read the customer once and cache it under the customer key', async () => {
    const { client, queryClient, wrapper } = setUp(async () => ada);

    const { result } = renderHook(() => useCustomer(), { wrapper });

    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(ada);
    expect(client.getCustomer).toHaveBeenCalledTimes(1);
    expect(client.getCustomer.mock.calls[0]?.[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(queryClient.getQueryData(paykitQueryKeys.customer())).toEqual(ada);
  });

  it('should read the customer again when an event names it', async () => {
    const renamed: Customer = { ...ada, individual: { firstName: 'Augusta', lastName: 'King' } };
    const reads = [ada, renamed];
    const { client, queryClient, wrapper } = setUp(async () => reads.shift() ?? renamed);
    const { result } = renderHook(() => useCustomer(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(ada));

    for (const queryKey of queryKeysForResource({ type: 'customer', id: ada.id })) await queryClient.invalidateQueries({ queryKey });

    await waitFor(() => expect(result.current.data).toEqual(renamed));
    expect(client.getCustomer).toHaveBeenCalledTimes(2);
  });

  it('should pass the caller’s options through, such as enabled', async () => {
    const { client, wrapper } = setUp(async () => ada);

    const { result } = renderHook(() => useCustomer({ enabled: false }), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(client.getCustomer).not.toHaveBeenCalled();
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError with its correlation id', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 404, code: 'customer_not_found', correlationId: 'req_9' });
    const { wrapper } = setUp(async () => {
      throw failure;
    });

    const { result } = renderHook(() => useCustomer(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(result.current.error?.correlationId).toBe('req_9');
  });
});

describe('given no provider', () => {
  it('should throw that it must be used within PaykitProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCustomer())).toThrow(/`useCustomer` must be used within `<PaykitProvider>`/);
  });
});
