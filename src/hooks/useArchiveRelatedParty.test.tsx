import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { director, relatedPartyKeys } from './test-support/relatedPartyFixtures.js';
import { useArchiveRelatedParty } from './useArchiveRelatedParty.js';

function setUp(archiveRelatedParty: (...args: unknown[]) => Promise<RelatedParty | undefined>) {
  const harness = createHookHarness({ archiveRelatedParty: vi.fn(archiveRelatedParty) });
  for (const queryKey of [...relatedPartyKeys.refreshed, relatedPartyKeys.untouched]) harness.queryClient.setQueryData(queryKey, {});
  const { result } = renderHook(() => useArchiveRelatedParty(), { wrapper: harness.wrapper });
  const isInvalidated = (queryKey: readonly unknown[]) => harness.queryClient.getQueryState(queryKey)?.isInvalidated;
  return { ...harness, result, isInvalidated };
}

describe('given a related party to remove', () => {
  it('should archive it and refresh the related parties and the customer', async () => {
    const { client, result, isInvalidated } = setUp(async () => director);

    await attemptMutation(result.current.mutateAsync, 'rp_1');

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(director);
    expect(client.archiveRelatedParty).toHaveBeenCalledWith('rp_1', { idempotencyKey: expect.stringMatching(/^pk_/) });
    for (const queryKey of relatedPartyKeys.refreshed) expect(isInvalidated(queryKey)).toBe(true);
    expect(isInvalidated(relatedPartyKeys.untouched)).toBe(false);
  });
});

describe('given a removal that is still in progress elsewhere', () => {
  it('should retry under the same key', async () => {
    const outcomes = [new PaykitError({ kind: 'problem', status: 409, code: 'idempotency_request_in_progress', retryable: true })];
    const { client, result } = setUp(async () => {
      const failure = outcomes.shift();
      if (failure) throw failure;
      return undefined;
    });

    await attemptMutation(result.current.mutateAsync, 'rp_1');
    await attemptMutation(result.current.mutateAsync, 'rp_1');

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBeUndefined();
    const [first, retry] = sentKeys(vi.mocked(client.archiveRelatedParty).mock.calls);
    expect(retry).toBe(first);
  });
});

describe('given a removal the API refuses', () => {
  it('should expose the PaykitError and refresh nothing', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 404, code: 'not_found' });
    const { result, isInvalidated } = setUp(async () => Promise.reject(failure));

    await attemptMutation(result.current.mutateAsync, 'rp_1');

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(isInvalidated(relatedPartyKeys.refreshed[2]!)).toBe(false);
  });
});
