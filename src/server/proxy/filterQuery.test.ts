import { describe, expect, it } from 'vitest';
import { kitRoutes } from '../../core/routes/index.js';
import { filterQuery } from './filterQuery.js';
import { problemOf } from './test-support/problemOf.js';

describe('given a route with a query allowlist', () => {
  it('should re-serialise the allowed parameters', () => {
    const search = new URLSearchParams('limit=10&cursor=a b&updatedAfter=2026-01-01T00:00:00Z');
    expect(filterQuery(kitRoutes.listCapabilities, search, 'cus_a')).toBe('limit=10&cursor=a+b&updatedAfter=2026-01-01T00%3A00%3A00Z');
  });

  it('should keep repeated institutions, in order', () => {
    const search = new URLSearchParams('institutions=inst_b&institutions=inst_a');
    expect(filterQuery(kitRoutes.previewCapabilityTasks, search, 'cus_a')).toBe('institutions=inst_b&institutions=inst_a');
  });

  it('should encode what a value holds, so it can never add a parameter upstream', () => {
    const search = new URLSearchParams([['cursor', 'x&customerId=cus_b#frag']]);
    const query = filterQuery(kitRoutes.listTasks, search, 'cus_a');
    expect([...new URLSearchParams(query)]).toEqual([['cursor', 'x&customerId=cus_b#frag']]);
  });

  it.each([
    ['an unknown parameter', 'foo=1', 'unknown_parameter'],
    ['a parameter of another route', 'externalId=x', 'unknown_parameter'],
    ['a repeated parameter that is not a list', 'limit=1&limit=100', 'validation_error'],
    ['an over-long value', `cursor=${'x'.repeat(513)}`, 'validation_error'],
    ['a customer id', 'customerId=cus_b', 'customer_id_not_allowed'],
  ])('should refuse %s with 400', (_, search, code) => {
    expect(problemOf(() => filterQuery(kitRoutes.listTasks, new URLSearchParams(search), 'cus_a'))).toMatchObject({ status: 400, code });
  });

  it('should refuse an institution id longer than any id', () => {
    const search = new URLSearchParams([
      ['institutions', 'inst_a'],
      ['institutions', 'x'.repeat(129)],
    ]);
    expect(problemOf(() => filterQuery(kitRoutes.previewCapabilityTasks, search, 'cus_a'))).toMatchObject({
      status: 400,
      code: 'validation_error',
      errors: [{ pointer: '/query/institutions', code: 'too_long' }],
    });
  });

  it('should refuse any query on a route without an allowlist', () => {
    expect(problemOf(() => filterQuery(kitRoutes.getCustomer, new URLSearchParams('expand=all'), 'cus_a'))).toMatchObject({
      code: 'unknown_parameter',
    });
  });
});

describe('given a route bound to the customer by query', () => {
  it("should write the session's customer and refuse the browser's", () => {
    expect(filterQuery(kitRoutes.listTransfers, new URLSearchParams('state=completed'), 'cus_a')).toBe('state=completed&customerId=cus_a');
    expect(problemOf(() => filterQuery(kitRoutes.listTransfers, new URLSearchParams('customerId=cus_a'), 'cus_a'))).toMatchObject({
      code: 'customer_id_not_allowed',
    });
  });
});
