import { describe, expect, it } from 'vitest';
import { KNOWN_ERROR_CODES, PaykitError, fieldErrors, hasErrorCode, isPaykitError, isRefusal } from './PaykitError.js';

describe('given a problem with every field', () => {
  const cause = new Error('root');
  const error = new PaykitError({
    kind: 'problem',
    type: 'https://errors.example/quote-already-executed',
    title: 'Quote already executed',
    status: 409,
    code: 'quote_already_executed',
    detail: 'The quote quo_1 was executed by transfer tr_1.',
    correlationId: 'req_1',
    retryable: false,
    errors: [{ pointer: '/quoteId', code: 'executed', message: 'Already executed' }],
    transferId: 'tr_1',
    statusReason: { code: 'executed', message: 'Executed', actor: 'developer', retryable: false },
    blockingResources: [{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }],
    capabilities: ['ach_pooled'],
    reviewAnswer: { requirementId: 'req_a' },
    idempotencyKey: 'pk_1',
    retryAfterMs: 2000,
    cause,
  });

  it('should carry every field', () => {
    expect(error).toMatchObject({
      name: 'PaykitError',
      kind: 'problem',
      type: 'https://errors.example/quote-already-executed',
      title: 'Quote already executed',
      status: 409,
      code: 'quote_already_executed',
      correlationId: 'req_1',
      retryable: false,
      transferId: 'tr_1',
      statusReason: { code: 'executed', actor: 'developer' },
      blockingResources: [{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }],
      capabilities: ['ach_pooled'],
      reviewAnswer: { requirementId: 'req_a' },
      idempotencyKey: 'pk_1',
      retryAfterMs: 2000,
      cause,
    });
  });

  it('should use the detail as its message', () => {
    expect(error.message).toBe('The quote quo_1 was executed by transfer tr_1.');
  });

  it('should be recognised as a PaykitError and an Error', () => {
    expect(isPaykitError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(hasErrorCode(error, 'quote_already_executed')).toBe(true);
    expect(hasErrorCode(error, 'insufficient_balance')).toBe(false);
  });
});

describe('given errors without a problem', () => {
  it.each([
    [{ kind: 'network' } as const, 'The network request failed'],
    [{ kind: 'timeout' } as const, 'The request timed out'],
    [{ kind: 'unexpected', status: 502 } as const, 'Unexpected response (HTTP 502)'],
    [{ kind: 'problem', status: 400, code: 'mystery_code' } as const, 'Request failed with code mystery_code'],
    [{ kind: 'problem', status: 400, title: 'Bad input' } as const, 'Bad input'],
  ])('should derive a readable message from %o', (init, message) => {
    expect(new PaykitError(init).message).toBe(message);
  });

  it('should default the lists to empty', () => {
    const error = new PaykitError({ kind: 'network' });
    expect(error.errors).toEqual([]);
    expect(error.blockingResources).toEqual([]);
    expect(error.capabilities).toEqual([]);
  });
});

describe('given a failed request, by what its answer says about the effect', () => {
  it.each([
    [{ kind: 'network' } as const, 'unknown'],
    [{ kind: 'timeout' } as const, 'unknown'],
    [{ kind: 'unexpected', status: 201 } as const, 'unknown'],
    [{ kind: 'unexpected' } as const, 'unknown'],
    [{ kind: 'problem', status: 503, code: 'service_unavailable' } as const, 'unknown'],
    [{ kind: 'problem', status: 504, code: 'upstream_timeout' } as const, 'unknown'],
    [{ kind: 'problem', status: 409, code: 'idempotency_request_in_progress' } as const, 'unknown'],
    [{ kind: 'problem', status: 400, code: 'validation_error' } as const, 'refused'],
    [{ kind: 'problem', status: 409, code: 'idempotency_conflict' } as const, 'refused'],
    [{ kind: 'problem', status: 429, code: 'rate_limited' } as const, 'refused'],
    [{ kind: 'unexpected', status: 404 } as const, 'refused'],
  ])('should tell whether %o may have taken effect (%s)', (init, outcome) => {
    const error = new PaykitError(init);
    expect(error.outcome).toBe(outcome);
    expect(isRefusal(error)).toBe(outcome === 'refused');
  });

  it('should keep an outcome it is given, and never call anything else a refusal', () => {
    expect(new PaykitError({ kind: 'problem', status: 400, outcome: 'unknown' }).outcome).toBe('unknown');
    expect(isRefusal(new Error('400'))).toBe(false);
  });
});

describe('given field errors', () => {
  it('should key the first message of each pointer by pointer', () => {
    const error = new PaykitError({
      kind: 'problem',
      status: 400,
      code: 'validation_error',
      errors: [
        { pointer: '/individual/email', code: 'format', message: 'Enter a valid email' },
        { pointer: '/individual/email', code: 'length', message: 'Too long' },
        { pointer: '/individual/phone', code: 'format', message: 'Enter a valid phone' },
      ],
    });
    expect(fieldErrors(error)).toEqual({
      '/individual/email': 'Enter a valid email',
      '/individual/phone': 'Enter a valid phone',
    });
  });

  it('should give no field errors for anything that is not a PaykitError', () => {
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(isPaykitError(new Error('x'))).toBe(false);
  });
});

describe('given the known codes', () => {
  it('should list the revision conflict code the fake platform uses', () => {
    expect(KNOWN_ERROR_CODES).toContain('task_revision_conflict');
    expect(new Set(KNOWN_ERROR_CODES).size).toBe(KNOWN_ERROR_CODES.length);
  });
});
