import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { director, relatedPartyKeys } from './test-support/relatedPartyFixtures.js';
import { useUpdateRelatedParty } from './useUpdateRelatedParty.js';

const change = { relatedPartyId: 'rp_1', body: { title: 'Chair', roles: ['director', 'officer'] } };
const updated: RelatedParty = { ...director, title: 'Chair', roles: ['director', 'officer'] };

function setUp(updateRelatedParty: (...args: unknown[]) => Promise<RelatedParty>) {
  const harness = createHookHarness({ updateRelatedParty: vi.fn(updateRelatedParty) });
  for (const queryKey of [...relatedPartyKeys.refreshed, relatedPartyKeys.untouched]) harness.queryClient.setQueryData(queryKey, {});
  const { result } = renderHook(() => useUpdateRelatedParty(), { wrapper: harness.wrapper });
  const isInvalidated = (queryKey: readonly unknown[]) => harness.queryClient.getQueryState(queryKey)?.isInvalidated;
  return { ...harness, result, isInvalidated };
}

describe('given a change to a related party', () => {
  it('should merge it and refresh the related parties and the customer', async () => {
    const { client, result, isInvalidated } = setUp(async () => updated);

    await attemptMutation(result.current.mutateAsync, change);

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(updated);
    expect(client.updateRelatedParty).toHaveBeenCalledWith('rp_1', change.body, { idempotencyKey: expect.stringMatching(/^pk_/) });
    for (const queryKey of relatedPartyKeys.refreshed) expect(isInvalidated(queryKey)).toBe(true);
    expect(isInvalidated(relatedPartyKeys.untouched)).toBe(false);
  });
});

describe('given a change that fails with a 503', () => {
  it('should retry under the same key, and a different change under another', async () => {
    const outcomes: (PaykitError | RelatedParty)[] = [new PaykitError({ kind: 'problem', status: 503 }), updated, updated];
    const { client, result } = setUp(async () => {
      const next = outcomes.shift();
      if (next instanceof PaykitError) throw next;
      return next as RelatedParty;
    });

    await attemptMutation(result.current.mutateAsync, change);
    await attemptMutation(result.current.mutateAsync, change);
    await attemptMutation(result.current.mutateAsync, { relatedPartyId: 'rp_1', body: { title: null } });

    const [first, retry, other] = sentKeys(vi.mocked(client.updateRelatedParty).mock.calls);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe('given a change the API refuses', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 404, code: 'not_found' });
    const { result } = setUp(async () => Promise.reject(failure));

    await attemptMutation(result.current.mutateAsync, change);

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
