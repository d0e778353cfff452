import { capabilityTitle, findCatalogCapability } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { accountsOf } from '../../money/store.js';
import type { OnboardingContext } from '../context.js';
import { findCapability, type CapabilityRecord } from '../store.js';
import { propagateTaskChanges } from '../tasks/propagateTaskChanges.js';
import { capabilityProblems } from './capabilityProblems.js';
import { dependenciesOf, isLiveApplication } from './recomputeCapability.js';
import { cancelOrphanedTasks } from './releaseTasks.js';

const CANCELABLE_STATUSES: readonly string[] = ['pending', 'restricted'];

function notCancelable(detail: string, extras?: Record<string, unknown>): ApiProblem {
  return new ApiProblem({ status: 409, code: 'capability_not_cancelable', detail, extras });
}

/** The customer's issued accounts under the capability that are not archived: each must be archived first. */
function blockingResourcesOf(ctx: OnboardingContext, capability: CapabilityRecord) {
  return accountsOf(ctx.partition)
    .filter(
      (account) =>
        account.customerId === capability.customerId &&
        account.origin === 'issued' &&
        account.capabilityId === capability.id &&
        account.status !== 'archived',
    )
    .map((account) => ({ type: 'account', id: account.id, requiredAction: 'archive_account' }))
    .sort((a, b) => a.type.localeCompare(b.type) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Cancels a capability: its live applications are canceled, and so are its open tasks that no
 * other live capability depends on. Emits `capability.status_changed`.
 */
export function cancelCapabilityRecord(ctx: OnboardingContext, capability: CapabilityRecord): void {
  const dependencies = dependenciesOf(ctx, capability);
  capability.status = 'canceled';
  capability.statusReason = {
    code: 'canceled',
    resolution: 'none',
    message: `${capabilityTitle(capability.id)} was canceled on request; requesting it again starts a new application.`,
  };
  capability.openTaskIds = [];
  delete capability._evaluationDue;
  for (const application of capability.applications.filter(isLiveApplication)) {
    application.status = 'canceled';
    application.statusReason = { code: 'canceled', message: 'The capability was canceled.', actor: 'developer', retryable: false };
    application.openTaskIds = [];
    application.updatedAt = ctx.nowIso;
  }
  capability.updatedAt = ctx.nowIso;
  const canceled = cancelOrphanedTasks(ctx, capability, dependencies);
  ctx.platform.emit(ctx.partition, 'capability.status_changed', capability);
  propagateTaskChanges(ctx, canceled);
}

/**
 * POST /v3/customers/{customerId}/capabilities/{capabilityId}/cancel: only a pending or
 * restricted capability without blocking resources (non-archived issued accounts under it); else
 * 409 capability_not_cancelable, with `blockingResources` sorted by type then id when those block.
 * `stablecoin_transfers` is never cancelable.
 */
export function cancelCapability(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const capabilityId = ctx.params.capabilityId as string;
  if (!findCatalogCapability(capabilityId)) throw capabilityProblems.keyUnsupported(capabilityId);
  const capability = findCapability(ctx.partition, customer.id, capabilityId);
  if (!capability) throw capabilityProblems.notRequested(capabilityId);
  if (capability.id === 'stablecoin_transfers') throw notCancelable('stablecoin_transfers is granted at creation and is never cancelable.');
  if (!CANCELABLE_STATUSES.includes(capability.status))
    throw notCancelable(`${capabilityId} is ${capability.status}; only a pending or restricted capability can be canceled.`);
  const blockingResources = blockingResourcesOf(ctx, capability);
  if (blockingResources.length > 0) {
    throw notCancelable(`${capabilityId} has issued accounts that are not archived; archive them first.`, { blockingResources });
  }
  cancelCapabilityRecord(ctx, capability);
  return ok(stripInternal(capability));
}
