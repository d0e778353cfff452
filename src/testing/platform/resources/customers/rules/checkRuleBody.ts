import { ruleStatuses, ruleTargetTypes } from '../../../../../core/schemas/index.js';
import type { Partition } from '../../../Partition.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkCurrency } from '../../../validation/textRules.js';
import { accountsOf, destinationsOf, recipientsOf, type AccountRecord } from '../../money/store.js';
import type { RuleRecord } from '../store.js';

const CREATE_FIELDS = ['sourceAccountId', 'target', 'currency'];
const UPDATE_FIELDS = ['target', 'currency', 'status'];
const FIXED_FIELDS = ['id', 'customerId', 'sourceAccountId', 'createdAt', 'updatedAt'];

/** The customer's account `id` that is not archived. */
function activeAccountOf(partition: Partition, customerId: string, id: unknown): AccountRecord | undefined {
  const account = typeof id === 'string' ? accountsOf(partition).get(id) : undefined;
  return account && account.customerId === customerId && account.status !== 'archived' ? account : undefined;
}

/** The source: an issued wallet account of this customer, not archived. */
function checkSource(issues: Issues, partition: Partition, customerId: string, id: unknown): AccountRecord | undefined {
  if (!requireField(issues, '/sourceAccountId', id)) return undefined;
  const account = activeAccountOf(partition, customerId, id);
  if (!account) issues.add('/sourceAccountId', 'not_found', 'must be an active account of this customer');
  else if (account.origin !== 'issued' || account.type !== 'wallet') issues.add('/sourceAccountId', 'invalid_source', 'must be an issued wallet account');
  else return account;
  return undefined;
}

/** The target: another active account of this customer, or a wallet destination of one of its recipients. */
function checkTarget(issues: Issues, partition: Partition, customerId: string, target: unknown, sourceAccountId: unknown): void {
  if (!requireField(issues, '/target', target)) return;
  if (!isObject(target)) {
    issues.add('/target', 'invalid_type', 'must be an object with type and id');
    return;
  }
  rejectUnknownFields(issues, '/target', target, ['type', 'id']);
  const hasType = requireField(issues, '/target/type', target.type);
  if (hasType) checkEnum(issues, '/target/type', target.type, ruleTargetTypes);
  if (!requireField(issues, '/target/id', target.id) || !hasType) return;
  if (target.type === 'account') {
    if (!activeAccountOf(partition, customerId, target.id)) issues.add('/target/id', 'not_found', 'must be an active account of this customer');
    else if (target.id === sourceAccountId) issues.add('/target/id', 'same_as_source', 'must differ from the source account');
  } else if (target.type === 'destination') {
    const destination = typeof target.id === 'string' ? destinationsOf(partition).get(target.id) : undefined;
    const recipient = destination ? recipientsOf(partition).get(destination.recipientId) : undefined;
    if (!destination || recipient?.customerId !== customerId || destination.status === 'archived') {
      issues.add('/target/id', 'not_found', 'must be an active destination of one of this customer\'s recipients');
    } else if (destination.type !== 'wallet') {
      issues.add('/target/id', 'invalid_target', 'must be a wallet destination');
    }
  }
}

function checkRuleCurrency(issues: Issues, currency: unknown, source: AccountRecord | undefined): void {
  if (currency === undefined || currency === null) return;
  const before = issues.list.length;
  checkCurrency(issues, '/currency', currency);
  if (issues.list.length === before && source?.currency && currency !== source.currency) {
    issues.add('/currency', 'currency_mismatch', `must be the source account's currency (${source.currency})`);
  }
}

/**
 * Checks a rule create body `{ sourceAccountId, target: { type, id }, currency? }` for the
 * customer; every problem is a validation_error naming its field.
 */
export function checkRuleCreate(partition: Partition, customerId: string, body: JsonObject): void {
  const issues = new Issues();
  rejectUnknownFields(issues, '', body, CREATE_FIELDS);
  const source = checkSource(issues, partition, customerId, body.sourceAccountId);
  checkTarget(issues, partition, customerId, body.target, body.sourceAccountId);
  checkRuleCurrency(issues, body.currency, source);
  issues.throwIfAny();
}

/**
 * Checks a rule merge document: `status`, `currency` (null sweeps every currency) and `target`
 * (replaced whole) may change; the id, customer and source account may not.
 */
export function checkRuleUpdate(partition: Partition, rule: RuleRecord, body: JsonObject): void {
  const issues = new Issues();
  for (const key of Object.keys(body)) {
    if (UPDATE_FIELDS.includes(key)) continue;
    if (!FIXED_FIELDS.includes(key)) issues.add(pointerTo('', key), 'unknown_field', 'is not a field of a rule');
    else if (body[key] !== rule[key]) issues.add(pointerTo('', key), 'immutable', 'cannot be changed');
  }
  if (body.status !== undefined && requireField(issues, '/status', body.status)) checkEnum(issues, '/status', body.status, ruleStatuses);
  if (body.target !== undefined) checkTarget(issues, partition, rule.customerId, body.target, rule.sourceAccountId);
  checkRuleCurrency(issues, body.currency, accountsOf(partition).get(rule.sourceAccountId));
  issues.throwIfAny();
}
