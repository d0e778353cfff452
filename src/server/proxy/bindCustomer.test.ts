import { describe, expect, it } from 'vitest';
import { kitRoutes } from '../../core/routes/index.js';
import { bindCustomer, refuseMerchantFields } from './bindCustomer.js';
import { problemOf } from './test-support/problemOf.js';

describe('given a route bound to the customer by body', () => {
  it("should write the session's customer id at the binding", () => {
    expect(bindCustomer(kitRoutes.createQuote, { capabilityId: 'ach_pooled' }, 'cus_a')).toEqual({
      capabilityId: 'ach_pooled',
      customerId: 'cus_a',
    });
    expect(bindCustomer(kitRoutes.createSandboxTask, { scope: { type: 'customer' }, items: [] }, 'cus_a')).toEqual({
      scope: { type: 'customer', customerId: 'cus_a' },
      items: [],
    });
  });

  it('should refuse a binding whose parent is not an object', () => {
    expect(problemOf(() => bindCustomer(kitRoutes.createSandboxTask, { scope: 'customer' }, 'cus_a'))).toMatchObject({
      status: 400,
      errors: [{ pointer: '/scope' }],
    });
  });
});

describe('given a body naming a customer', () => {
  it.each([
    ['at the top', kitRoutes.createQuote, { customerId: 'cus_b' }, '/customerId'],
    ['at the binding', kitRoutes.createSandboxTask, { scope: { type: 'customer', customerId: 'cus_b' } }, '/scope/customerId'],
    ['deep in an array', kitRoutes.createSubmission, { answers: [{ value: { customerId: 'cus_b' } }] }, '/answers/0/value/customerId'],
    ['on a route that binds nothing', kitRoutes.updateCustomer, { customerId: 'cus_b' }, '/customerId'],
    ['even as its own id', kitRoutes.createQuote, { customerId: 'cus_a' }, '/customerId'],
  ])('should refuse it %s, never forwarding it', (_, route, body, pointer) => {
    expect(problemOf(() => bindCustomer(route, body as Record<string, unknown>, 'cus_a'))).toMatchObject({
      status: 400,
      code: 'customer_id_not_allowed',
      errors: [{ pointer }],
    });
  });

  it('should refuse a body nested deeper than it walks', () => {
    let deep: Record<string, unknown> = { customerId: 'cus_b' };
    for (let depth = 0; depth < 40; depth += 1) deep = { next: deep };
    expect(problemOf(() => bindCustomer(kitRoutes.updateCustomer, deep, 'cus_a'))).toMatchObject({ status: 400 });
  });

  it('should leave a body without customer ids as it is', () => {
    const body = { label: 'Main', details: { accountHolderName: 'Alice' } };
    expect(bindCustomer(kitRoutes.updateAccount, body, 'cus_a')).toEqual({ label: 'Main', details: { accountHolderName: 'Alice' } });
  });
});

describe('given a customer PATCH naming fields only the merchant may set', () => {
  it.each([
    [{ externalId: 'someone-else' }, '/externalId'],
    [{ individual: { firstName: 'Ada' }, metadata: { role: 'admin' } }, '/metadata'],
    [{ type: 'business' }, '/type'],
  ])('should refuse %j', (body, pointer) => {
    expect(problemOf(() => refuseMerchantFields('updateCustomer', body))).toMatchObject({
      status: 400,
      code: 'validation_error',
      errors: [{ pointer, code: 'not_allowed' }],
    });
  });

  it('should let the profile fields through, and leave other routes alone', () => {
    expect(
      problemOf(() => refuseMerchantFields('updateCustomer', { individual: {}, business: {}, financialProfile: {}, relatedParties: [] })),
    ).toBeUndefined();
    expect(problemOf(() => refuseMerchantFields('createRecipient', { externalId: 'r-1', metadata: {} }))).toBeUndefined();
  });
});
