import { describe, expect, it } from 'vitest';
import { MAX_ID_LENGTH } from '../../core/routes/index.js';
import { refuseOverlongIds } from './bodyIds.js';
import { problemOf } from './test-support/problemOf.js';

const atBound = `doc_${'a'.repeat(MAX_ID_LENGTH - 4)}`;
const overBound = `${atBound}a`;

describe('given a body naming ids', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a top-level id', { quoteId: overBound }, '/quoteId'],
    ['a nested id', { settlement: { accountId: overBound } }, '/settlement/accountId'],
    ['an id member', { target: { type: 'account', id: overBound } }, '/target/id'],
    ['an item of supportingDocuments', { supportingDocuments: ['doc_1', overBound] }, '/supportingDocuments/1'],
    [
      'an item of an …Ids list deep in an array',
      { answers: [{ requirementId: 'req_1', documentIds: [overBound] }] },
      '/answers/0/documentIds/0',
    ],
    ['an institution', { institutions: [overBound] }, '/institutions/0'],
  ])('should refuse %s over the bound with a pointer to it', (_, body, pointer) => {
    expect(problemOf(() => refuseOverlongIds(body))).toEqual({
      status: 400,
      code: 'validation_error',
      detail: `The request is invalid at ${pointer}.`,
      retryable: false,
      errors: [{ pointer, code: 'too_long', message: `must be an id of at most ${MAX_ID_LENGTH} characters` }],
    });
  });

  it('should take every id at the bound', () => {
    const body = { quoteId: atBound, supportingDocuments: [atBound], target: { id: atBound }, answers: [{ documentIds: [atBound] }] };
    expect(problemOf(() => refuseOverlongIds(body))).toBeUndefined();
  });

  it('should leave texts that are not ids to the API, the merchant reference included', () => {
    const long = 'x'.repeat(1_000);
    const body = { externalId: long, memo: long, person: { firstName: long }, roles: [long], answers: [{ value: long }] };
    expect(problemOf(() => refuseOverlongIds(body))).toBeUndefined();
  });
});
