/**
 * A `multipart/form-data` request body read as it arrives, once, with the streaming reader the
 * proxy uses too (`src/core/multipart`): of each part the fake keeps its name, its file name, its
 * size, its first bytes and a SHA-256 of its content, never the content itself. An upload of
 * 10 MiB holds a chunk of the request at a time, whatever the number of uploads in flight.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { declaredLength } from '../../../core/bytes/declaredLength.js';
import { isMultipartError, type MultipartError } from '../../../core/multipart/MultipartError.js';
import { multipartBoundary, parsePartHeaders } from '../../../core/multipart/multipartHeaders.js';
import { createMultipartReader, type MultipartReader } from '../../../core/multipart/multipartReader.js';
import { problems, type ApiProblem } from './ApiProblem.js';

/** Bytes kept of the start of each part: a short text field whole, a file's signature. */
export const PART_HEAD_BYTES = 1024;
/** Parts a body may hold; an upload takes two. */
export const MAX_UPLOAD_PARTS = 16;
/** Longest header block of one part. */
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** One part of a multipart body, as the fake keeps it. */
export interface UploadPart {
  readonly name: string;
  /** The file name of a file part (possibly empty); `undefined` for a text field. */
  readonly fileName: string | undefined;
  /** Bytes of content. */
  readonly size: number;
  /** The first {@link PART_HEAD_BYTES} bytes of content (all of it when shorter). */
  readonly head: Uint8Array;
  /** The SHA-256 of the content, in hex. */
  readonly digest: string;
}

/** A multipart body as read: its parts, in order. */
export interface UploadForm {
  readonly parts: readonly UploadPart[];
}

function notMultipart(): ApiProblem {
  return problems.validation(
    [{ pointer: '', code: 'invalid_body', message: 'must be multipart/form-data' }],
    400,
    'The request body must be multipart/form-data.',
  );
}

function tooManyParts(): ApiProblem {
  return problems.validation([{ pointer: '', code: 'too_many_parts', message: `must have at most ${MAX_UPLOAD_PARTS} parts` }]);
}

/** The fake's answer to a body the reader refused: 413 past the cap, 400 otherwise. */
function multipartProblem(error: MultipartError): ApiProblem {
  return error.kind === 'too_large' ? problems.bodyTooLarge(error.limit ?? 0) : notMultipart();
}

/** A part being read: its content counted, hashed and its first bytes copied as they pass. */
interface PartInProgress {
  name: string;
  fileName: string | undefined;
  size: number;
  head: Uint8Array;
  kept: number;
  hash: ReturnType<typeof sha256.create>;
}

function startPart(headers: Uint8Array): PartInProgress {
  const { name, fileName } = parsePartHeaders(headers);
  return { name, fileName, size: 0, head: new Uint8Array(PART_HEAD_BYTES), kept: 0, hash: sha256.create() };
}

function addContent(part: PartInProgress, bytes: Uint8Array): void {
  part.size += bytes.byteLength;
  part.hash.update(bytes);
  // A copy of the first bytes only: the chunk itself is let go.
  const taken = bytes.subarray(0, PART_HEAD_BYTES - part.kept);
  part.head.set(taken, part.kept);
  part.kept += taken.byteLength;
}

function finishPart({ name, fileName, size, head, kept, hash }: PartInProgress): UploadPart {
  return { name, fileName, size, head: head.slice(0, kept), digest: bytesToHex(hash.digest()) };
}

async function readParts(reader: MultipartReader): Promise<UploadPart[]> {
  const parts: UploadPart[] = [];
  let current: PartInProgress | undefined;
  for (;;) {
    const event = await reader.next();
    // The reader yields content only inside a part.
    if (event.kind === 'data') addContent(current as PartInProgress, event.bytes);
    else {
      if (current !== undefined) parts.push(finishPart(current));
      if (event.kind === 'end') return parts;
      if (parts.length === MAX_UPLOAD_PARTS) throw tooManyParts();
      current = startPart(event.headers);
    }
  }
}

/**
 * Reads the multipart body of `request`, at most `limit` bytes of it (counted as it is read).
 * @throws ApiProblem 413 `request_body_too_large` past `limit` (a declared length over it is
 * refused before reading), 400 `validation_error` for a body that is not well-formed
 * `multipart/form-data` (`invalid_body`) or holds more than {@link MAX_UPLOAD_PARTS} parts.
 */
export async function readUploadForm(request: Request, limit: number): Promise<UploadForm> {
  if ((declaredLength(request) ?? 0) > limit) throw problems.bodyTooLarge(limit);
  try {
    const boundary = multipartBoundary(request.headers.get('content-type'));
    if (request.body === null) throw notMultipart();
    const reader = createMultipartReader(request.body, boundary, { maxBodyBytes: limit, maxHeaderBytes: MAX_PART_HEADER_BYTES });
    try {
      return { parts: await readParts(reader) };
    } catch (error) {
      // The rest of the body is not read: a refused upload costs no more than what came so far.
      reader.cancel();
      throw error;
    }
  } catch (error) {
    throw isMultipartError(error) ? multipartProblem(error) : error;
  }
}

/**
 * What a multipart body says, without its random boundary: each part's name, whether it is a
 * file and under which name, its size and digest. Two uploads of the same file compare equal.
 */
export function describeUploadForm(form: UploadForm): string {
  return form.parts
    .map((part) => `${part.name}=${part.fileName === undefined ? 'text' : `file:${part.fileName}`}:${part.size}:${part.digest}`)
    .join('\n');
}

/** The value of a text field; `undefined` for a file, or a field longer than the fake keeps. */
export function textOf(part: UploadPart): string | undefined {
  return part.fileName === undefined && part.size === part.head.byteLength ? new TextDecoder().decode(part.head) : undefined;
}
