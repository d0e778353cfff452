import { capabilityTitle } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { Issues } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { dependenciesOf, isLiveApplication, recomputeCapability } from '../capabilities/recomputeCapability.js';
import { cancelOrphanedTasks } from '../capabilities/releaseTasks.js';
import type { OnboardingContext } from '../context.js';
import { findCapability, tasksOf, type CapabilityRecord } from '../store.js';
import { propagateTaskChanges } from '../tasks/propagateTaskChanges.js';
import { attachReverificationTask } from './reverificationTask.js';

type ForcedStatus = 'ready' | 'rejected' | 'restricted';

function readStatus(body: unknown): ForcedStatus {
  const issues = new Issues();
  if (!isObject(body)) issues.add('', 'invalid_type', 'must be a JSON object with status');
  else {
    rejectUnknownFields(issues, '', body, ['status']);
    if (requireField(issues, '/status', body.status)) checkEnum(issues, '/status', body.status, ['ready', 'rejected', 'restricted']);
  }
  issues.throwIfAny();
  return (body as { status: ForcedStatus }).status;
}

/** A rejected capability forced back to life: its rejected applications take part again, without the rejected tasks. */
function revive(ctx: OnboardingContext, capability: CapabilityRecord): void {
  if (capability.status !== 'rejected') return;
  const tasks = tasksOf(ctx.partition);
  for (const application of capability.applications.filter((candidate) => candidate.status === 'rejected')) {
    application.status = 'requested';
    const kept = (capability._tasksByApplication?.[application.id] ?? []).filter((id) => tasks.get(id)?.status !== 'rejected');
    capability._tasksByApplication = { ...capability._tasksByApplication, [application.id]: kept };
  }
  delete capability._forcedRejected;
  capability.status = 'pending';
}

function forceReady(ctx: OnboardingContext, capability: CapabilityRecord): void {
  revive(ctx, capability);
  const unsatisfied = dependenciesOf(ctx, capability).filter((task) => task.status !== 'satisfied');
  const detached = new Set(unsatisfied.map((task) => task.id));
  for (const application of capability.applications.filter(isLiveApplication)) {
    capability._tasksByApplication = {
      ...capability._tasksByApplication,
      [application.id]: (capability._tasksByApplication?.[application.id] ?? []).filter((id) => !detached.has(id)),
    };
  }
  delete capability._evaluationDue;
  recomputeCapability(ctx, capability);
  propagateTaskChanges(ctx, cancelOrphanedTasks(ctx, capability, unsatisfied));
}

function forceRejected(ctx: OnboardingContext, capability: CapabilityRecord): void {
  const dependencies = dependenciesOf(ctx, capability);
  for (const application of capability.applications.filter(isLiveApplication)) {
    application.status = 'rejected';
    application.statusReason = {
      code: 'rejected_in_review',
      message: 'The application was rejected in review.',
      actor: 'operator',
      retryable: false,
    };
    application.openTaskIds = [];
    application.updatedAt = ctx.nowIso;
  }
  capability.status = 'rejected';
  capability.statusReason = {
    code: 'rejected_in_review',
    resolution: 'contact_support',
    message: `${capabilityTitle(capability.id)} was rejected in review. Contact support to appeal; requesting it again starts a new application.`,
  };
  capability.openTaskIds = [];
  capability._forcedRejected = true;
  delete capability._evaluationDue;
  capability.updatedAt = ctx.nowIso;
  ctx.platform.emit(ctx.partition, 'capability.status_changed', capability);
  propagateTaskChanges(ctx, cancelOrphanedTasks(ctx, capability, dependencies));
}

function forceRestricted(ctx: OnboardingContext, capability: CapabilityRecord): void {
  revive(ctx, capability);
  delete capability._evaluationDue;
  const hasActionRequired = dependenciesOf(ctx, capability).some((task) => task.status === 'action_required');
  if (!hasActionRequired) attachReverificationTask(ctx, capability);
  recomputeCapability(ctx, capability);
}

/**
 * POST /v3/sandbox/customers/{customerId}/capabilities/{capabilityId}/status `{ status }`
 * (sandbox) → `{ data: capability }`. `ready` detaches the tasks still open (canceling those no
 * other capability needs); `rejected` rejects it and its applications; `restricted` attaches a
 * re-verification task unless one already waits on the customer. 400 validation_error at
 * `/status` for another value; 422 invalid_capability for a capability never requested, canceled,
 * or `stablecoin_transfers`.
 */
export function forceCapabilityStatus(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const status = readStatus(ctx.body);
  const capabilityId = ctx.params.capabilityId as string;
  const capability = findCapability(ctx.partition, customer.id, capabilityId);
  if (!capability || capability.id === 'stablecoin_transfers' || capability.status === 'canceled' || !capability._tasksByApplication) {
    const why = !capability
      ? 'was never requested'
      : capability.status === 'canceled'
        ? 'is canceled'
        : 'is granted at creation and cannot be forced';
    throw new ApiProblem({
      status: 422,
      code: 'invalid_capability',
      detail: `${capabilityId} ${why}; only a requested capability can be forced.`,
      extras: { capabilities: [capabilityId] },
    });
  }
  if (capability.status !== status) {
    if (status === 'ready') forceReady(ctx, capability);
    else if (status === 'rejected') forceRejected(ctx, capability);
    else forceRestricted(ctx, capability);
  }
  return ok(stripInternal(capability));
}
