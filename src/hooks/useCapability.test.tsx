import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { Capability } from '../core/schemas/index.js';
import { createHookHarness, listPage } from './test-support/paykitHookHarness.js';
import { useCapabilities } from './useCapabilities.js';
import { useCapability } from './useCapability.js';

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

describe('given a customer holding the capability', () => {
  it('should select it from the capabilities list', async () => {
    const { wrapper } = createHookHarness({ listCapabilities: vi.fn(async () => listPage([stablecoin, ach])) });

    const { result } = renderHook(() => useCapability('ach_pooled'), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(ach);
  });

  it('should share one request with useCapabilities', async () => {
    const { client, wrapper } = createHookHarness({ listCapabilities: vi.fn(async () => listPage([stablecoin, ach])) });

    const { result } = renderHook(() => ({ all: useCapabilities(), one: useCapability('stablecoin_transfers') }), { wrapper });

    await waitFor(() => expect(result.current.one.data).toEqual(stablecoin));
    expect(result.current.all.data).toEqual([stablecoin, ach]);
    expect(client.listCapabilities).toHaveBeenCalledTimes(1);
  });
});

describe('given a customer without the capability', () => {
  it('should give null', async () => {
    const { wrapper } = createHookHarness({ listCapabilities: vi.fn(async () => listPage([stablecoin])) });

    const { result } = renderHook(() => useCapability('card'), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeNull();
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'timeout' });
    const { wrapper } = createHookHarness({ listCapabilities: vi.fn(async () => Promise.reject(failure)) });

    const { result } = renderHook(() => useCapability('ach_pooled'), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
