import { ruleStatuses, ruleTargetTypes } from '../../../../../core/schemas/index.js';
import type { Partition } from '../../../Partition.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField, type JsonObject } from '../../../validation/shapes.js';
import { checkCurrency } from '../../../validation/textRules.js';
import { planSweep } from '../../money/sweeps/sweepRoute.js';
import { accountsOf, type AccountRecord } from '../../money/store.js';
import type { RuleRecord } from '../store.js';

const CREATE_FIELDS = ['sourceAccountId', 'target', 'currency'];
const UPDATE_FIELDS = ['target', 'currency', 'status'];
const FIXED_FIELDS = ['id', 'customerId', 'sourceAccountId', 'createdAt', 'updatedAt'];

/**
 * A rule body's problems in two kinds: `shape` (missing, mistyped or unknown fields, a source the
 * rule cannot be on) answers 400; `target` (a well-formed target the source cannot sweep to)
 * answers 422. Both kinds together answer 400 listing all of them.
 */
class RuleIssues {
  readonly shape = new Issues();
  readonly target = new Issues();

  throwIfAny(): void {
    if (!this.shape.isEmpty) {
      for (const issue of this.target.list) this.shape.add(issue.pointer, issue.code, issue.message);
      this.shape.throwIfAny(400);
    }
    this.target.throwIfAny(422);
  }
}

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
  else if (account.origin !== 'issued' || account.type !== 'wallet')
    issues.add('/sourceAccountId', 'invalid_source', 'must be an issued wallet account');
  else return account;
  return undefined;
}

/**
 * The target: `{ type, id }` in shape, then a route a sweep from the source can legally take
 * (see `planSweep`); a refused target is reported at `/target/id` with the refusal's code.
 */
function checkTarget(
  issues: RuleIssues,
  partition: Partition,
  customerId: string,
  target: unknown,
  source: { id: unknown; account: AccountRecord | undefined },
): void {
  if (!requireField(issues.shape, '/target', target)) return;
  if (!isObject(target)) {
    issues.shape.add('/target', 'invalid_type', 'must be an object with type and id');
    return;
  }
  rejectUnknownFields(issues.shape, '/target', target, ['type', 'id']);
  const hasType = requireField(issues.shape, '/target/type', target.type);
  if (hasType) checkEnum(issues.shape, '/target/type', target.type, ruleTargetTypes);
  if (!requireField(issues.shape, '/target/id', target.id) || !hasType) return;
  if (typeof target.id !== 'string') {
    issues.shape.add('/target/id', 'invalid_type', 'must be an account or destination id');
    return;
  }
  if (typeof target.type !== 'string' || !(ruleTargetTypes as readonly string[]).includes(target.type)) return;
  const sweepSource = source.account ?? { id: String(source.id), customerId, currency: null };
  const { refusal } = planSweep(partition, sweepSource, { type: target.type, id: target.id }, 'rule');
  if (refusal) issues.target.add('/target/id', refusal.code, refusal.message);
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
 * customer: 400 validation_error for its shape and source, 422 validation_error at `/target/id`
 * for a target the source cannot sweep to.
 */
export function checkRuleCreate(partition: Partition, customerId: string, body: JsonObject): void {
  const issues = new RuleIssues();
  rejectUnknownFields(issues.shape, '', body, CREATE_FIELDS);
  const source = checkSource(issues.shape, partition, customerId, body.sourceAccountId);
  checkTarget(issues, partition, customerId, body.target, { id: body.sourceAccountId, account: source });
  checkRuleCurrency(issues.shape, body.currency, source);
  issues.throwIfAny();
}

/**
 * Checks a rule merge document: `status`, `currency` (null sweeps every currency) and `target`
 * (replaced whole, checked as on create) may change; the id, customer and source account may not.
 */
export function checkRuleUpdate(partition: Partition, rule: RuleRecord, body: JsonObject): void {
  const issues = new RuleIssues();
  for (const key of Object.keys(body)) {
    if (UPDATE_FIELDS.includes(key)) continue;
    if (!FIXED_FIELDS.includes(key)) issues.shape.add(pointerTo('', key), 'unknown_field', 'is not a field of a rule');
    else if (body[key] !== rule[key]) issues.shape.add(pointerTo('', key), 'immutable', 'cannot be changed');
  }
  if (body.status !== undefined && requireField(issues.shape, '/status', body.status))
    checkEnum(issues.shape, '/status', body.status, ruleStatuses);
  const source = accountsOf(partition).get(rule.sourceAccountId);
  if (body.target !== undefined)
    checkTarget(issues, partition, rule.customerId, body.target, { id: rule.sourceAccountId, account: source });
  checkRuleCurrency(issues.shape, body.currency, source);
  issues.throwIfAny();
}
