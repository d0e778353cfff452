/** The proxy's answer to a multipart body the shared reader refused (`src/core/multipart`). */
import type { MultipartError } from '../../core/multipart/MultipartError.js';
import { invalidField, type ProxyProblem } from './proxyProblem.js';
import { unsupportedMediaType } from './readJsonBody.js';
import { bodyTooLarge } from './readLimitedBody.js';

/**
 * 415 `unsupported_media_type` for a request that is not multipart, 413 `request_body_too_large`
 * past the cap, 400 `validation_error` (`invalid_multipart` at the body) for anything malformed.
 */
export function multipartProblem(error: MultipartError): ProxyProblem {
  if (error.kind === 'not_multipart') return unsupportedMediaType('multipart/form-data');
  if (error.kind === 'too_large') return bodyTooLarge(error.limit ?? 0);
  return invalidField('', 'invalid_multipart', error.message);
}
