import type { Address } from '../../../../../core/schemas/index.js';
import { paginate } from '../../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { isObject } from '../../../validation/shapes.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { destinationsOfCustomer, recipientsOf, recipientsOfCustomer, requireRecipient, type RecipientRecord } from '../store.js';
import { checkCreateRecipientBody, checkUpdateRecipientBody } from './checkRecipientBody.js';

const RECIPIENTS = '/v3/customers/{customerId}/recipients';
const RECIPIENT = `${RECIPIENTS}/{recipientId}`;
const OPTIONAL_FIELDS = ['email', 'phone', 'address', 'label', 'externalId'] as const;

function listRecipients(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const externalId = ctx.query.get('externalId');
  const recipients = recipientsOfCustomer(ctx.partition, customer.id).filter(
    (recipient) => externalId === null || recipient.externalId === externalId,
  );
  return paginate(ctx, recipients);
}

function createRecipient(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const body = checkCreateRecipientBody(ctx.body);
  const names =
    body.type === 'individual'
      ? { firstName: body.firstName as string, lastName: body.lastName as string }
      : { companyName: body.companyName as string, businessIndustry: (body.businessIndustry as string | undefined) ?? null };
  const recipient: RecipientRecord = {
    id: ctx.platform.ids.next('rcp_'),
    customerId: customer.id,
    status: 'active',
    type: body.type,
    relationship: body.relationship as string,
    ...names,
    ...Object.fromEntries(OPTIONAL_FIELDS.map((key) => [key, body[key] ?? null])),
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    archivedAt: null,
  };
  recipientsOf(ctx.partition).insert(recipient.id, recipient);
  return ok(recipient, 201);
}

/** Merges address parts: a null part clears it; an address left with no part is null. */
function mergeAddress(current: Address | null | undefined, patch: unknown): Address | null {
  if (!isObject(patch)) return null;
  const merged: Record<string, unknown> = { ...current };
  for (const [part, value] of Object.entries(patch)) {
    if (value === null) delete merged[part];
    else merged[part] = value;
  }
  const kept = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null && value !== undefined));
  return Object.keys(kept).length > 0 ? (kept as Address) : null;
}

function updateRecipient(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const recipient = requireRecipient(ctx.partition, customer.id, ctx.params.recipientId);
  const patch = checkUpdateRecipientBody(ctx.body, recipient.type === 'business' ? 'business' : 'individual');
  const before = JSON.stringify(recipient);
  const fields = recipient as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    fields[key] = key === 'address' ? mergeAddress(recipient.address, value) : value;
  }
  if (JSON.stringify(recipient) !== before) recipient.updatedAt = ctx.nowIso;
  return ok(recipient);
}

function archiveRecipient(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const recipient = requireRecipient(ctx.partition, customer.id, ctx.params.recipientId, 'allow');
  if (recipient.status !== 'archived') {
    recipient.status = 'archived';
    recipient.archivedAt = ctx.nowIso;
    recipient.updatedAt = ctx.nowIso;
    for (const destination of destinationsOfCustomer(ctx.partition, customer.id).filter(
      (entry) => entry.recipientId === recipient.id && entry.status !== 'archived',
    )) {
      destination.status = 'archived';
      destination.statusReason = null;
      destination.archivedAt = ctx.nowIso;
      destination.updatedAt = ctx.nowIso;
    }
  }
  return ok(recipient);
}

/** The recipient operations: list (filter `externalId`), create, update, archive with its destinations. */
export const recipientRoutes: RouteDef[] = [
  { method: 'GET', path: RECIPIENTS, list: true, query: ['externalId'], handler: listRecipients },
  { method: 'POST', path: RECIPIENTS, handler: createRecipient },
  { method: 'PATCH', path: RECIPIENT, handler: updateRecipient },
  { method: 'DELETE', path: RECIPIENT, handler: archiveRecipient },
];
