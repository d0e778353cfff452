import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { attemptMutation } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { useIdempotentMutation, type PaykitMutationOptions } from './useIdempotentMutation.js';

type Send = (variables: { name: string }, idempotencyKey: string) => Promise<string>;

function setUp(send: Send, options: PaykitMutationOptions<string, { name: string }> = {}) {
  const sendMock = vi.fn(send);
  const harness = createHookHarness({});
  harness.queryClient.setQueryData(paykitQueryKeys.customer(), { id: 'cus_alice' });
  harness.queryClient.setQueryData(paykitQueryKeys.transfers.list(), []);
  const rendered = renderHook(() => useIdempotentMutation({ send: sendMock, invalidates: [paykitQueryKeys.customer()] }, options), {
    wrapper: harness.wrapper,
  });
  const keys = () => sendMock.mock.calls.map(([, key]) => key);
  return { ...harness, ...rendered, send: sendMock, keys };
}

const attempt = (mutateAsync: (variables: { name: string }) => Promise<string>, name: string) => attemptMutation(mutateAsync, { name });

describe('given an intent that fails transiently', () => {
  it('should send its retry under the same key, then start afresh after it succeeds', async () => {
    const outcomes = [new PaykitError({ kind: 'network' }), new PaykitError({ kind: 'problem', status: 503 })];
    const { result, keys } = setUp(async () => {
      const failure = outcomes.shift();
      if (failure) throw failure;
      return 'done';
    });

    await attempt(result.current.mutateAsync, 'Ada');
    await attempt(result.current.mutateAsync, 'Ada');
    await attempt(result.current.mutateAsync, 'Ada');
    await attempt(result.current.mutateAsync, 'Ada');

    const [first, second, third, fourth] = keys();
    expect(first).toMatch(/^pk_/);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).not.toBe(first);
  });

  it('should give other variables their own key', async () => {
    const { result, keys } = setUp(async () => {
      throw new PaykitError({ kind: 'timeout' });
    });

    await attempt(result.current.mutateAsync, 'Ada');
    await attempt(result.current.mutateAsync, 'Grace');
    await attempt(result.current.mutateAsync, 'Ada');

    const [ada, grace, adaAgain] = keys();
    expect(grace).not.toBe(ada);
    expect(adaAgain).toBe(ada);
  });
});

describe('given an intent the API refuses for good', () => {
  it('should send the next attempt under a new key, since the refusal would be replayed', async () => {
    const { result, keys } = setUp(async () => {
      throw new PaykitError({ kind: 'problem', status: 409, code: 'capability_not_cancelable' });
    });

    await attempt(result.current.mutateAsync, 'Ada');
    await attempt(result.current.mutateAsync, 'Ada');

    const [first, second] = keys();
    expect(second).not.toBe(first);
  });

  it('should not invalidate anything', async () => {
    const { result, queryClient } = setUp(async () => {
      throw new PaykitError({ kind: 'problem', status: 400, code: 'validation_error' });
    });

    await attempt(result.current.mutateAsync, 'Ada');

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(queryClient.getQueryState(paykitQueryKeys.customer())?.isInvalidated).toBe(false);
  });
});

describe('given a success', () => {
  it('should invalidate the given keys only, before the caller’s onSuccess', async () => {
    const seen: [string, boolean][] = [];
    const harness = setUp(async () => 'done', {
      onSuccess: (data) => {
        seen.push([data, harness.queryClient.getQueryState(paykitQueryKeys.customer())?.isInvalidated ?? false]);
      },
    });

    await attempt(harness.result.current.mutateAsync, 'Ada');

    await waitFor(() => expect(harness.result.current.status).toBe('success'));
    expect(seen).toEqual([['done', true]]);
    expect(harness.queryClient.getQueryState(paykitQueryKeys.transfers.list())?.isInvalidated).toBe(false);
  });
});
