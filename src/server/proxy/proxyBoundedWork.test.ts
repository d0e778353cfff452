// @vitest-environment node
/**
 * The attack of issue 14: a signed-in customer sends an id of about 65,000 characters, the upstream
 * 404 quotes it, and scrubbing that answer used to hold the shared event loop for seconds. Ids
 * over the bound are now refused before any upstream call, and a huge upstream text costs time
 * linear in its length.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID_LENGTH } from '../../core/routes/index.js';
import { growthRatio } from './test-support/growthRatio.js';
import { CANARY_KEY, UPSTREAM, createProxyHarness, json } from './test-support/recordingUpstream.js';
import { createTwoCustomerWorld, type CustomerIds } from './test-support/twoCustomers.js';
import type { UpstreamAnswer } from './test-support/recordingUpstream.js';

/** About 65,000 characters: what the JSON cap lets through in one body. */
const HUGE = 'a'.repeat(65_000);

let alice: CustomerIds;
let answer: UpstreamAnswer;

beforeAll(async () => {
  ({ alice, answer } = await createTwoCustomerWorld());
});

const signedIn = () => createProxyHarness({ answer, limits: { requestsPerMinute: 1_000 } });

describe('given a signed-in customer sending a huge id in the path', () => {
  it.each([
    ['GET', '/quotes/quo_{huge}', '/path/quoteId'],
    ['GET', '/transfers/tr_{huge}/instructions', '/path/transferId'],
    ['DELETE', '/recipients/{recipientId}/destinations/dst_{huge}', '/path/destinationId'],
    ['POST', '/sandbox/accounts/acc_{huge}/topup', '/path/accountId'],
  ])('should refuse %s %s with 400 without calling upstream', async (method, template, pointer) => {
    const harness = signedIn();
    const path = template.replace('{huge}', HUGE).replace('{recipientId}', alice.recipientId);
    const response = await harness.send(method, path, method === 'POST' ? { json: { amount: '1.00', currency: 'USDC' } } : {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_error',
      errors: [{ pointer, code: 'too_long', message: `must be an id of at most ${MAX_ID_LENGTH} characters` }],
    });
    expect(harness.calls).toHaveLength(0);
  });

  it('should still forward an id at the bound (upstream says whether it exists)', async () => {
    const harness = signedIn();
    const response = await harness.send('GET', `/tasks/tsk_${'a'.repeat(MAX_ID_LENGTH - 4)}`);
    expect(response.status).toBe(404);
    expect(harness.calls).toHaveLength(1);
  });
});

describe('given a signed-in customer sending a huge id in a JSON body', () => {
  it.each<[string, string, () => unknown, string]>([
    ['a transfer', '/transfers', () => ({ quoteId: `quo_${HUGE}` }), '/quoteId'],
    [
      'a quote',
      '/quotes',
      () => ({
        capabilityId: 'ach_pooled',
        destinationId: `dst_${HUGE}`,
        in: { currency: 'USD', amount: '10.00' },
        out: { currency: 'USDC' },
      }),
      '/destinationId',
    ],
    [
      'an issued bank account',
      '/accounts',
      () => ({ origin: 'issued', type: 'bank', method: 'ach', settlement: { accountId: `acc_${HUGE}` } }),
      '/settlement/accountId',
    ],
    [
      'a transfer with documents',
      '/transfers',
      () => ({ quoteId: alice.quoteId, supportingDocuments: [alice.documentId, `doc_${HUGE}`] }),
      '/supportingDocuments/1',
    ],
    ['a rule', '/rules', () => ({ sourceAccountId: alice.accountId, target: { type: 'account', id: `acc_${HUGE}` } }), '/target/id'],
  ])('should refuse %s with 400 without calling upstream', async (_, path, body, pointer) => {
    const harness = signedIn();
    const response = await harness.send('POST', path, { json: body() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_error', errors: [{ pointer, code: 'too_long' }] });
    expect(harness.calls).toHaveLength(0);
  });
});

describe('given an upstream 404 quoting a huge text', () => {
  let quoted = '';
  const harness = createProxyHarness({
    limits: { requestsPerMinute: 1_000_000 },
    answer: () =>
      json(
        {
          code: 'quote_not_found',
          detail: `No quote ${quoted} at ${UPSTREAM}/v3/quotes/${quoted} (${CANARY_KEY})`,
          errors: [{ pointer: '/quoteId', code: 'not_found', message: quoted }],
        },
        404,
      ),
  });
  const read = async (text: string) => {
    quoted = text;
    return harness.send('GET', '/customer');
  };

  it('should pass it cut to its bound, without the key or the upstream host', async () => {
    const response = await read(HUGE);
    expect(response.status).toBe(404);
    const problem = (await response.json()) as { detail: string; errors: { message: string }[] };
    expect(problem.detail).toBe(`No quote ${HUGE}`.slice(0, 2_048));
    expect(problem.errors[0]?.message).toHaveLength(1_024);
  });

  it('should sanitize it in time linear in its length', async () => {
    // 16 times the text must not take anything near 256 times the time, as it did.
    const growth = await growthRatio(read, 'a'.repeat(1_024), 'a'.repeat(16_384));
    expect(growth).toBeLessThan(64);
  }, 60_000);
});
