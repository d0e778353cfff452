import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError, type ListQuery } from '../core/client/index.js';
import type { ListEnvelope, RelatedParty } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { createHookHarness, listPage } from './test-support/paykitHookHarness.js';
import { useRelatedParties } from './useRelatedParties.js';

const party = (id: string, role: string): RelatedParty => ({
  id,
  customerId: 'cus_acme',
  partyType: 'person',
  roles: [role],
  person: { firstName: 'Ada', lastName: id },
});

describe('given related parties over several pages', () => {
  it('should read every page under the related parties list key', async () => {
    const director = party('rp_1', 'director');
    const owner = party('rp_2', 'control_person');
    const listRelatedParties = vi.fn(async (query?: ListQuery): Promise<ListEnvelope<RelatedParty>> =>
      query?.cursor ? listPage([owner]) : listPage([director], 'c2'),
    );
    const { queryClient, wrapper } = createHookHarness({ listRelatedParties });

    const { result } = renderHook(() => useRelatedParties(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([director, owner]);
    expect(listRelatedParties).toHaveBeenCalledWith({ limit: 100, cursor: 'c2' }, { signal: expect.any(AbortSignal) });
    expect(queryClient.getQueryData(paykitQueryKeys.relatedParties.list())).toEqual([director, owner]);
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 403, code: 'forbidden' });
    const { wrapper } = createHookHarness({ listRelatedParties: vi.fn(async () => Promise.reject(failure)) });

    const { result } = renderHook(() => useRelatedParties(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
