import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError, type CreateRelatedPartyBody } from '../core/client/index.js';
import type { RelatedParty } from '../core/schemas/index.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { director, relatedPartyKeys } from './test-support/relatedPartyFixtures.js';
import { useCreateRelatedParty } from './useCreateRelatedParty.js';

const body: CreateRelatedPartyBody = { partyType: 'person', roles: ['director'], person: { firstName: 'Ada', lastName: 'Lovelace' } };

function setUp(createRelatedParty: (...args: unknown[]) => Promise<RelatedParty>) {
  const harness = createHookHarness({ createRelatedParty: vi.fn(createRelatedParty) });
  for (const queryKey of [...relatedPartyKeys.refreshed, relatedPartyKeys.untouched]) harness.queryClient.setQueryData(queryKey, {});
  const { result } = renderHook(() => useCreateRelatedParty(), { wrapper: harness.wrapper });
  const isInvalidated = (queryKey: readonly unknown[]) => harness.queryClient.getQueryState(queryKey)?.isInvalidated;
  return { ...harness, result, isInvalidated };
}

describe('given a new director', () => {
  it('should add them and refresh the related parties and the customer', async () => {
    const { client, result, isInvalidated } = setUp(async () => director);

    await attemptMutation(result.current.mutateAsync, body);

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(director);
    expect(client.createRelatedParty).toHaveBeenCalledWith(body, { idempotencyKey: expect.stringMatching(/^pk_/) });
    for (const queryKey of relatedPartyKeys.refreshed) expect(isInvalidated(queryKey)).toBe(true);
    expect(isInvalidated(relatedPartyKeys.untouched)).toBe(false);
  });
});

describe('given an add that fails on the network', () => {
  it('should retry under the same key, so the person is added once', async () => {
    const outcomes: (PaykitError | RelatedParty)[] = [new PaykitError({ kind: 'network' }), director];
    const { client, result } = setUp(async () => {
      const next = outcomes.shift();
      if (next instanceof PaykitError) throw next;
      return next as RelatedParty;
    });

    await attemptMutation(result.current.mutateAsync, body);
    await attemptMutation(result.current.mutateAsync, body);

    await waitFor(() => expect(result.current.status).toBe('success'));
    const [first, retry] = sentKeys(vi.mocked(client.createRelatedParty).mock.calls);
    expect(retry).toBe(first);
  });
});

describe('given an add the API refuses', () => {
  it('should expose the PaykitError with its field errors', async () => {
    const failure = new PaykitError({
      kind: 'problem',
      status: 400,
      code: 'validation_error',
      errors: [{ pointer: '/person/lastName', code: 'required', message: 'Last name is required' }],
    });
    const { result, isInvalidated } = setUp(async () => Promise.reject(failure));

    await attemptMutation(result.current.mutateAsync, body);

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.errors[0]?.pointer).toBe('/person/lastName');
    expect(isInvalidated(relatedPartyKeys.refreshed[0]!)).toBe(false);
  });
});
