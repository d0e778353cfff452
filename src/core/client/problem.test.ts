import { describe, expect, it } from 'vitest';
import { isProblemBody, readProblem } from './problem.js';

describe('given a problem+json body', () => {
  it('should read every documented field', () => {
    const problem = readProblem({
      type: 'https://errors.example/capability-not-cancelable',
      title: 'Not cancelable',
      status: 409,
      code: 'capability_not_cancelable',
      detail: 'Archive the account first.',
      correlationId: 'req_9',
      retryable: false,
      errors: [{ pointer: '/institutions/0', code: 'unknown', message: 'Unknown institution' }],
      transferId: 'tr_2',
      statusReason: { code: 'blocked', message: 'Blocked', actor: 'customer', retryable: false },
      blockingResources: [{ type: 'account', id: 'acc_2', requiredAction: 'archive_account' }],
      capabilities: ['sepa_pooled'],
      reviewAnswer: 'yes',
    });
    expect(problem).toMatchObject({
      code: 'capability_not_cancelable',
      status: 409,
      correlationId: 'req_9',
      errors: [{ pointer: '/institutions/0', code: 'unknown', message: 'Unknown institution' }],
      transferId: 'tr_2',
      statusReason: { code: 'blocked', actor: 'customer' },
      blockingResources: [{ type: 'account', id: 'acc_2', requiredAction: 'archive_account' }],
      capabilities: ['sepa_pooled'],
      reviewAnswer: 'yes',
    });
  });

  it('should drop malformed fields and keep the rest', () => {
    const problem = readProblem({
      code: 'validation_error',
      status: 'four hundred',
      retryable: 'maybe',
      errors: [{ pointer: '/a', message: 'Bad' }, { message: 'no pointer' }, 'nonsense'],
      blockingResources: [{ type: 'account' }],
      capabilities: ['ach_pooled', 3],
    });
    expect(problem).toMatchObject({
      code: 'validation_error',
      status: undefined,
      retryable: undefined,
      errors: [{ pointer: '/a', code: 'invalid', message: 'Bad' }],
      blockingResources: [],
      capabilities: ['ach_pooled'],
    });
  });

  it('should read nothing from a body that is not an object', () => {
    expect(readProblem('oops')).toBeUndefined();
    expect(readProblem([1])).toBeUndefined();
    expect(isProblemBody({ code: 'x' })).toBe(true);
    expect(isProblemBody({ message: 'x' })).toBe(false);
  });
});
