import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { DocumentResource } from '../core/schemas/index.js';
import { attemptMutation, sentKeys } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useDeleteDocument } from './useDeleteDocument.js';

const bill = { id: 'doc_bill', fileName: 'bill.pdf', status: 'ready' } as DocumentResource;
const passport = { id: 'doc_passport', fileName: 'passport.png', status: 'ready' } as DocumentResource;

function setUp(deleteDocument: (...args: unknown[]) => Promise<DocumentResource | undefined>) {
  const harness = createHookHarness({ deleteDocument: vi.fn(deleteDocument) });
  harness.queryClient.setQueryData(paykitQueryKeys.documents.list(), [bill, passport]);
  const { result } = renderHook(() => useDeleteDocument(), { wrapper: harness.wrapper });
  const cachedIds = () =>
    harness.queryClient.getQueryData<DocumentResource[]>(paykitQueryKeys.documents.list())?.map((document) => document.id);
  return { ...harness, result, cachedIds };
}

describe('given a document to delete', () => {
  it('should delete it under an idempotency key, take it out of the cached list and read the list again', async () => {
    const { client, result, cachedIds, queryClient } = setUp(async () => undefined);

    await attemptMutation(result.current.mutateAsync, 'doc_bill');

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(client.deleteDocument).toHaveBeenCalledWith('doc_bill', { idempotencyKey: expect.stringMatching(/^pk_/) });
    expect(cachedIds()).toEqual(['doc_passport']);
    expect(queryClient.getQueryState(paykitQueryKeys.documents.list())?.isInvalidated).toBe(true);
  });
});

describe('given a deletion whose outcome is unknown', () => {
  it('should send it again under the same key, and a later deletion under a new one', async () => {
    const outcomes: (PaykitError | undefined)[] = [new PaykitError({ kind: 'network', retryable: true }), undefined, undefined];
    const { client, result } = setUp(async () => {
      const failure = outcomes.shift();
      if (failure) throw failure;
      return undefined;
    });

    await attemptMutation(result.current.mutateAsync, 'doc_bill');
    await attemptMutation(result.current.mutateAsync, 'doc_bill');
    await attemptMutation(result.current.mutateAsync, 'doc_passport');

    const [first, retry, other] = sentKeys(vi.mocked(client.deleteDocument).mock.calls);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe('given a document the API refuses to delete', () => {
  it('should expose the document_in_use error and keep the document in the cached list', async () => {
    const refusal = new PaykitError({ kind: 'problem', status: 409, code: 'document_in_use', retryable: false });
    const { result, cachedIds } = setUp(async () => Promise.reject(refusal));

    await attemptMutation(result.current.mutateAsync, 'doc_bill');

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(refusal);
    expect(cachedIds()).toEqual(['doc_bill', 'doc_passport']);
  });
});
