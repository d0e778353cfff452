import { customerTypes } from '../../../../../core/schemas/index.js';
import { problems } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import type { RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { customersOf, requireActiveCustomer } from '../store.js';
import { archiveCustomer } from './archiveCustomer.js';
import { createCustomer } from './createCustomer.js';
import { exportCustomer } from './exportCustomer.js';
import { updateCustomer } from './updateCustomer.js';

/**
 * GET /v3/customers: the active customers in creation order, filterable by `externalId` (exact)
 * and `type`.
 */
function listCustomers(ctx: RequestContext) {
  const externalId = ctx.query.get('externalId');
  const type = ctx.query.get('type');
  if (type !== null && !(customerTypes as readonly string[]).includes(type)) {
    throw problems.validation([{ pointer: '/query/type', code: 'invalid_enum', message: `must be one of: ${customerTypes.join(', ')}` }]);
  }
  const customers = customersOf(ctx.partition).filter(
    (customer) =>
      !customer._archivedAt && (externalId === null || customer.externalId === externalId) && (type === null || customer.type === type),
  );
  return paginate(ctx, customers);
}

/** The customer operations: create, list, read, update, archive, export. */
export const customerRoutes: RouteDef[] = [
  { method: 'POST', path: '/v3/customers', handler: createCustomer },
  { method: 'GET', path: '/v3/customers', handler: listCustomers, list: true, query: ['externalId', 'type'] },
  { method: 'GET', path: '/v3/customers/{customerId}', handler: (ctx) => ok(requireActiveCustomer(ctx.partition, ctx.params.customerId)) },
  { method: 'PATCH', path: '/v3/customers/{customerId}', handler: updateCustomer },
  { method: 'DELETE', path: '/v3/customers/{customerId}', handler: archiveCustomer },
  { method: 'POST', path: '/v3/customers/{customerId}/export', handler: exportCustomer },
];
