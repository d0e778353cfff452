import type { HandlerResult, RequestContext } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { grantInitialCapabilities } from '../../onboarding/grantInitialCapabilities.js';
import { customersOf, type CustomerRecord } from '../store.js';
import { checkCustomerBody } from '../validation/checkCustomerBody.js';
import { assertExternalIdFree } from './externalIds.js';
import { applyCustomerBody } from './applyCustomerBody.js';

/**
 * POST /v3/customers: progressive creation, `{ type }` alone is valid. Grants the initial
 * capabilities and emits `customer.created`. 201 with `{ data: customer }`.
 */
export function createCustomer(ctx: RequestContext): HandlerResult {
  const checked = checkCustomerBody(ctx.body);
  if (typeof checked.body.externalId === 'string') assertExternalIdFree(ctx.partition, checked.body.externalId);
  const id = ctx.platform.ids.next('cus_');
  const customer = {
    id,
    type: checked.type,
    externalId: null,
    [checked.type]: {},
    ...(checked.type === 'business' ? { relatedParties: [] } : {}),
    financialProfile: {},
    metadata: {},
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  } as CustomerRecord;
  applyCustomerBody(ctx, customer, checked);
  customersOf(ctx.partition).insert(id, customer);
  ctx.platform.emit(ctx.partition, 'customer.created', stripInternal(customer));
  grantInitialCapabilities(ctx, id);
  return ok(customer, 201);
}
