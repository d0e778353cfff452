import { describe, expect, it } from 'vitest';
import { PaykitError, type PaykitErrorInit } from './PaykitError.js';
import { decideRetry, defaultRetryPolicy, isTransientError, type RetryPolicy } from './retryPolicy.js';

const policy: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 100,
  maxDelayMs: 1000,
  maxRetryAfterMs: 5000,
  deadlineMs: 30_000,
  random: () => 0.5,
};

const problem = (status: number, code?: string, extra: Partial<PaykitErrorInit> = {}) =>
  new PaykitError({ kind: 'problem', status, code, ...extra });

describe('given one failed attempt', () => {
  it.each([
    ['a network error', new PaykitError({ kind: 'network' }), true],
    ['a timeout', new PaykitError({ kind: 'timeout' }), true],
    ['429', problem(429, 'rate_limited'), true],
    ['500 internal_error', problem(500, 'internal_error', { retryable: true }), true],
    ['502 without a code', problem(502), true],
    ['503 rail_temporarily_unavailable', problem(503, 'rail_temporarily_unavailable', { retryable: true }), true],
    ['a non-JSON 504', new PaykitError({ kind: 'unexpected', status: 504 }), true],
    ['409 idempotency_request_in_progress', problem(409, 'idempotency_request_in_progress', { retryable: true }), true],
    ['503 with retryable false', problem(503, 'kyc_configuration_unavailable', { retryable: false }), false],
    ['500 with retryable false', problem(500, 'quote_destination_missing', { retryable: false }), false],
    ['429 with retryable false', problem(429, 'rate_limited', { retryable: false }), false],
    ['400 validation_error', problem(400, 'validation_error'), false],
    ['422 validation_error', problem(422, 'validation_error'), false],
    ['422 invalid_field_for_type', problem(422, 'invalid_field_for_type'), false],
    ['400 with another code', problem(400, 'amount_side_ambiguous'), false],
    ['422 with another code', problem(422, 'amount_not_deliverable'), false],
    ['409 idempotency_conflict', problem(409, 'idempotency_conflict'), false],
    ['401 unauthorized', problem(401, 'unauthorized'), false],
    ['403 forbidden', problem(403, 'forbidden'), false],
    ['409 task_revision_conflict', problem(409, 'task_revision_conflict'), false],
    ['404 task_not_found', problem(404, 'task_not_found'), false],
    ['409 destination_not_ready, even when retryable', problem(409, 'destination_not_ready', { retryable: true }), false],
    ['413 request_body_too_large', problem(413, 'request_body_too_large'), false],
    ['a non-JSON 401', new PaykitError({ kind: 'unexpected', status: 401 }), false],
    ['a malformed 200', new PaykitError({ kind: 'unexpected', status: 200 }), false],
    ['a 5xx with a never-retried code', problem(500, 'validation_error'), false],
  ])('should retry %s: %s', (_, error, expected) => {
    expect(isTransientError(error)).toBe(expected);
    expect(decideRetry(error, 1, policy).retry).toBe(expected);
  });
});

describe('given backoff', () => {
  const network = new PaykitError({ kind: 'network' });

  it.each([
    [1, 0.5, 50],
    [2, 0.5, 100],
    [3, 0.5, 200],
    [3, 0, 0],
    [3, 0.999, 399],
  ])('should wait a full-jitter share of the ceiling after attempt %i (random %d)', (attempt, random, delayMs) => {
    expect(decideRetry(network, attempt, { ...policy, maxAttempts: 10, random: () => random })).toEqual({ retry: true, delayMs });
  });

  it('should never let the ceiling pass maxDelayMs', () => {
    expect(decideRetry(network, 9, { ...policy, maxAttempts: 10, random: () => 0.5 })).toEqual({
      retry: true,
      delayMs: 500,
    });
  });
});

describe('given a Retry-After', () => {
  it('should wait as long as the API asked', () => {
    expect(decideRetry(problem(429, undefined, { retryAfterMs: 3000 }), 1, policy)).toEqual({
      retry: true,
      delayMs: 3000,
    });
  });

  it('should cap the wait at maxRetryAfterMs', () => {
    expect(decideRetry(problem(503, undefined, { retryAfterMs: 120_000 }), 1, policy)).toEqual({
      retry: true,
      delayMs: 5000,
    });
  });
});

describe('given a rate limit (429)', () => {
  const limited = (retryAfterMs?: number) => problem(429, 'rate_limited', { retryable: true, retryAfterMs });

  it('should retry once, after the Retry-After, and not again when the retry is refused too', () => {
    expect(decideRetry(limited(3000), 1, policy)).toEqual({ retry: true, delayMs: 3000 });
    expect(decideRetry(limited(3000), 2, policy, 3000, 1)).toEqual({ retry: false });
  });

  it('should not retry before a Retry-After past maxRetryAfterMs: the bucket would still be empty', () => {
    expect(decideRetry(limited(5001), 1, policy)).toEqual({ retry: false });
    expect(decideRetry(limited(5000), 1, policy)).toEqual({ retry: true, delayMs: 5000 });
  });

  it('should wait at least a second for a 429 without Retry-After', () => {
    expect(decideRetry(limited(), 1, { ...policy, random: () => 0 })).toEqual({ retry: true, delayMs: 1000 });
  });

  it('should keep retrying other failures after a 429 was retried', () => {
    expect(decideRetry(new PaykitError({ kind: 'network' }), 2, policy, 0, 1).retry).toBe(true);
  });
});

describe('given the limits', () => {
  const network = new PaykitError({ kind: 'network' });

  it('should stop after maxAttempts', () => {
    expect(decideRetry(network, 3, policy).retry).toBe(true);
    expect(decideRetry(network, 4, policy)).toEqual({ retry: false });
  });

  it('should not start a retry whose delay would pass the deadline', () => {
    const slow = problem(503, undefined, { retryAfterMs: 4000 });
    expect(decideRetry(slow, 1, policy, 26_000)).toEqual({ retry: true, delayMs: 4000 });
    expect(decideRetry(slow, 1, policy, 26_001)).toEqual({ retry: false });
  });

  it('should default to 4 attempts within 30 seconds', () => {
    expect(defaultRetryPolicy).toMatchObject({ maxAttempts: 4, deadlineMs: 30_000 });
  });
});
