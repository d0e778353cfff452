import { recordsOfCustomer } from '../../../GroupIndex.js';
import { problems } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import type { HandlerResult, RequestContext, RouteDef } from '../../../http/RequestContext.js';
import { ok } from '../../../http/RequestContext.js';
import type { RuleTarget } from '../../../../../core/schemas/index.js';
import { indexRuleBySource, requireActiveCustomer, rulesOf, unindexRule, type RuleRecord } from '../store.js';
import { requireJsonObject } from '../validation/requireJsonObject.js';
import { checkRuleCreate, checkRuleUpdate } from './checkRuleBody.js';

const RULE_PATH = '/v3/customers/{customerId}/rules/{ruleId}';

function requireRule(ctx: RequestContext): RuleRecord {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const rule = rulesOf(ctx.partition).get(ctx.params.ruleId ?? '');
  if (!rule || rule.customerId !== customer.id || rule._deletedAt)
    throw problems.notFound('not_found', `No rule ${ctx.params.ruleId ?? ''} of this customer.`);
  return rule;
}

function createRule(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const body = requireJsonObject(ctx.body);
  checkRuleCreate(ctx.partition, customer.id, body);
  const target = body.target as RuleTarget;
  const rule: RuleRecord = {
    id: ctx.platform.ids.next('rul_'),
    customerId: customer.id,
    sourceAccountId: body.sourceAccountId as string,
    target: { type: target.type, id: target.id },
    currency: (body.currency as string | undefined) ?? null,
    status: 'active',
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  };
  rulesOf(ctx.partition).insert(rule.id, rule);
  indexRuleBySource(ctx.partition, rule);
  return ok(rule, 201);
}

function updateRule(ctx: RequestContext): HandlerResult {
  const rule = requireRule(ctx);
  const body = requireJsonObject(ctx.body);
  checkRuleUpdate(ctx.partition, rule, body);
  if (body.status !== undefined) rule.status = body.status as string;
  if (body.currency !== undefined) rule.currency = body.currency as string | null;
  if (body.target !== undefined) {
    const target = body.target as RuleTarget;
    rule.target = { type: target.type, id: target.id };
  }
  rule.updatedAt = ctx.nowIso;
  return ok(rule);
}

function deleteRule(ctx: RequestContext): HandlerResult {
  const rule = requireRule(ctx);
  rule._deletedAt = ctx.nowIso;
  rule.updatedAt = ctx.nowIso;
  unindexRule(ctx.partition, rule);
  return { status: 204 };
}

function listRules(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  return paginate(
    ctx,
    recordsOfCustomer(rulesOf(ctx.partition), customer.id).filter((rule) => !rule._deletedAt),
  );
}

/**
 * The sweep rule operations: a rule sweeps what arrives on an issued wallet account to a target
 * the source can legally reach (another wallet or an external bank account of the customer, or a
 * wallet destination of one of its recipients; see `planSweep`). DELETE removes it.
 */
export const ruleRoutes: RouteDef[] = [
  { method: 'GET', path: '/v3/customers/{customerId}/rules', handler: listRules, list: true },
  { method: 'POST', path: '/v3/customers/{customerId}/rules', handler: createRule },
  { method: 'PATCH', path: RULE_PATH, handler: updateRule },
  { method: 'DELETE', path: RULE_PATH, handler: deleteRule },
];
