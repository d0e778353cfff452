import type { Customer, DocumentResource, RelatedParty, Rule } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import { recordsOfCustomer } from '../../GroupIndex.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import type { Partition } from '../../Partition.js';
import { stripInternal } from '../../PlatformCore.js';

/** A stored customer; `_archivedAt` is set once archived (no restore). */
export type CustomerRecord = Customer & Sequenced & { _archivedAt?: string };
/** A stored related party of a business customer. */
export type RelatedPartyRecord = RelatedParty & Sequenced & { _archivedAt?: string };
/**
 * A stored document: its metadata only. The API has no document download and nothing in the fake
 * reads a file back, so its bytes are never kept, and a deleted document holds as little.
 */
export type DocumentRecord = DocumentResource & Sequenced & { customerId: string; updatedAt: string; _deletedAt?: string };
/** A stored sweep rule. */
export type RuleRecord = Rule & Sequenced & { customerId: string; _deletedAt?: string };

/** The customers of a partition, keyed by id, archived ones included. */
export const customersOf = (partition: Partition) => partition.collection<CustomerRecord>('customers');
/** The related parties of a partition's business customers, keyed by id, archived ones included. */
export const relatedPartiesOf = (partition: Partition) => partition.collection<RelatedPartyRecord>('relatedParties');
/** The uploaded documents of a partition, keyed by id, deleted ones included (`_deletedAt`). */
export const documentsOf = (partition: Partition) => partition.collection<DocumentRecord>('documents');
/** The sweep rules of a partition, keyed by id, deleted ones included (`_deletedAt`). */
export const rulesOf = (partition: Partition) => partition.collection<RuleRecord>('rules');

/** The ids of the rules sweeping each source account, keyed by account id. */
const rulesBySourceOf = (partition: Partition) => partition.collection<Sequenced & { ruleIds: string[] }>('rulesBySource');

/** Adds a new rule to its source account's list, so a credit finds its rules without scanning them all. */
export function indexRuleBySource(partition: Partition, rule: RuleRecord): void {
  const entry = rulesBySourceOf(partition).get(rule.sourceAccountId);
  if (entry) entry.ruleIds.push(rule.id);
  else rulesBySourceOf(partition).insert(rule.sourceAccountId, { ruleIds: [rule.id] });
}

/** Drops a deleted rule from its source account's list. */
export function unindexRule(partition: Partition, rule: RuleRecord): void {
  const entry = rulesBySourceOf(partition).get(rule.sourceAccountId);
  if (entry) entry.ruleIds = entry.ruleIds.filter((id) => id !== rule.id);
}

/** The rules (not deleted) whose source is `accountId`, oldest first. */
export function rulesOfSource(partition: Partition, accountId: string): RuleRecord[] {
  const ids = rulesBySourceOf(partition).get(accountId)?.ruleIds ?? [];
  return ids.map((id) => rulesOf(partition).get(id)).filter((rule): rule is RuleRecord => rule !== undefined && !rule._deletedAt);
}

/** Customer externalIds ever used in the partition: archiving does not release one. */
export const usedExternalIdsOf = (partition: Partition): Map<string, string> => {
  const holder = partition as unknown as { _externalIds?: Map<string, string> };
  holder._externalIds ??= new Map();
  return holder._externalIds;
};

function customerNotFound(customerId: string): ApiProblem {
  return new ApiProblem({
    status: 404,
    code: 'customer_not_found',
    detail: `No customer ${customerId} in this environment.`,
    retryable: false,
  });
}

/** The customer `customerId`, archived ones included; 404 customer_not_found otherwise. */
export function findCustomer(partition: Partition, customerId: string | undefined): CustomerRecord {
  const customer = customerId === undefined ? undefined : customersOf(partition).get(customerId);
  if (!customer) throw customerNotFound(customerId ?? '(none)');
  return customer;
}

/** The active customer `customerId`; archived or unknown is 404 customer_not_found. */
export function requireActiveCustomer(partition: Partition, customerId: string | undefined): CustomerRecord {
  const customer = findCustomer(partition, customerId);
  if (customer._archivedAt) throw customerNotFound(customer.id);
  return customer;
}

function relatedPartyNotFound(relatedPartyId: string): ApiProblem {
  return new ApiProblem({ status: 404, code: 'related_party_not_found', detail: `No related party ${relatedPartyId} of this customer.` });
}

/** The customer's related parties that are not archived, in creation order. */
export function activeRelatedPartiesOf(partition: Partition, customerId: string): RelatedPartyRecord[] {
  return recordsOfCustomer(relatedPartiesOf(partition), customerId).filter((party) => !party._archivedAt);
}

/** The customer's active related party; absent, foreign or archived is 404 related_party_not_found. */
export function requireActiveRelatedParty(
  partition: Partition,
  customerId: string,
  relatedPartyId: string | undefined,
): RelatedPartyRecord {
  const party = relatedPartyId === undefined ? undefined : relatedPartiesOf(partition).get(relatedPartyId);
  if (!party || party.customerId !== customerId || party._archivedAt) throw relatedPartyNotFound(relatedPartyId ?? '(none)');
  return party;
}

/**
 * Refreshes the inline `relatedParties` of a business customer from the related-party records,
 * so the customer read and the related-party endpoints always agree.
 */
export function syncInlineRelatedParties(partition: Partition, customer: CustomerRecord): void {
  if (customer.type !== 'business') return;
  customer.relatedParties = activeRelatedPartiesOf(partition, customer.id).map((party) => stripInternal(party));
}
