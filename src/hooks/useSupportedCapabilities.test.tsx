import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { SupportedCapability } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { useSupportedCapabilities } from './useSupportedCapabilities.js';

const achOffer: SupportedCapability = {
  id: 'ach_pooled',
  method: 'ach',
  accountType: 'pooled',
  directions: ['payin', 'payout'],
  availability: 'available',
  eligibility: { status: 'eligible', reasons: [] },
  institutions: [{ id: 'ins_lead', name: 'Lead Bank', isDefault: true }],
  currencies: { payin: ['USD'], payout: ['USD'] },
} as SupportedCapability;

describe('given a customer who could request capabilities', () => {
  it('should list what is on offer under the supported key', async () => {
    const { client, queryClient, wrapper } = createHookHarness({ listSupportedCapabilities: vi.fn(async () => [achOffer]) });

    const { result } = renderHook(() => useSupportedCapabilities(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([achOffer]);
    expect(client.listSupportedCapabilities).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
    expect(queryClient.getQueryData(paykitQueryKeys.capabilities.supported())).toEqual([achOffer]);
  });

  it('should pass options through', async () => {
    const { client, wrapper } = createHookHarness({ listSupportedCapabilities: vi.fn(async () => [achOffer]) });

    const { result } = renderHook(() => useSupportedCapabilities({ enabled: false }), { wrapper });

    expect(result.current.fetchStatus).toBe('idle');
    expect(client.listSupportedCapabilities).not.toHaveBeenCalled();
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'network' });
    const { wrapper } = createHookHarness({ listSupportedCapabilities: vi.fn(async () => Promise.reject(failure)) });

    const { result } = renderHook(() => useSupportedCapabilities(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
