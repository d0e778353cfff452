/**
 * The upstream body of a document upload, made as the browser's body is read: a fresh multipart
 * body under a new boundary with only a `file` part (a safe name, the type read from its first
 * bytes) and a `purpose` part, counted against the size cap as the bytes pass.
 *
 * The browser may send `purpose` before or after `file`, and the kit's own client sends it after.
 * Parts go upstream in the order they arrive, so neither order makes the proxy hold the file: a
 * `purpose` read first waits (a few bytes) for the file's type, one read after the file follows
 * it. The price of the file-first order is that the upstream call starts before the purpose is
 * known; a missing, repeated or invalid purpose then fails the body mid-stream, which aborts that
 * call, so the upstream never receives a complete body it could act on.
 */
import { joinBytes } from '../../core/bytes/joinBytes.js';
import { parsePartHeaders, type PartHeaders } from '../../core/multipart/multipartHeaders.js';
import type { MultipartEvent, MultipartReader } from '../../core/multipart/multipartReader.js';
import { DOCUMENT_SIGNATURE_BYTES, detectDocumentType } from '../../core/documents/detectDocumentType.js';
import { ProxyProblem, invalidField } from './proxyProblem.js';
import { bodyTooLarge } from './readLimitedBody.js';
import { safeFileName } from './safeFileName.js';

/** Longest purpose, in characters. */
export const MAX_PURPOSE_LENGTH = 256;
const MAX_PURPOSE_BYTES = MAX_PURPOSE_LENGTH * 4;

/** A fresh upload body, pulled a piece at a time. */
export interface FreshUploadBody {
  /** `multipart/form-data` with the fresh boundary. */
  contentType: string;
  /** Reads until the file's type is known, so the upstream call may start. @throws ProxyProblem or MultipartError */
  start(): Promise<void>;
  /** The next piece of the body, `undefined` past its end. @throws ProxyProblem or MultipartError */
  nextPiece(): Promise<Uint8Array | undefined>;
}

const encoder = new TextEncoder();

function freshBoundary(): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  return `paykit-${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function notADocument(): ProxyProblem {
  return new ProxyProblem({
    status: 422,
    code: 'validation_error',
    detail: 'The file is not a PDF, JPEG or PNG document.',
    retryable: false,
    errors: [{ pointer: '/file', code: 'unsupported_media_type', message: 'must be a PDF, JPEG or PNG file (checked by content)' }],
  });
}

const invalidPurpose = () => invalidField('/purpose', 'invalid_value', `must be text of 1 to ${MAX_PURPOSE_LENGTH} characters`);

/** The fresh body of the upload `parts` reads, its file at most `documentBytes`. */
export function createFreshUploadBody(parts: MultipartReader, documentBytes: number): FreshUploadBody {
  const boundary = freshBoundary();
  const out: Uint8Array[] = [];
  let current: 'file' | 'purpose' | undefined;
  let fileName: string | undefined;
  let fileBytes = 0;
  let fileHead: Uint8Array[] = [];
  let isTyped = false;
  let purposeChunks: Uint8Array[] = [];
  let purposeBytes = 0;
  let purpose: Uint8Array | undefined;
  let isFinished = false;

  const partHead = (disposition: string, type = '') =>
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}${type === '' ? '' : `\r\nContent-Type: ${type}`}\r\n\r\n`,
    );
  const emitPurpose = (value: Uint8Array) => out.push(partHead('name="purpose"'), value, encoder.encode('\r\n'));

  function typeFile(): void {
    // Until the file is typed, all of it is in `fileHead`: a few bytes, then the chunk that passed 8.
    const head = joinBytes(fileHead, fileBytes);
    fileHead = [];
    const detected = detectDocumentType(head);
    if (detected === undefined) throw notADocument();
    isTyped = true;
    if (purpose !== undefined) emitPurpose(purpose);
    out.push(partHead(`name="file"; filename="${safeFileName(fileName ?? '', detected.extension)}"`, detected.type), head);
  }

  function endPart(): void {
    if (current === 'file') {
      if (!isTyped) typeFile();
      out.push(encoder.encode('\r\n'));
    } else if (current === 'purpose') {
      const value = joinBytes(purposeChunks, purposeBytes);
      purposeChunks = [];
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(value);
      } catch {
        throw invalidPurpose();
      }
      if (text.length === 0 || text.length > MAX_PURPOSE_LENGTH) throw invalidPurpose();
      purpose = value;
      if (isTyped) emitPurpose(value);
    }
    current = undefined;
  }

  function startPart(headers: PartHeaders): void {
    if (headers.name === 'file') {
      if (fileName !== undefined) throw invalidField('/file', 'duplicate', 'Only one file part is accepted.');
      if (headers.fileName === undefined) throw invalidField('/file', 'invalid_type', 'must be a file');
      fileName = headers.fileName;
      current = 'file';
    } else if (headers.name === 'purpose') {
      if (purpose !== undefined) throw invalidField('/purpose', 'duplicate', 'Only one purpose part is accepted.');
      if (headers.fileName !== undefined) throw invalidPurpose();
      current = 'purpose';
    } else {
      throw invalidField(`/${headers.name.slice(0, 64)}`, 'unknown_field', 'Only file and purpose are accepted.');
    }
  }

  function onData(bytes: Uint8Array): void {
    if (current === 'purpose') {
      purposeBytes += bytes.byteLength;
      if (purposeBytes > MAX_PURPOSE_BYTES) throw invalidPurpose();
      purposeChunks.push(bytes.slice());
      return;
    }
    fileBytes += bytes.byteLength;
    if (fileBytes > documentBytes) throw bodyTooLarge(documentBytes);
    if (isTyped) {
      out.push(bytes);
      return;
    }
    fileHead.push(bytes);
    if (fileBytes >= DOCUMENT_SIGNATURE_BYTES) typeFile();
  }

  function accept(event: MultipartEvent): void {
    if (event.kind === 'data') return onData(event.bytes);
    endPart();
    if (event.kind === 'part') return startPart(parsePartHeaders(event.headers));
    if (fileName === undefined) throw invalidField('/file', 'required', 'A file part is required.');
    if (purpose === undefined) throw invalidField('/purpose', 'required', 'A purpose part is required.');
    out.push(encoder.encode(`--${boundary}--\r\n`));
    isFinished = true;
  }

  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    async start() {
      while (!isTyped) accept(await parts.next());
    },
    async nextPiece() {
      while (out.length === 0) {
        if (isFinished) return undefined;
        accept(await parts.next());
      }
      return out.shift();
    },
  };
}
