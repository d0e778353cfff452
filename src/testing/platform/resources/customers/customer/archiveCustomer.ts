import { ApiProblem } from '../../../http/ApiProblem.js';
import type { HandlerResult, RequestContext } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { requireActiveCustomer } from '../store.js';
import { blockingResourcesOf } from './blockingResources.js';
import { cascadeArchive } from './cascadeArchive.js';

/**
 * DELETE /v3/customers/{customerId}: archives the customer (no restore; it then reads as 404
 * customer_not_found everywhere and keeps its externalId), cascading to what hangs off it; or 409
 * customer_has_active_resources with `blockingResources`. Emits `customer.archived`; answers
 * `{ data: customer }` with `archivedAt`.
 */
export function archiveCustomer(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const blockingResources = blockingResourcesOf(ctx.partition, customer.id);
  if (blockingResources.length > 0) {
    throw new ApiProblem({
      status: 409,
      code: 'customer_has_active_resources',
      detail: `The customer still has ${blockingResources.length} active resource${blockingResources.length === 1 ? '' : 's'}; archive the accounts and wait for in-flight transfers first.`,
      retryable: false,
      extras: { blockingResources },
    });
  }
  cascadeArchive(ctx, customer.id);
  customer._archivedAt = ctx.nowIso;
  customer.updatedAt = ctx.nowIso;
  if (customer.type === 'business') customer.relatedParties = [];
  const archived = { ...stripInternal(customer), archivedAt: ctx.nowIso };
  ctx.platform.emit(ctx.partition, 'customer.archived', archived);
  return ok(archived);
}
