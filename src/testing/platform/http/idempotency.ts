import type { Partition } from '../Partition.js';
import { ApiProblem } from './ApiProblem.js';

/** What identifies one operation under an idempotency key: method, path and body. */
export function fingerprint(method: string, path: string, body: string): string {
  return `${method} ${path}\n${canonicalBody(body)}`;
}

/** JSON bodies compare by content, so key order and spacing do not make a "different" body. */
function canonicalBody(body: string): string {
  if (body === '') return '';
  try {
    return JSON.stringify(sortKeys(JSON.parse(body)));
  } catch {
    return body;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/** Reads and checks the `Idempotency-Key` header: required, 1 to 255 characters. */
export function readIdempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key');
  if (key === null || key === '') {
    throw new ApiProblem({
      status: 400,
      code: 'validation_error',
      detail: 'Every effectful request needs an Idempotency-Key header (1 to 255 characters).',
      errors: [{ pointer: '/headers/Idempotency-Key', code: 'required', message: 'is required' }],
      retryable: false,
    });
  }
  if (key.length > 255) {
    throw new ApiProblem({
      status: 400,
      code: 'validation_error',
      detail: 'The Idempotency-Key header must be 1 to 255 characters.',
      errors: [{ pointer: '/headers/Idempotency-Key', code: 'too_long', message: 'must be 1 to 255 characters' }],
      retryable: false,
    });
  }
  return key;
}

/** A response kept for replay. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Claims `key` for the operation `print`: the stored response when it is a replay, or `null`
 * when this request runs (and must call `settle` or `release`). A key in flight gives 409
 * idempotency_request_in_progress (retryable); a key used for another operation gives 409
 * idempotency_conflict.
 */
export function claimIdempotencyKey(partition: Partition, key: string, print: string): StoredResponse | null {
  const existing = partition.idempotency.get(key);
  if (!existing) {
    partition.idempotency.set(key, { state: 'in_progress', fingerprint: print });
    return null;
  }
  if (existing.state === 'in_progress') {
    throw new ApiProblem({
      status: 409,
      code: 'idempotency_request_in_progress',
      detail: 'A request with this Idempotency-Key is still being processed; retry after it settles.',
      retryable: true,
      headers: { 'Retry-After': '1' },
    });
  }
  if (existing.fingerprint !== print) {
    throw new ApiProblem({
      status: 409,
      code: 'idempotency_conflict',
      detail: 'This Idempotency-Key was already used with a different method, path or body.',
    });
  }
  return { status: existing.status, headers: existing.headers, body: existing.body };
}

/** Stores the response of the request that claimed `key`. */
export function settleIdempotencyKey(partition: Partition, key: string, print: string, response: StoredResponse): void {
  partition.idempotency.set(key, { state: 'done', fingerprint: print, ...response });
}

/** Frees `key` after a failure that must not be replayed (a 5xx). */
export function releaseIdempotencyKey(partition: Partition, key: string): void {
  partition.idempotency.delete(key);
}
