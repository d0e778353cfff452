/**
 * Why a multipart body was refused, as data: each server that reads multipart (the proxy, the
 * fake platform) turns it into its own problem answer.
 */

/**
 * What went wrong: the request is not `multipart/form-data` at all (`not_multipart`), its body
 * or a part's headers are not well-formed (`malformed`), or the body passed its cap (`too_large`).
 */
export type MultipartErrorKind = 'not_multipart' | 'malformed' | 'too_large';

/** A refused multipart body; `message` says what is wrong in words fit for a problem's field error. */
export class MultipartError extends Error {
  readonly kind: MultipartErrorKind;
  /** The cap the body passed, for `too_large`. */
  readonly limit: number | undefined;

  constructor(kind: MultipartErrorKind, message: string, limit?: number) {
    super(message);
    this.name = 'MultipartError';
    this.kind = kind;
    this.limit = limit;
  }
}

/** True when `error` is a {@link MultipartError}. */
export function isMultipartError(error: unknown): error is MultipartError {
  return error instanceof MultipartError;
}

/** A body (or a part) that is not well-formed multipart. */
export function malformedMultipart(message = 'The body is not a well-formed multipart/form-data body.'): MultipartError {
  return new MultipartError('malformed', message);
}

/** A body past its cap of `limit` bytes. */
export function multipartTooLarge(limit: number): MultipartError {
  return new MultipartError('too_large', `The request body is larger than ${limit} bytes.`, limit);
}

/** A request whose `Content-Type` is not `multipart/form-data` with a boundary. */
export function notMultipart(): MultipartError {
  return new MultipartError('not_multipart', 'The request is not multipart/form-data.');
}
