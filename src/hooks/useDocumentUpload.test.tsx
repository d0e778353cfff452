import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError, type UploadCallOptions, type UploadDocumentInput } from '../core/client/index.js';
import type { DocumentResource } from '../core/schemas/index.js';
import { DOCUMENT_MAX_BYTES } from './documentFileCheck.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { sentKeys } from './test-support/mutationAttempts.js';
import { createHookHarness } from './test-support/paykitHookHarness.js';
import { useDocumentUpload, type DocumentUploadStatus } from './useDocumentUpload.js';

const pdf = (name = 'bill.pdf') => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])], name);
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])], 'photo.png');
const uploaded: DocumentResource = { id: 'doc_1', fileName: 'bill.pdf', contentType: 'application/pdf', status: 'ready' };

type Upload = (input: UploadDocumentInput, options?: UploadCallOptions) => Promise<DocumentResource>;

/** An upload that waits for the test to answer it, or rejects with the abort reason. */
function pendingUpload() {
  let answer: (document: DocumentResource) => void = () => undefined;
  const uploadDocument = vi.fn<Upload>(
    (_input, options) =>
      new Promise((resolve, reject) => {
        answer = resolve;
        options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
      }),
  );
  return { uploadDocument, answer: (document: DocumentResource) => answer(document) };
}

describe('given a file whose name says .pdf but whose content is not a PDF', () => {
  it('should refuse it before sending anything', async () => {
    const uploadDocument = vi.fn<Upload>();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    const fake = new File([new TextEncoder().encode('<html>not a pdf</html>')], 'statement.pdf', { type: 'application/pdf' });
    let returned: DocumentResource | null = uploaded;
    await act(async () => {
      returned = await result.current.upload(fake, 'bank_statement');
    });

    expect(returned).toBeNull();
    expect(result.current.status).toBe('rejected');
    expect(result.current.error).toMatchObject({ kind: 'client', code: 'file_type_not_accepted', outcome: 'refused' });
    expect(uploadDocument).not.toHaveBeenCalled();
  });
});

describe('given a requirement that accepts only PDFs', () => {
  it('should refuse a PNG and offer only PDFs to the file picker', async () => {
    const uploadDocument = vi.fn<Upload>();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload({ acceptedFormats: ['pdf'] }), { wrapper });

    expect(result.current.accept).toBe('application/pdf,.pdf');
    await act(() => result.current.upload(png(), 'certificate_of_incorporation'));

    expect(result.current.error).toMatchObject({ kind: 'client', code: 'file_type_not_accepted', outcome: 'refused' });
    expect(uploadDocument).not.toHaveBeenCalled();
  });
});

describe('given a file over the size limit', () => {
  it('should refuse it as file_too_large at the proxy cap by default', async () => {
    const uploadDocument = vi.fn<Upload>();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    const big = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), new Uint8Array(DOCUMENT_MAX_BYTES)], 'big.pdf');
    await act(() => result.current.upload(big, 'utility_bill'));

    expect(result.current.maxBytes).toBe(DOCUMENT_MAX_BYTES);
    expect(result.current.status).toBe('rejected');
    expect(result.current.error).toMatchObject({ kind: 'client', code: 'file_too_large', outcome: 'refused' });
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it('should honour a lower maxBytes', async () => {
    const { wrapper } = createHookHarness({ uploadDocument: vi.fn<Upload>() });
    const { result } = renderHook(() => useDocumentUpload({ maxBytes: 4 }), { wrapper });

    await act(() => result.current.upload(pdf(), 'utility_bill'));

    expect(result.current.error).toMatchObject({ kind: 'client', code: 'file_too_large', outcome: 'refused' });
  });
});

describe('given a valid file for a requirement', () => {
  it('should go through checking and uploading to uploaded, and wire the document into the answer', async () => {
    const { uploadDocument, answer } = pendingUpload();
    const onUploaded = vi.fn();
    const { queryClient, wrapper } = createHookHarness({ uploadDocument });
    queryClient.setQueryData(paykitQueryKeys.documents.list(), []);
    const statuses: DocumentUploadStatus[] = [];
    const { result } = renderHook(
      () => {
        const state = useDocumentUpload({ requirementId: 'req_1', onUploaded });
        statuses.push(state.status);
        return state;
      },
      { wrapper },
    );

    const file = pdf();
    let done: Promise<DocumentResource | null> = Promise.resolve(null);
    act(() => {
      done = result.current.upload(file, 'utility_bill');
    });
    await waitFor(() => expect(result.current.status).toBe('uploading'));
    expect(result.current.answer).toBeNull();
    await act(async () => {
      answer(uploaded);
      await done;
    });

    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual(['idle', 'checking', 'uploading', 'uploaded']);
    await expect(done).resolves.toEqual(uploaded);
    expect(result.current.document).toEqual(uploaded);
    expect(result.current.error).toBeNull();
    expect(result.current.answer).toEqual({ requirementId: 'req_1', answerType: 'document', documentIds: ['doc_1'] });
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(uploadDocument).toHaveBeenCalledWith(
      { file, purpose: 'utility_bill' },
      { signal: expect.any(AbortSignal), idempotencyKey: expect.stringMatching(/^pk_/), onUploadProgress: expect.any(Function) },
    );
    expect(queryClient.getQueryState(paykitQueryKeys.documents.list())?.isInvalidated).toBe(true);
  });
});

