import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError, type PaykitClient } from '../core/client/index.js';
import type { Capability, ListEnvelope } from '../core/schemas/index.js';
import { queryKeysForResource } from './queryKeysForResource.js';
import { PaykitProvider } from './PaykitProvider.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { listAllCapabilities, useCapabilities } from './useCapabilities.js';

const capability = (id: string, status: Capability['status']): Capability => ({
  id,
  method: id.split('_')[0] ?? id,
  directions: ['payin', 'payout'],
  status,
  statusReason: status === 'ready' ? null : { code: 'tasks_open', resolution: 'complete_tasks', message: 'Complete the open tasks.' },
  openTaskIds: [],
  applications: [],
});

const stablecoin = capability('stablecoin_transfers', 'ready');
const ach = capability('ach_pooled', 'restricted');
const card = capability('card', 'pending');

const page = (data: Capability[], nextCursor: string | null): ListEnvelope<Capability> => ({
  data,
  nextCursor,
  hasMore: nextCursor !== null,
});

function fakeClient(listCapabilities: PaykitClient['listCapabilities']) {
  return { baseUrl: '/api/paykit', listCapabilities: vi.fn(listCapabilities) } as unknown as PaykitClient & {
    listCapabilities: ReturnType<typeof vi.fn>;
  };
}

function setUp(listCapabilities: PaykitClient['listCapabilities']) {
  const client = fakeClient(listCapabilities);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaykitProvider client={client} queryClient={queryClient} locale="en">
      {children}
    </PaykitProvider>
  );
  return { client, queryClient, wrapper };
}

describe('given a customer with capabilities on one page', () => {
  it('should list them under the capabilities list key', async () => {
    const { client, queryClient, wrapper } = setUp(async () => page([stablecoin, ach], null));

    const { result } = renderHook(() => useCapabilities(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([stablecoin, ach]);
    expect(client.listCapabilities).toHaveBeenCalledTimes(1);
    expect(client.listCapabilities).toHaveBeenCalledWith({ limit: 100 }, { signal: expect.any(AbortSignal) });
    expect(queryClient.getQueryData(paykitQueryKeys.capabilities.list())).toEqual([stablecoin, ach]);
  });

  it('should list them again when an event names a capability', async () => {
    const reads = [
      [stablecoin, ach],
      [stablecoin, { ...ach, status: 'ready', statusReason: null }],
    ];
    const { client, queryClient, wrapper } = setUp(async () => page(reads.shift() ?? [], null));
    const { result } = renderHook(() => useCapabilities(), { wrapper });
    await waitFor(() => expect(result.current.data?.[1]?.status).toBe('restricted'));

    for (const queryKey of queryKeysForResource({ type: 'capability', id: ach.id })) await queryClient.invalidateQueries({ queryKey });

    await waitFor(() => expect(result.current.data?.[1]?.status).toBe('ready'));
    expect(client.listCapabilities).toHaveBeenCalledTimes(2);
  });
});

describe('given capabilities over several pages', () => {
  it('should follow the cursors and return every capability in order', async () => {
    const pages: Record<string, ListEnvelope<Capability>> = {
      first: page([stablecoin], 'c2'),
      c2: page([ach], 'c3'),
      c3: page([card], null),
    };
    const client = fakeClient(async (query) => pages[query?.cursor ?? 'first']!);

    await expect(listAllCapabilities(client)).resolves.toEqual([stablecoin, ach, card]);
    expect(client.listCapabilities.mock.calls.map(([query]) => query)).toEqual([
      { limit: 100 },
      { limit: 100, cursor: 'c2' },
      { limit: 100, cursor: 'c3' },
    ]);
  });

  it('should stop when a cursor comes back instead of looping', async () => {
    const client = fakeClient(async (query) => (query?.cursor ? page([ach], 'loop') : page([stablecoin], 'loop')));

    await expect(listAllCapabilities(client)).resolves.toEqual([stablecoin, ach]);
    expect(client.listCapabilities).toHaveBeenCalledTimes(2);
  });

  it('should stop when hasMore is false even with a cursor', async () => {
    const client = fakeClient(async () => ({ data: [stablecoin], nextCursor: 'c2', hasMore: false }));

    await expect(listAllCapabilities(client)).resolves.toEqual([stablecoin]);
    expect(client.listCapabilities).toHaveBeenCalledTimes(1);
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'network' });
    const { wrapper } = setUp(async () => {
      throw failure;
    });

    const { result } = renderHook(() => useCapabilities(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});

describe('given no provider', () => {
  it('should throw that it must be used within PaykitProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCapabilities())).toThrow(/`useCapabilities` must be used within `<PaykitProvider>`/);
  });
});
