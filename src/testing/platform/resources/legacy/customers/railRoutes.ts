import type { HandlerResult, RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { readRailsBody } from './railBodies.js';
import { presentRailRow } from './railRows.js';
import { requestRails } from './requestRails.js';

/**
 * POST /v1/customers/{customerId}/rails `{ rails: [names] }` → 200 `{ customerId, data: [rail
 * rows], errors: [{ rail, code, message }] }`: each rail's capability is requested with its
 * default institutions; a rail already requested answers its row as it is.
 */
function requestLegacyRails(ctx: RequestContext): HandlerResult {
  const rails = readRailsBody(ctx.body);
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const { requested, errors } = requestRails(ctx, customer, rails);
  const data = requested.map(({ rail, capability }) => presentRailRow(ctx.partition, rail, capability));
  return { status: 200, body: { customerId: customer.id, data, errors } };
}

/** The v1 rail operations. */
export const railRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v1/customers/{customerId}/rails',
    handler: requestLegacyRails,
    legacy: { replacement: 'POST /v3/customers/{customerId}/capabilities/{capabilityId}' },
  },
];
