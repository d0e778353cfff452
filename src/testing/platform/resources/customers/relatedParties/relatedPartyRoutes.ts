import { ApiProblem } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import type { HandlerResult, RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import {
  activeRelatedPartiesOf,
  requireActiveCustomer,
  requireActiveRelatedParty,
  syncInlineRelatedParties,
  type CustomerRecord,
} from '../store.js';
import { BodyIssues } from '../validation/BodyIssues.js';
import { checkRelatedPartyCreate, checkRelatedPartyUpdate } from '../validation/checkRelatedPartyBody.js';
import { requireJsonObject } from '../validation/requireJsonObject.js';
import { insertRelatedParty, updateRelatedParty } from './relatedPartyWrites.js';

const PARTY_PATH = '/v3/customers/{customerId}/related-parties/{relatedPartyId}';

function requireBusinessCustomer(ctx: RequestContext): CustomerRecord {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  if (customer.type !== 'business') {
    throw new ApiProblem({
      status: 400,
      code: 'invalid_field_for_type',
      detail: 'Related parties belong to business customers only.',
      errors: [{ pointer: '', code: 'invalid_field_for_type', message: `${customer.type} customers have no related parties` }],
    });
  }
  return customer;
}

/** The customer's read changed with its inline related parties: refresh it, touch it, tell webhooks. */
function customerChanged(ctx: RequestContext, customer: CustomerRecord): void {
  syncInlineRelatedParties(ctx.partition, customer);
  customer.updatedAt = ctx.nowIso;
  ctx.platform.emit(ctx.partition, 'customer.updated', stripInternal(customer));
}

function listRelatedParties(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  return paginate(ctx, customer.type === 'business' ? activeRelatedPartiesOf(ctx.partition, customer.id) : []);
}

function createRelatedParty(ctx: RequestContext): HandlerResult {
  const customer = requireBusinessCustomer(ctx);
  const issues = new BodyIssues();
  const fields = checkRelatedPartyCreate(issues, '', requireJsonObject(ctx.body), 'ignore');
  issues.throwForBody();
  const party = insertRelatedParty(ctx, customer.id, fields ?? {});
  customerChanged(ctx, customer);
  return ok(party, 201);
}

function updateRelatedPartyRoute(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const party = requireActiveRelatedParty(ctx.partition, customer.id, ctx.params.relatedPartyId);
  const issues = new BodyIssues();
  const patch = checkRelatedPartyUpdate(issues, '', requireJsonObject(ctx.body), 'ignore', party);
  issues.throwForBody();
  updateRelatedParty(party, patch ?? {}, ctx.nowIso);
  customerChanged(ctx, customer);
  return ok(party);
}

function archiveRelatedParty(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const party = requireActiveRelatedParty(ctx.partition, customer.id, ctx.params.relatedPartyId);
  party._archivedAt = ctx.nowIso;
  party.updatedAt = ctx.nowIso;
  customerChanged(ctx, customer);
  return ok({ ...stripInternal(party), archivedAt: ctx.nowIso });
}

/**
 * The related-party operations of business customers. Unknown body fields are ignored; absent,
 * foreign and archived ids are 404 related_party_not_found; DELETE archives.
 */
export const relatedPartyRoutes: RouteDef[] = [
  { method: 'GET', path: '/v3/customers/{customerId}/related-parties', handler: listRelatedParties, list: true },
  { method: 'POST', path: '/v3/customers/{customerId}/related-parties', handler: createRelatedParty },
  {
    method: 'GET',
    path: PARTY_PATH,
    handler: (ctx) => {
      const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
      return ok(requireActiveRelatedParty(ctx.partition, customer.id, ctx.params.relatedPartyId));
    },
  },
  { method: 'PATCH', path: PARTY_PATH, handler: updateRelatedPartyRoute },
  { method: 'DELETE', path: PARTY_PATH, handler: archiveRelatedParty },
];
