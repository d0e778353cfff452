/**
 * JSON request bodies: `application/json`, at most `limit` bytes (counted while reading), valid
 * UTF-8, one JSON object. Routes without a body must send none.
 */
import { ProxyProblem, invalidField } from './proxyProblem.js';
import { readLimitedBody } from './readLimitedBody.js';
import type { RequestDeadline } from './requestDeadline.js';

/** A JSON object body. */
export type JsonObject = Record<string, unknown>;

/** Body bytes a body-less route may carry before it is refused (none but whitespace). */
const EMPTY_BODY_READ_LIMIT = 1024;

function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type = ''] = value.split(';');
  return type.trim().toLowerCase() === 'application/json';
}

/** The 415 of a body in a media type the route does not take. */
export function unsupportedMediaType(expected: string): ProxyProblem {
  return new ProxyProblem({
    status: 415,
    code: 'unsupported_media_type',
    detail: `This route takes ${expected}.`,
    retryable: false,
  });
}

/**
 * The JSON object `request` carries, read before `deadline` passes; an empty body reads as `{}`.
 * @throws ProxyProblem 415 for another media type, 413 past `limit`, 408 `request_timeout` for a
 * body still coming at the deadline, 400 `validation_error` for malformed UTF-8 or JSON, or a value
 * that is not an object.
 */
export async function readJsonBody(request: Request, limit: number, deadline: RequestDeadline): Promise<JsonObject> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw unsupportedMediaType('application/json');
  const bytes = await readLimitedBody(request, limit, deadline);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidField('', 'invalid_encoding', 'The body is not valid UTF-8.');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField('', 'invalid_json', 'The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidField('', 'invalid_type', 'The body must be a JSON object.');
  }
  return value as JsonObject;
}

/**
 * Checks that a route without a body got none (whitespace aside), read before `deadline` passes.
 * @throws ProxyProblem 400 `validation_error` when it got one, 408 `request_timeout` for a body
 * still coming at the deadline.
 */
export async function readEmptyBody(request: Request, deadline: RequestDeadline): Promise<void> {
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBody(request, EMPTY_BODY_READ_LIMIT, deadline);
  } catch (error) {
    // The 408 of a body still coming at the deadline is the answer; anything else is a body it must not have.
    if (deadline.signal.aborted) throw error;
    throw invalidField('', 'unexpected_body', 'This route takes no body.');
  }
  if (new TextDecoder().decode(bytes).trim() !== '') throw invalidField('', 'unexpected_body', 'This route takes no body.');
}
