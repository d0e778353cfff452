import type { RequirementRequest } from '../../../../../core/schemas/index.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { checkTimestamp } from '../../../validation/textRules.js';
import { requireActiveCustomer, type CustomerRecord } from '../../customers/store.js';
import { IN_FLIGHT_STATES, transfersOf } from '../../transfers/store.js';
import { attachTaskToTransfer } from '../../transfers/transferTasks.js';
import { isLiveApplication, isLiveCapability } from '../capabilities/recomputeCapability.js';
import { findCapability } from '../store.js';
import { createTask } from '../tasks/createTask.js';
import { presentTaskForCustomer } from '../tasks/presentTask.js';
import { propagateTaskChanges } from '../tasks/propagateTaskChanges.js';
import { profileKey } from '../templates/requirementBuilders.js';
import { BY_REQUIREMENTS, type TaskBlueprint } from '../templates/TaskTemplate.js';
import { readSandboxItem } from './readSandboxItem.js';

const SCOPE_TYPES = ['customer', 'capability', 'transfer'] as const;
const SCOPE_ID_FIELDS = { capability: 'capabilityId', transfer: 'transferId' } as const;
const MAX_ITEMS = 20;

interface SandboxTaskBody {
  scope: { type: (typeof SCOPE_TYPES)[number]; customerId: string; capabilityId?: string; transferId?: string };
  requests: RequirementRequest[];
  dueAt: string | null;
}

function readScope(issues: Issues, value: unknown): SandboxTaskBody['scope'] | undefined {
  if (!requireField(issues, '/scope', value)) return undefined;
  if (!isObject(value)) {
    issues.add('/scope', 'invalid_type', 'must be an object with type and customerId');
    return undefined;
  }
  rejectUnknownFields(issues, '/scope', value, ['type', 'customerId', 'capabilityId', 'transferId']);
  if (requireField(issues, '/scope/type', value.type)) checkEnum(issues, '/scope/type', value.type, SCOPE_TYPES);
  if (requireField(issues, '/scope/customerId', value.customerId) && typeof value.customerId !== 'string')
    issues.add('/scope/customerId', 'invalid_type', 'must be a customer id');
  for (const [type, field] of Object.entries(SCOPE_ID_FIELDS)) {
    const pointer = pointerTo('/scope', field);
    if (value.type === type) {
      if (requireField(issues, pointer, value[field]) && typeof value[field] !== 'string')
        issues.add(pointer, 'invalid_type', 'must be a string');
    } else if (value[field] !== undefined) issues.add(pointer, 'not_allowed', `goes with scope type ${type} only`);
  }
  return value as SandboxTaskBody['scope'];
}

function readBody(body: unknown, customer: CustomerRecord | undefined): SandboxTaskBody {
  const issues = new Issues();
  if (!isObject(body)) {
    issues.add('', 'invalid_type', 'must be a JSON object with scope and items');
    issues.throwIfAny();
  }
  const object = body as Record<string, unknown>;
  rejectUnknownFields(issues, '', object, ['scope', 'items', 'dueAt']);
  const scope = readScope(issues, object.scope);
  const requests: RequirementRequest[] = [];
  if (requireField(issues, '/items', object.items)) {
    if (!Array.isArray(object.items)) issues.add('/items', 'invalid_type', 'must be an array');
    else if (object.items.length === 0 || object.items.length > MAX_ITEMS)
      issues.add('/items', object.items.length === 0 ? 'too_few_items' : 'too_many_items', `must have 1 to ${MAX_ITEMS} items`);
    else
      object.items.forEach((item, index) => {
        const request = readSandboxItem(issues, pointerTo('/items', index), item, customer?.type);
        if (request) requests.push(request);
      });
  }
  if (object.dueAt !== undefined) checkTimestamp(issues, '/dueAt', object.dueAt);
  issues.throwIfAny();
  return {
    scope: scope as SandboxTaskBody['scope'],
    requests,
    dueAt: object.dueAt === undefined ? null : new Date(Date.parse(object.dueAt as string)).toISOString(),
  };
}

