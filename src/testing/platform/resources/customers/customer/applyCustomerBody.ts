import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { isObject, type JsonObject } from '../../../validation/shapes.js';
import { applyMergePatch } from '../profile/applyMergePatch.js';
import { insertRelatedParty, updateRelatedParty } from '../relatedParties/relatedPartyWrites.js';
import { syncInlineRelatedParties, type CustomerRecord } from '../store.js';
import type { CheckedCustomerBody } from '../validation/checkCustomerBody.js';
import { mergeMetadata } from '../validation/checkMetadata.js';
import { customerProfileSpec } from '../validation/profilePointer.js';
import { assertExternalIdFree, assignExternalId } from './externalIds.js';

/**
 * Writes a checked create body or merge document into `customer`: the externalId (409
 * duplicate_external_id when another customer holds it, checked before anything changes), the
 * profile objects (deep merge, `null` clears, arrays replace), metadata (keys merge, a null value
 * deletes its key), and inline related parties (upsert by id). Sets `updatedAt`.
 */
export function applyCustomerBody(
  ctx: { platform: PlatformCore; partition: Partition; nowIso: string },
  customer: CustomerRecord,
  checked: CheckedCustomerBody,
): void {
  const { body } = checked;
  if (typeof body.externalId === 'string') assertExternalIdFree(ctx.partition, body.externalId, customer.id);
  if (body.externalId !== undefined) assignExternalId(ctx.partition, customer, body.externalId as string | null);

  const record = customer as JsonObject;
  for (const key of [checked.type, 'financialProfile']) {
    const value = body[key];
    if (value === null) record[key] = {};
    else if (isObject(value)) applyMergePatch(record, { [key]: value }, customerProfileSpec);
  }
  if (body.metadata === null) customer.metadata = {};
  else if (isObject(body.metadata))
    customer.metadata = mergeMetadata(isObject(customer.metadata) ? customer.metadata : {}, body.metadata) as CustomerRecord['metadata'];

  for (const fields of checked.relatedParties.creates) insertRelatedParty(ctx, customer.id, fields);
  for (const { party, patch } of checked.relatedParties.updates) updateRelatedParty(party, patch, ctx.nowIso);
  syncInlineRelatedParties(ctx.partition, customer);
  customer.updatedAt = ctx.nowIso;
}
