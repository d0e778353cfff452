import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  createIdempotencyKey,
  isRefusal,
  PaykitError,
  toPaykitError,
  type SubmissionAnswerInput,
  type UploadProgress,
} from '../core/client/index.js';
import type { DocumentResource } from '../core/schemas/index.js';
import {
  acceptedDocumentFormats,
  checkDocumentFile,
  documentInputAccept,
  DOCUMENT_MAX_BYTES,
  type DocumentFormat,
} from './documentFileCheck.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitClient } from './usePaykitClient.js';

/**
 * Where an upload stands: `checking` (reading the file's first bytes), `uploading` (on its way,
 * with `progress` where the browser reports it), then `uploaded`, or `rejected` (refused before
 * sending), `failed` (refused or lost on the way) or `canceled`.
 */
export type DocumentUploadStatus = 'idle' | 'checking' | 'rejected' | 'uploading' | 'uploaded' | 'failed' | 'canceled';

/** Options of {@link useDocumentUpload}. */
export interface UseDocumentUploadOptions {
  /** Formats to accept, e.g. a requirement's `constraints.acceptedFormats`. @default pdf, jpeg and png */
  acceptedFormats?: readonly string[] | null;
  /** Largest file to send, in bytes; the proxy refuses more than 10 MiB. @default DOCUMENT_MAX_BYTES */
  maxBytes?: number;
  /** The `document` requirement the upload answers; when given, `answer` carries the document. */
  requirementId?: string;
  /** Called with the document once it is uploaded, e.g. to set a form field. */
  onUploaded?: (document: DocumentResource) => void;
}

/** What {@link useDocumentUpload} returns: state, actions and what the file input needs. */
export interface UseDocumentUploadResult {
  status: DocumentUploadStatus;
  /**
   * The share of the file sent while `uploading`, from 0 to 1, or `null` when it is not known: before
   * the first bytes leave, and always with a client that has a `fetch` of its own (only the browser's
   * own sender reports upload progress). It reaches 1 before the server has answered.
   */
  progress: number | null;
  /** Why the last upload did not succeed: a local problem code or the client's error. */
  error: PaykitError | null;
  /** The uploaded document, once `uploaded`. */
  document: DocumentResource | null;
  /** The answer for `requirementId` naming the uploaded document, once `uploaded`. */
  answer: SubmissionAnswerInput | null;
  /** The formats a file may have. */
  formats: DocumentFormat[];
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** An `accept` value for `<input type="file">`. */
  accept: string;
  /** Checks then uploads `file` as a new intent; resolves to the document, or `null` when it did not succeed. */
  upload: (file: Blob, purpose: string) => Promise<DocumentResource | null>;
  /** Aborts the check or the upload in flight. */
  cancel: () => void;
  /** Sends the last file again, under the same idempotency key while its intent is still open. */
  retry: () => Promise<DocumentResource | null>;
  /** Forgets the last upload and returns to `idle`. */
  reset: () => void;
}

interface Intent {
  file: Blob;
  purpose: string;
  idempotencyKey: string;
}

interface UploadState {
  status: DocumentUploadStatus;
  progress: number | null;
  error: PaykitError | null;
  document: DocumentResource | null;
}

const IDLE: UploadState = { status: 'idle', progress: null, error: null, document: null };

