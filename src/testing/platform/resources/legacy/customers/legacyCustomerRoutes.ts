import { ok, type HandlerResult, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { createCustomer } from '../../customers/customer/createCustomer.js';
import { updateCustomer } from '../../customers/customer/updateCustomer.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { checkLegacyCustomerBody } from './legacyCustomerBody.js';
import { presentLegacyCustomer } from './presentLegacyCustomer.js';

/** The id of the customer a v3 customer handler answered with. */
function customerIdOf(result: HandlerResult): string {
  if (result instanceof Response) throw new Error('The v3 customer handlers answer with JSON');
  return (result.body as { data: { id: string } }).data.id;
}

/**
 * POST /v1/customers: creates the v3 customer (same cus_ id, same write path, so the v3 events,
 * initial capabilities and checks all apply) and answers its v1 view, 201.
 */
function createLegacyCustomer(ctx: RequestContext): HandlerResult {
  const body = checkLegacyCustomerBody(ctx.body);
  const customer = requireActiveCustomer(ctx.partition, customerIdOf(createCustomer({ ...ctx, body })));
  return ok(presentLegacyCustomer(ctx.partition, customer), 201);
}

/** PUT /v1/customers/{customerId}: writes the given v1 fields through the v3 PATCH path. */
function updateLegacyCustomer(ctx: RequestContext): HandlerResult {
  const current = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const body = checkLegacyCustomerBody(ctx.body, current);
  updateCustomer({ ...ctx, body });
  return ok(presentLegacyCustomer(ctx.partition, current));
}

/** GET /v1/customers/{customerId}: the v1 view; 404 customer_not_found as on v3. */
function readLegacyCustomer(ctx: RequestContext): HandlerResult {
  return ok(presentLegacyCustomer(ctx.partition, requireActiveCustomer(ctx.partition, ctx.params.customerId)));
}

/** The v1 customer operations. */
export const legacyCustomerRoutes: RouteDef[] = [
  { method: 'POST', path: '/v1/customers', handler: createLegacyCustomer, legacy: { replacement: 'POST /v3/customers' } },
  {
    method: 'GET',
    path: '/v1/customers/{customerId}',
    handler: readLegacyCustomer,
    legacy: { replacement: 'GET /v3/customers/{customerId}' },
  },
  {
    method: 'PUT',
    path: '/v1/customers/{customerId}',
    handler: updateLegacyCustomer,
    legacy: { replacement: 'PATCH /v3/customers/{customerId}' },
  },
];
