import { describe, expect, it } from 'vitest';
import { createScrub, sanitizeProblem } from './sanitizeProblem.js';

const KEY = 'sk_sandbox_CANARY123';
const hosts = ['api.payments.example:8443', 'api.payments.example'];
const context = { status: 409, apiKey: KEY, upstreamHosts: hosts, scrub: createScrub(KEY, hosts), correlationId: 'req_fallback1' };

describe('given an upstream problem', () => {
  it('should keep the safe fields and drop every other one', () => {
    const problem = sanitizeProblem(
      {
        type: 'https://errors.payments.example/v3/quote-already-executed',
        title: 'Quote already executed',
        status: 409,
        code: 'quote_already_executed',
        detail: 'The quote was executed.',
        correlationId: 'req_abc12345',
        retryable: false,
        transferId: 'tr_1',
        errors: [{ pointer: '/quoteId', code: 'used', message: 'already used', secret: 'x' }],
        statusReason: { code: 'x', message: 'y', actor: 'developer', retryable: false, internal: 1 },
        blockingResources: [{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }],
        capabilities: ['card'],
        debug: { stack: 'at handler (/srv/app.js)' },
        upstreamUrl: 'https://api.payments.example/v3/transfers',
        apiKey: KEY,
      },
      context,
    );
    expect(problem).toEqual({
      type: 'https://errors.payments.example/v3/quote-already-executed',
      title: 'Quote already executed',
      status: 409,
      code: 'quote_already_executed',
      detail: 'The quote was executed.',
      correlationId: 'req_abc12345',
      retryable: false,
      transferId: 'tr_1',
      errors: [{ pointer: '/quoteId', code: 'used', message: 'already used' }],
      statusReason: { code: 'x', message: 'y', actor: 'developer', retryable: false },
      blockingResources: [{ type: 'account', id: 'acc_1', requiredAction: 'archive_account' }],
      capabilities: ['card'],
      allowedStates: undefined,
      currentRevision: undefined,
    });
  });

  it.each([
    'https://api.payments.example/errors/not-found',
    'https://API.payments.example:8443/errors/not-found',
    '/errors/not-found',
    'javascript:alert(1)',
    `https://errors.payments.example/${KEY}`,
  ])('should replace the type %s with a neutral one', (type) => {
    expect(sanitizeProblem({ type, code: 'not_found' }, context).type).toBe('about:blank');
  });

  it('should scrub the key and the upstream host out of every text', () => {
    const problem = sanitizeProblem(
      {
        title: `Key ${KEY} refused`,
        detail: 'GET https://API.PAYMENTS.EXAMPLE:8443/v3/x failed',
        errors: [{ pointer: '/x', code: 'c', message: `api.payments.example said ${KEY}` }],
      },
      context,
    );
    const text = JSON.stringify(problem);
    expect(text).not.toContain(KEY);
    expect(text.toLowerCase()).not.toContain('api.payments.example');
  });

  it('should take the HTTP status over the body and fall back to the request id', () => {
    const problem = sanitizeProblem({ status: 200, correlationId: 'bad id with spaces' }, context);
    expect(problem.status).toBe(409);
    expect(problem.correlationId).toBe('req_fallback1');
  });

  it('should drop fields of the wrong type', () => {
    const problem = sanitizeProblem(
      { code: 'Not A Code', retryable: 'yes', transferId: '../x', capabilities: ['card', 3, '<b>'] },
      context,
    );
    expect(problem).toMatchObject({ code: undefined, retryable: undefined, transferId: undefined, capabilities: ['card'] });
  });
});
