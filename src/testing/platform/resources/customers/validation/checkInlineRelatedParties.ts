import { pointerTo } from '../../../validation/Issues.js';
import { isObject, type JsonObject } from '../../../validation/shapes.js';
import type { RelatedPartyRecord } from '../store.js';
import type { BodyIssues } from './BodyIssues.js';
import { checkRelatedPartyCreate, checkRelatedPartyUpdate } from './checkRelatedPartyBody.js';

const RELATED_PARTY_ID = /^rp_[A-Za-z0-9]+$/;

/** The inline related parties of a customer body, sorted into new ones and updates of stored ones. */
export interface InlineRelatedParties {
  creates: JsonObject[];
  updates: { party: RelatedPartyRecord; patch: JsonObject }[];
  /** Ids given that name no active related party of the customer (404 related_party_not_found). */
  unknownIds: string[];
}

/**
 * Checks the `relatedParties` array of a customer body. An item without `id` creates a related
 * party; on update, an item with `id` merges into that party (upsert by id). On create an `id` is
 * refused, as nothing exists to update yet.
 *
 * @param findParty the customer's active related party with this id
 */
export function checkInlineRelatedParties(
  issues: BodyIssues,
  pointer: string,
  value: unknown,
  mode: 'create' | 'update',
  findParty: (id: string) => RelatedPartyRecord | undefined,
): InlineRelatedParties {
  const result: InlineRelatedParties = { creates: [], updates: [], unknownIds: [] };
  if (!Array.isArray(value)) {
    issues.add(pointer, 'invalid_type', 'must be an array');
    return result;
  }
  const seenIds = new Set<string>();
  value.forEach((item: unknown, index) => {
    const itemPointer = pointerTo(pointer, index);
    const id = isObject(item) ? item.id : undefined;
    if (id === undefined) {
      const create = checkRelatedPartyCreate(issues, itemPointer, item, 'reject');
      if (create) result.creates.push(create);
      return;
    }
    const idPointer = pointerTo(itemPointer, 'id');
    if (mode === 'create') {
      issues.add(idPointer, 'read_only', 'is set by the platform; a new customer has no related party to update');
      return;
    }
    if (typeof id !== 'string' || !RELATED_PARTY_ID.test(id)) {
      issues.add(idPointer, 'invalid_format', 'must be a related party id (rp_ followed by letters and digits)');
      return;
    }
    if (seenIds.has(id)) issues.add(idPointer, 'duplicate_item', 'names a related party already updated by an earlier item');
    seenIds.add(id);
    const party = findParty(id);
    // Nothing to check an item against when its party is absent, foreign or archived: 404 for it.
    if (!party) {
      result.unknownIds.push(id);
      return;
    }
    const patch = checkRelatedPartyUpdate(issues, itemPointer, item, 'reject', party);
    if (patch) result.updates.push({ party, patch });
  });
  return result;
}
