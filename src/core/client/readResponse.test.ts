import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { PaykitError } from './PaykitError.js';
import { describeIssues, readResponse, type ReadContext } from './readResponse.js';

const quoteSchema = z.object({
  data: z.object({
    id: z.string(),
    expiresAt: z.iso.datetime({ message: 'expected an RFC 3339 date-time' }),
    fees: z.array(z.object({ amount: z.string() })),
  }),
});

const context: ReadContext<z.output<typeof quoteSchema>> = {
  label: 'GET /quotes/{quoteId}',
  schema: quoteSchema,
  idempotencyKey: 'pk_intent',
  now: Date.parse('2026-11-22T10:00:00.000Z'),
};

const json = (body: unknown) => JSON.stringify(body);

function read(text: string, init: ResponseInit, ctx: ReadContext<unknown> = context) {
  return readResponse(new Response(text === '' ? null : text, init), text, ctx);
}

function readError(text: string, init: ResponseInit, ctx: ReadContext<unknown> = context): PaykitError {
  try {
    read(text, init, ctx);
  } catch (error) {
    if (error instanceof PaykitError) return error;
    throw error;
  }
  throw new Error('expected a PaykitError');
}

describe('given a successful response', () => {
  it('should return the parsed body', () => {
    const body = { data: { id: 'quo_1', expiresAt: '2026-11-22T10:05:00.000Z', fees: [] } };
    expect(read(json(body), { status: 200 })).toEqual(body);
  });

  it('should name the malformed field and what was expected', () => {
    const body = { data: { id: 'quo_1', expiresAt: 'tomorrow', fees: [{ amount: 5 }] } };
    const error = readError(json(body), { status: 200, headers: { 'X-Request-Id': 'req_7' } });
    expect(error.kind).toBe('unexpected');
    expect(error.message).toContain('Malformed response from GET /quotes/{quoteId}');
    expect(error.message).toContain('data.expiresAt: expected an RFC 3339 date-time');
    expect(error.message).toContain('data.fees[0].amount:');
    expect(error.correlationId).toBe('req_7');
    expect(error.status).toBe(200);
  });

  it('should say when the body is not JSON', () => {
    expect(readError('<html>', { status: 200 }).message).toBe('Malformed response from GET /quotes/{quoteId}: the body is not JSON');
  });

  it('should refuse an empty body where one is expected', () => {
    expect(readError('', { status: 204 }).message).toContain('expected a JSON body, got none (HTTP 204)');
  });

  it('should return undefined for an empty body where that is allowed', () => {
    expect(read('', { status: 204 }, { ...context, allowEmpty: true })).toBeUndefined();
  });

  it('should summarise issues past the fifth', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string(), f: z.string(), g: z.string() });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toMatch(/^a: .*; e: [^;]*; and 2 more$/);
  });

  it('should name the root when the whole body is wrong', () => {
    const result = z.object({}).safeParse('text');
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toMatch(/^\(root\): /);
  });
});

describe('given an error response', () => {
  it('should read a problem+json body into a problem', () => {
    const problem = {
      type: 'https://errors.example/validation-error',
      title: 'Invalid',
      status: 400,
      code: 'validation_error',
      detail: 'Check the email.',
      correlationId: 'req_body',
      retryable: false,
      errors: [{ pointer: '/individual/email', code: 'format', message: 'Enter a valid email' }],
    };
    const error = readError(json(problem), {
      status: 400,
      headers: { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_header' },
    });
    expect(error).toMatchObject({
      kind: 'problem',
      status: 400,
      code: 'validation_error',
      message: 'Check the email.',
      correlationId: 'req_body',
      idempotencyKey: 'pk_intent',
      errors: problem.errors,
    });
  });

  it('should read a JSON body with a code as a problem and fall back to X-Request-Id', () => {
    const error = readError(json({ code: 'internal_error', retryable: true }), {
      status: 500,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req_header' },
    });
    expect(error).toMatchObject({ kind: 'problem', code: 'internal_error', retryable: true, correlationId: 'req_header' });
  });

  it('should report a non-JSON error body as unexpected with its status', () => {
    const error = readError('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    expect(error).toMatchObject({ kind: 'unexpected', status: 502 });
    expect(error.message).toBe('Unexpected HTTP 502 response from GET /quotes/{quoteId}');
  });

  it('should report JSON without a code as unexpected', () => {
    expect(readError(json({ message: 'nope' }), { status: 404 }).kind).toBe('unexpected');
  });

  it('should carry the Retry-After it was given', () => {
    const seconds = readError(json({ code: 'rate_limited' }), { status: 429, headers: { 'Retry-After': '2' } });
    const date = readError(json({ code: 'rate_limited' }), {
      status: 429,
      headers: { 'Retry-After': 'Sun, 22 Nov 2026 10:00:04 GMT' },
    });
    expect(seconds.retryAfterMs).toBe(2000);
    expect(date.retryAfterMs).toBe(4000);
  });
});
