import type { Application } from '../../../../../core/schemas/index.js';
import { capabilityTitle, findCatalogCapability, findInstitution, isBankBacked } from '../../../catalog/index.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { stripInternal } from '../../../PlatformCore.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { grantInitialCapabilities } from '../grantInitialCapabilities.js';
import { capabilitiesOf, capabilityKey, findCapability, type CapabilityRecord } from '../store.js';
import { attachTasks } from './attachTasks.js';
import { capabilityProblems } from './capabilityProblems.js';
import { scheduleEvaluation } from './evaluateRequest.js';
import { eligibilityOf, offeredInstitutions } from './offering.js';
import { readInstitutionsBody } from './readInstitutionsBody.js';
import { isLiveCapability, recomputeCapability } from './recomputeCapability.js';

function newApplication(ctx: RequestContext, institutionId: string | null): Application {
  const institution = institutionId === null ? undefined : findInstitution(institutionId);
  return {
    id: ctx.platform.ids.next('apl_'),
    institution: institution ? { id: institution.id, name: institution.name, bic: institution.bic } : null,
    status: 'requested',
    statusReason: null,
    openTaskIds: [],
    submittedAt: ctx.nowIso,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
  };
}

/**
 * POST /v3/customers/{customerId}/capabilities/{capabilityId}: creates a pending capability with
 * one application per institution (the defaults unless `institutions` overrides them) and the
 * tasks its method needs, and emits `capability.created`. Its status settles from the tasks right
 * after the response (or on the next request, if sooner). A capability already pending, restricted or ready is returned as it is (200); a
 * canceled or rejected one is created afresh, its earlier applications kept.
 */
export function requestCapability(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const capabilityId = ctx.params.capabilityId as string;
  const catalog = findCatalogCapability(capabilityId);
  if (!catalog) throw capabilityProblems.keyUnsupported(capabilityId);
  const requested = readInstitutionsBody(ctx.body, catalog);
  const existing = findCapability(ctx.partition, customer.id, capabilityId);
  if (existing && isLiveCapability(existing)) return ok(stripInternal(existing), 200);
  if (catalog.availability === 'disabled') throw capabilityProblems.unavailable(capabilityId);
  const eligibility = eligibilityOf(catalog, customer.type);
  if (eligibility.status !== 'eligible')
    throw capabilityProblems.ineligible(capabilityId, eligibility.reasons.map((reason) => reason.message).join(' '));
  if (capabilityId === 'stablecoin_transfers') {
    grantInitialCapabilities(ctx, customer.id);
    return ok(stripInternal(findCapability(ctx.partition, customer.id, capabilityId)), 201);
  }

  const institutionIds =
    requested.length > 0
      ? requested
      : offeredInstitutions(catalog, customer)
          .filter((institution) => institution.isDefault)
          .map((institution) => institution.id);
  if (isBankBacked(catalog) && institutionIds.length === 0) throw capabilityProblems.institutionsRequired(capabilityId);
  const applications = (isBankBacked(catalog) ? institutionIds : [null]).map((institutionId) => newApplication(ctx, institutionId));
  const taskIds = attachTasks(ctx, customer, catalog, applications[0]?.id ?? null);
  const record: CapabilityRecord = {
    id: capabilityId,
    customerId: customer.id,
    method: catalog.method,
    accountType: catalog.accountType,
    directions: [...catalog.directions],
    accountProvisioning: isBankBacked(catalog) ? 'on_request' : 'not_applicable',
    status: 'pending',
    statusReason: {
      code: 'evaluating',
      resolution: 'wait',
      message: `The request for ${capabilityTitle(capabilityId)} is being evaluated; tasks may attach.`,
    },
    openTaskIds: [],
    applications: [...(existing?.applications ?? []), ...applications],
    submittedAt: ctx.nowIso,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    _tasksByApplication: {
      ...existing?._tasksByApplication,
      ...Object.fromEntries(applications.map((application) => [application.id, [...taskIds]])),
    },
    _evaluationDue: true,
  };
  const key = capabilityKey(customer.id, capabilityId);
  capabilitiesOf(ctx.partition).delete(key);
  capabilitiesOf(ctx.partition).insert(key, record);
  recomputeCapability(ctx, record);
  ctx.platform.emit(ctx.partition, 'capability.created', record);
  scheduleEvaluation(ctx.platform, ctx.partition, record);
  return ok(stripInternal(record), 201);
}