/** The resource the scope names, checked to belong to the customer: 422 validation_error otherwise. */
function resolveScopeTarget(ctx: RequestContext, customer: CustomerRecord, scope: SandboxTaskBody['scope']) {
  const issues = new Issues();
  let applicationId: string | null = null;
  if (scope.type === 'capability') {
    const capability = findCapability(ctx.partition, customer.id, scope.capabilityId as string);
    const application = capability?.applications.filter(isLiveApplication).at(-1);
    if (!capability || !isLiveCapability(capability) || !application)
      issues.add('/scope/capabilityId', 'capability_not_requested', 'is not a requested capability of this customer that is still live');
    else applicationId = application.id;
  } else if (scope.type === 'transfer') {
    const transfer = transfersOf(ctx.partition).get(scope.transferId as string);
    if (!transfer || transfer.customerId !== customer.id)
      issues.add('/scope/transferId', 'transfer_not_found', 'is not a transfer of this customer');
    else if (!IN_FLIGHT_STATES.includes(transfer.state))
      issues.add('/scope/transferId', 'transfer_not_in_flight', `is ${transfer.state}; tasks attach to in-flight transfers only`);
  }
  issues.throwIfAny(422);
  return { id: scope.type === 'customer' ? customer.id : ((scope.capabilityId ?? scope.transferId) as string), applicationId };
}

function blueprintOf(ctx: RequestContext, requests: RequirementRequest[]): TaskBlueprint {
  return {
    templateKey: 'sandbox',
    shared: false,
    name: 'Additional information requested',
    category: 'additional_information',
    reason: { code: 'additional_information_requested', message: 'The review needs more information.', requestedBy: 'operator' },
    completionPolicy: BY_REQUIREMENTS,
    allowedSubmissionChannels: ['direct_submission'],
    requirements: requests.map((request) => ({
      key:
        request.type === 'profile' && request.profilePointer
          ? profileKey(request.profilePointer)
          : `additional_${request.type}_${ctx.platform.ids.token(10)}`,
      section: 'additional_information',
      request,
    })),
    verificationSessions: [],
    tosSessions: [],
  };
}

/**
 * POST /v3/sandbox/tasks (sandbox): a task of the given items for a customer, a capability (which
 * becomes restricted) or an in-flight transfer (which moves to action_required), as
 * `{ data: task }`. Items start open even when the customer's data already answers them.
 */
export function createSandboxTask(ctx: RequestContext): HandlerResult {
  const scopeCustomerId =
    isObject(ctx.body) && isObject(ctx.body.scope) && typeof ctx.body.scope.customerId === 'string' ? ctx.body.scope.customerId : undefined;
  const customer = scopeCustomerId === undefined ? undefined : requireActiveCustomer(ctx.partition, scopeCustomerId);
  const body = readBody(ctx.body, customer);
  const owner = customer as CustomerRecord;
  const target = resolveScopeTarget(ctx, owner, body.scope);
  const task = createTask(ctx, blueprintOf(ctx, body.requests), {
    customer: owner,
    scope: { type: body.scope.type, id: target.id },
    applicationId: target.applicationId,
    originGroupId: ctx.platform.ids.next('grp_'),
    dueAt: body.dueAt,
    skipPrefill: true,
  });
  const transfer = body.scope.type === 'transfer' ? transfersOf(ctx.partition).get(target.id) : undefined;
  if (transfer) attachTaskToTransfer(transfer, task.id);
  if (body.scope.type === 'capability' && target.applicationId) {
    const capability = findCapability(ctx.partition, owner.id, target.id);
    if (capability) {
      const lists = capability._tasksByApplication ?? {};
      capability._tasksByApplication = { ...lists, [target.applicationId]: [...(lists[target.applicationId] ?? []), task.id] };
    }
  }
  propagateTaskChanges(ctx, [task]);
  return ok(presentTaskForCustomer(task, ctx.publicOrigin), 201);
}