describe('given an upload whose bytes the client reports as they leave', () => {
  it('should give the share sent while uploading, and none once the upload has ended', async () => {
    const { uploadDocument, answer } = pendingUpload();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    let done: Promise<DocumentResource | null> = Promise.resolve(null);
    act(() => {
      done = result.current.upload(pdf(), 'utility_bill');
    });
    await waitFor(() => expect(uploadDocument).toHaveBeenCalled());
    const report = (loaded: number, total: number) => act(() => uploadDocument.mock.calls[0]?.[1]?.onUploadProgress?.({ loaded, total }));
    expect(result.current.progress).toBeNull();
    report(0, 0);
    expect(result.current.progress).toBeNull();
    report(250, 1000);
    expect(result.current).toMatchObject({ status: 'uploading', progress: 0.25 });
    report(1000, 1000);
    expect(result.current.progress).toBe(1);

    await act(async () => {
      answer(uploaded);
      await done;
    });
    expect(result.current).toMatchObject({ status: 'uploaded', progress: null });
  });

  it('should not let a canceled upload move the share of the next one', async () => {
    const { uploadDocument } = pendingUpload();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    act(() => void result.current.upload(pdf(), 'utility_bill'));
    await waitFor(() => expect(uploadDocument).toHaveBeenCalledTimes(1));
    act(() => result.current.cancel());
    act(() => void result.current.upload(pdf('second.pdf'), 'utility_bill'));
    await waitFor(() => expect(uploadDocument).toHaveBeenCalledTimes(2));

    act(() => uploadDocument.mock.calls[0]?.[1]?.onUploadProgress?.({ loaded: 900, total: 1000 }));
    expect(result.current.progress).toBeNull();
    act(() => uploadDocument.mock.calls[1]?.[1]?.onUploadProgress?.({ loaded: 100, total: 1000 }));
    expect(result.current.progress).toBe(0.1);
  });
});

describe('given an upload in flight', () => {
  it('should abort it on cancel and end canceled', async () => {
    const { uploadDocument } = pendingUpload();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    let done: Promise<DocumentResource | null> = Promise.resolve(uploaded);
    act(() => {
      done = result.current.upload(pdf(), 'utility_bill');
    });
    await waitFor(() => expect(result.current.status).toBe('uploading'));
    await act(async () => {
      result.current.cancel();
      await done;
    });

    await expect(done).resolves.toBeNull();
    expect(result.current.status).toBe('canceled');
    expect(result.current.error).toBeNull();
    expect(uploadDocument.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('should resend a canceled upload under the same key on retry', async () => {
    const { uploadDocument, answer } = pendingUpload();
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    act(() => void result.current.upload(pdf(), 'utility_bill'));
    await waitFor(() => expect(result.current.status).toBe('uploading'));
    act(() => result.current.cancel());
    act(() => void result.current.retry());
    await waitFor(() => expect(uploadDocument).toHaveBeenCalledTimes(2));
    await act(async () => answer(uploaded));

    await waitFor(() => expect(result.current.status).toBe('uploaded'));
    const [first, second] = sentKeys(uploadDocument.mock.calls);
    expect(second).toBe(first);
  });
});

describe('given an upload that fails', () => {
  it.each([
    ['a network failure', new PaykitError({ kind: 'network' })],
    ['a 503', new PaykitError({ kind: 'problem', status: 503, code: 'service_unavailable' })],
    ['a stored document whose answer could not be read', new PaykitError({ kind: 'unexpected', status: 201 })],
  ])('should retry the same file under the same key after %s', async (_name, failure) => {
    const uploadDocument = vi.fn<Upload>().mockRejectedValueOnce(failure).mockResolvedValueOnce(uploaded);
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    const file = pdf();
    await act(() => result.current.upload(file, 'utility_bill'));
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe(failure);
    await act(() => result.current.retry());

    expect(result.current.status).toBe('uploaded');
    expect(uploadDocument.mock.calls.map(([input]) => input)).toEqual([
      { file, purpose: 'utility_bill' },
      { file, purpose: 'utility_bill' },
    ]);
    const [first, second] = sentKeys(uploadDocument.mock.calls);
    expect(second).toBe(first);
  });

  it('should retry under a new key after a definitive refusal, which the API would replay', async () => {
    const refusal = new PaykitError({ kind: 'problem', status: 422, code: 'validation_error' });
    const uploadDocument = vi.fn<Upload>().mockRejectedValueOnce(refusal).mockResolvedValueOnce(uploaded);
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    await act(() => result.current.upload(pdf(), 'utility_bill'));
    await act(() => result.current.retry());

    const [first, second] = sentKeys(uploadDocument.mock.calls);
    expect(second).not.toBe(first);
    expect(result.current.status).toBe('uploaded');
  });

  it('should give each new upload its own key', async () => {
    const uploadDocument = vi.fn<Upload>().mockResolvedValue(uploaded);
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    await act(() => result.current.upload(pdf(), 'utility_bill'));
    await act(() => result.current.upload(pdf(), 'utility_bill'));

    const [first, second] = sentKeys(uploadDocument.mock.calls);
    expect(second).not.toBe(first);
  });
});

describe('given an upload to forget', () => {
  it('should return to idle on reset and have nothing to retry', async () => {
    const uploadDocument = vi.fn<Upload>().mockRejectedValue(new PaykitError({ kind: 'timeout' }));
    const { wrapper } = createHookHarness({ uploadDocument });
    const { result } = renderHook(() => useDocumentUpload(), { wrapper });

    await act(() => result.current.upload(pdf(), 'utility_bill'));
    act(() => result.current.reset());
    await act(() => result.current.retry());

    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeNull();
    expect(uploadDocument).toHaveBeenCalledTimes(1);
  });
});
