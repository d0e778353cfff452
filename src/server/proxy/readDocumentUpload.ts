/**
 * Document uploads, streamed: the browser's `multipart/form-data` body is read as the upstream
 * takes the fresh body made from it (see `freshUploadBody.ts`), so an upload holds a chunk or two
 * in memory, never the file. The upstream call starts once the file's first bytes show a PDF, JPEG
 * or PNG; a body that fails after that (too large, malformed, a missing or invalid purpose, the
 * browser gone) fails the stream and aborts the call, with the problem as the abort reason.
 */
import { isMultipartError, malformedMultipart } from '../../core/multipart/MultipartError.js';
import { multipartBoundary } from '../../core/multipart/multipartHeaders.js';
import { createMultipartReader } from '../../core/multipart/multipartReader.js';
import { createFreshUploadBody } from './freshUploadBody.js';
import { multipartProblem } from './multipartProblem.js';
import { clientClosedRequest, isProxyProblem, type ProxyProblem } from './proxyProblem.js';
import { bodyTimedOut, refuseDeclaredOver } from './readLimitedBody.js';
import type { RequestDeadline } from './requestDeadline.js';
import { paceBrowserBody, type UploadPace } from './uploadPace.js';

/** Room for the multipart framing and the `purpose` part around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Longest header block of one part. */
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** What {@link readDocumentUpload} needs to know. */
export interface DocumentUploadOptions {
  /** Largest file, in bytes. */
  documentBytes: number;
  /** The pace the browser must keep (408 when it falls behind). */
  pace: UploadPace;
  /** The request's deadline: a body still coming from the browser when it passes is 408. */
  deadline: RequestDeadline;
  /** Ends the upload from outside: the browser went away, or the response is settled. */
  signal: AbortSignal;
  /** The proxy's clock, in milliseconds. */
  now: () => number;
  /** Told the bytes of the browser's body read so far, as they come. */
  onBytes?: (total: number) => void;
}

/** An upload on its way upstream. */
export interface DocumentUpload {
  /** The fresh multipart body; pulled, it reads the browser's body as fast as it is taken. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /**
   * Aborts when the upload fails, its {@link ProxyProblem} as the reason, or when the outer signal
   * does: give it to the upstream call.
   */
  signal: AbortSignal;
}

/** A problem the upload's reading threw as the proxy's answer; anything else is the browser gone. */
function asUploadProblem(error: unknown): ProxyProblem {
  if (isProxyProblem(error)) return error;
  return isMultipartError(error) ? multipartProblem(error) : clientClosedRequest();
}

/**
 * Reads the upload in `request` up to its file's type, and returns the fresh body to send on.
 * @throws ProxyProblem 415 for another media type, 413 past the caps (declared or counted), 400
 * `validation_error` for a malformed body, missing, repeated or unknown parts, 422
 * `validation_error` at `/file` (`unsupported_media_type`) when the content is not a PDF, JPEG or
 * PNG, 408 `request_timeout` when the browser falls behind the pace or the deadline. The same
 * problems, past the file's first bytes, fail the returned body.
 */
export async function readDocumentUpload(request: Request, options: DocumentUploadOptions): Promise<DocumentUpload> {
  let boundary: string;
  try {
    boundary = multipartBoundary(request.headers.get('content-type'));
  } catch (error) {
    throw asUploadProblem(error);
  }
  const maxBodyBytes = options.documentBytes + MULTIPART_OVERHEAD_BYTES;
  refuseDeclaredOver(request, maxBodyBytes);
  if (request.body === null) throw multipartProblem(malformedMultipart());
  const failed = new AbortController();
  const paced = paceBrowserBody(request.body, options.pace, {
    now: options.now,
    onLate: (problem) => fail(problem),
    onBytes: options.onBytes,
  });
  const parts = createMultipartReader(paced.body, boundary, { maxBodyBytes, maxHeaderBytes: MAX_PART_HEADER_BYTES });
  const fresh = createFreshUploadBody(parts, options.documentBytes);
  function fail(problem: ProxyProblem): void {
    if (!failed.signal.aborted) failed.abort(problem);
    parts.cancel();
  }

  // The first problem wins: a timeout or an abort over the read error it causes.
  const failure = (error: unknown): ProxyProblem => {
    fail(asUploadProblem(error));
    return failed.signal.reason as ProxyProblem;
  };
  const { deadline } = options;
  const onOuterAbort = () => fail(isProxyProblem(options.signal.reason) ? options.signal.reason : clientClosedRequest());
  // Past the file's first bytes, a deadline that passes while the upstream is still taking the body
  // is the upstream's (504); while the proxy waits on the browser, it is the browser's (408).
  // The deadline's signal also ends when the browser leaves: that, the outer signal says.
  const onDeadline = () => {
    if (deadline.hasPassed() && paced.isWaitingOnBrowser()) fail(bodyTimedOut(deadline.budgetMs));
  };
  const settle = () => {
    options.signal.removeEventListener('abort', onOuterAbort);
    deadline.signal.removeEventListener('abort', onDeadline);
  };
  if (options.signal.aborted) onOuterAbort();
  else options.signal.addEventListener('abort', onOuterAbort, { once: true });
  if (deadline.hasPassed()) fail(bodyTimedOut(deadline.budgetMs));
  else if (!deadline.signal.aborted) deadline.signal.addEventListener('abort', onDeadline, { once: true });

  try {
    if (failed.signal.aborted) throw failed.signal.reason;
    await fresh.start();
    paced.startPacing();
  } catch (error) {
    settle();
    throw failure(error);
  }

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const piece = await fresh.nextPiece();
          if (piece !== undefined) return controller.enqueue(piece);
          settle();
          controller.close();
        } catch (error) {
          settle();
          controller.error(failure(error));
        }
      },
      cancel() {
        // The upstream call stopped taking the body (timeout, network error): its own failure says why.
        settle();
        parts.cancel();
      },
    },
    { highWaterMark: 0 },
  );
  // The outer signal too: the browser leaving once its body is all sent still ends the call.
  return { body, contentType: fresh.contentType, signal: AbortSignal.any([failed.signal, options.signal]) };
}
