import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { isObject, type JsonObject } from '../../../validation/shapes.js';
import { applyMergePatch } from '../profile/applyMergePatch.js';
import { relatedPartiesOf, type RelatedPartyRecord } from '../store.js';
import { relatedPersonSpec } from '../validation/profileSpecs.js';

/** Stores a new related party of `customerId` from checked create fields. */
export function insertRelatedParty(
  ctx: { platform: PlatformCore; partition: Partition; nowIso: string },
  customerId: string,
  fields: JsonObject,
): RelatedPartyRecord {
  const person: JsonObject = {};
  if (isObject(fields.person)) applyMergePatch(person, fields.person, relatedPersonSpec);
  const record = {
    id: ctx.platform.ids.next('rp_'),
    customerId,
    partyType: fields.partyType,
    roles: structuredClone(fields.roles),
    title: fields.title ?? null,
    person,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  } as RelatedPartyRecord;
  return relatedPartiesOf(ctx.partition).insert(record.id, record);
}

/** Merges a checked patch into a related party: roles replace, `null` clears the title, person fields merge. */
export function updateRelatedParty(party: RelatedPartyRecord, patch: JsonObject, nowIso: string): void {
  if (Array.isArray(patch.roles)) party.roles = structuredClone(patch.roles) as string[];
  if (patch.title !== undefined) party.title = patch.title as string | null;
  if (isObject(patch.person)) {
    const person: JsonObject = isObject(party.person) ? party.person : {};
    applyMergePatch(person, patch.person, relatedPersonSpec);
    party.person = person;
  }
  party.updatedAt = nowIso;
}