/**
 * Uploads one customer document: the file's size and format (read from its first bytes) are
 * checked before anything is sent, the upload can be canceled and retried, and the uploaded
 * document's id is ready as a `document` answer. A success refreshes `paykitQueryKeys.documents`.
 *
 * A retry after any failure whose outcome is unknown (a network failure, a timeout, a 5xx, an
 * answer that could not be read, a cancel) reuses the intent's idempotency key, so the API stores
 * the document at most once; after a refusal (a 4xx) the intent is over and a retry is a new
 * intent, since the API would replay the stored refusal.
 *
 * @param options Accepted formats, size cap, the requirement answered and a success callback.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function UtilityBill({ requirement, onAnswer }: { requirement: Requirement; onAnswer: (a: SubmissionAnswerInput) => void }) {
 *   const upload = useDocumentUpload({
 *     acceptedFormats: requirement.request.constraints?.acceptedFormats,
 *     requirementId: requirement.id,
 *     onUploaded: (document) => onAnswer({ requirementId: requirement.id, answerType: 'document', documentIds: [document.id] }),
 *   });
 *   return (
 *     <div data-state={upload.status}>
 *       <input type="file" accept={upload.accept} onChange={(e) => e.target.files?.[0] && upload.upload(e.target.files[0], 'utility_bill')} />
 *       {upload.status === 'uploading' && <button onClick={upload.cancel}>Cancel</button>}
 *       {upload.status === 'failed' && <button onClick={upload.retry}>Try again</button>}
 *     </div>
 *   );
 * }
 */
export function useDocumentUpload(options: UseDocumentUploadOptions = {}): UseDocumentUploadResult {
  const { acceptedFormats, maxBytes = DOCUMENT_MAX_BYTES, requirementId, onUploaded } = options;
  const client = usePaykitClient('useDocumentUpload');
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const intent = useRef<Intent | null>(null);
  const controller = useRef<AbortController | null>(null);
  const formats = acceptedDocumentFormats(acceptedFormats);

  useEffect(() => () => controller.current?.abort(), []);

  const send = async (current: Intent): Promise<DocumentResource | null> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const settle = (next: UploadState) => {
      if (controller.current === abort) setState(next);
    };
    settle({ ...IDLE, status: 'checking' });
    const problem = await checkDocumentFile(current.file, formats, maxBytes);
    if (abort.signal.aborted) return null;
    if (problem !== undefined) {
      intent.current = null;
      settle({
        ...IDLE,
        status: 'rejected',
        error: new PaykitError({ kind: 'client', code: problem, message: `The file was not sent: ${problem}` }),
      });
      return null;
    }
    settle({ ...IDLE, status: 'uploading' });
    const onUploadProgress = ({ loaded, total }: UploadProgress) => {
      if (controller.current !== abort || total <= 0) return;
      const progress = Math.min(1, loaded / total);
      setState((previous) => (previous.status === 'uploading' && previous.progress !== progress ? { ...previous, progress } : previous));
    };
    try {
      const document = await client.uploadDocument(
        { file: current.file, purpose: current.purpose },
        { signal: abort.signal, idempotencyKey: current.idempotencyKey, onUploadProgress },
      );
      if (abort.signal.aborted) return null;
      intent.current = null;
      void queryClient.invalidateQueries({ queryKey: paykitQueryKeys.documents.all });
      settle({ ...IDLE, status: 'uploaded', document });
      onUploaded?.(document);
      return document;
    } catch (error) {
      if (abort.signal.aborted) return null;
      const failure = toPaykitError(error, 'The upload failed');
      if (isRefusal(failure)) intent.current = { ...current, idempotencyKey: createIdempotencyKey() };
      settle({ ...IDLE, status: 'failed', error: failure });
      return null;
    }
  };

  const upload = (file: Blob, purpose: string) => {
    intent.current = { file, purpose, idempotencyKey: createIdempotencyKey() };
    return send(intent.current);
  };

  const retry = async () => (intent.current ? send(intent.current) : null);

  const cancel = () => {
    if (!controller.current || controller.current.signal.aborted) return;
    controller.current.abort();
    setState((previous) =>
      previous.status === 'checking' || previous.status === 'uploading' ? { ...IDLE, status: 'canceled' } : previous,
    );
  };

  const reset = () => {
    controller.current?.abort();
    controller.current = null;
    intent.current = null;
    setState(IDLE);
  };

  const answer =
    requirementId !== undefined && state.document
      ? { requirementId, answerType: 'document' as const, documentIds: [state.document.id] }
      : null;

  return {
    ...state,
    answer,
    formats,
    maxBytes,
    accept: documentInputAccept(formats),
    upload,
    cancel,
    retry,
    reset,
  };
}
