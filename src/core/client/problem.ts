/**
 * Reads the fields of a problem+json body. Field by field and forgiving on purpose: an error
 * response is the worst place to throw a second error, so a malformed field is dropped and the
 * rest of the problem survives.
 */
import type { PaykitErrorInit, ProblemBlockingResource, ProblemFieldError, ProblemStatusReason } from './PaykitError.js';

/** The problem fields of a `PaykitErrorInit`. */
export type ProblemFields = Omit<PaykitErrorInit, 'kind' | 'outcome' | 'message' | 'idempotencyKey' | 'retryAfterMs' | 'cause'>;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const int = (value: unknown): number | undefined => (Number.isInteger(value) ? (value as number) : undefined);

function fieldError(value: unknown): ProblemFieldError | undefined {
  if (!isObject(value)) return undefined;
  const pointer = str(value.pointer);
  const message = str(value.message);
  if (pointer === undefined || message === undefined) return undefined;
  return { pointer, message, code: str(value.code) ?? 'invalid' };
}

function statusReason(value: unknown): ProblemStatusReason | undefined {
  if (!isObject(value)) return undefined;
  const code = str(value.code);
  if (code === undefined) return undefined;
  return { code, message: str(value.message), actor: str(value.actor), retryable: bool(value.retryable) };
}

function blockingResource(value: unknown): ProblemBlockingResource | undefined {
  if (!isObject(value)) return undefined;
  const type = str(value.type);
  const id = str(value.id);
  if (type === undefined || id === undefined) return undefined;
  return { type, id, requiredAction: str(value.requiredAction) };
}

function list<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(read).filter((item): item is T => item !== undefined);
}

/** True when `body` looks like a problem: an object with a string `code`. */
export function isProblemBody(body: unknown): body is Json & { code: string } {
  return isObject(body) && typeof body.code === 'string';
}

/** The problem fields of `body`; `undefined` when `body` is not an object. */
export function readProblem(body: unknown): ProblemFields | undefined {
  if (!isObject(body)) return undefined;
  return {
    type: str(body.type),
    title: str(body.title),
    status: int(body.status),
    code: str(body.code),
    detail: str(body.detail),
    correlationId: str(body.correlationId),
    retryable: bool(body.retryable),
    errors: list(body.errors, fieldError),
    transferId: str(body.transferId),
    statusReason: statusReason(body.statusReason),
    blockingResources: list(body.blockingResources, blockingResource),
    capabilities: list(body.capabilities, str),
    reviewAnswer: body.reviewAnswer,
  };
}
