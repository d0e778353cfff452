import type { HandlerResult, RequestContext } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { relatedPartiesOf, requireActiveCustomer } from '../store.js';
import { checkCustomerBody } from '../validation/checkCustomerBody.js';
import { applyCustomerBody } from './applyCustomerBody.js';

/**
 * PATCH /v3/customers/{customerId}: a merge document. `id`, `type` and `createdAt` cannot change;
 * inline related parties upsert by id. Emits `customer.updated`.
 */
export function updateCustomer(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const checked = checkCustomerBody(ctx.body, customer, (id) => {
    const party = relatedPartiesOf(ctx.partition).get(id);
    return party && party.customerId === customer.id && !party._archivedAt ? party : undefined;
  });
  applyCustomerBody(ctx, customer, checked);
  ctx.platform.emit(ctx.partition, 'customer.updated', stripInternal(customer));
  return ok(customer);
}
