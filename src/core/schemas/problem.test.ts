import { describe, expect, it } from 'vitest';
import { problemSchema } from './problem.js';

describe('given problem+json bodies', () => {
  it.each([
    [
      'a validation error with pointers',
      {
        type: 'https://errors.example.com/validation-error',
        title: 'Validation failed',
        status: 422,
        code: 'validation_error',
        detail: 'Two fields are invalid.',
        correlationId: 'req_8f2',
        retryable: false,
        errors: [{ pointer: '/individual/birthDate', code: 'invalid_date', message: 'Not a date.' }],
      },
    ],
    ['an already executed quote', { status: 409, code: 'quote_already_executed', transferId: 'tr_4Xm9Pq', correlationId: 'req_1' }],
    [
      'an archive blocked by resources',
      {
        status: 409,
        code: 'customer_has_active_resources',
        blockingResources: [{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }],
      },
    ],
    [
      'a destination not ready',
      { status: 409, code: 'destination_not_ready', statusReason: { code: 'in_review', actor: 'provider', retryable: true } },
    ],
    [
      'a code paykit does not know yet, with extra context',
      { status: 418, code: 'teapot_required', capabilities: ['card'], reviewAnswer: { accepted: false } },
    ],
    ['a gateway body with a title only', { title: 'Bad Gateway' }],
  ])('should parse %s unchanged', (_name, body) => {
    expect(problemSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['a status outside HTTP', { status: 42 }, ['status']],
    ['a transfer id without prefix', { code: 'quote_already_executed', transferId: '4Xm9Pq' }, ['transferId']],
  ])('should refuse %s', (_name, body, path) => {
    expect(problemSchema.safeParse(body).error?.issues[0]?.path).toEqual(path);
  });
});
