import type { TaskPreviewItem } from '../../../../../core/schemas/index.js';
import { findCatalogCapability } from '../../../catalog/index.js';
import type { HandlerResult, RequestContext } from '../../../http/RequestContext.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { blueprintsFor } from '../templates/index.js';
import { capabilityProblems } from './capabilityProblems.js';
import { readInstitutionsQuery } from './readInstitutionsBody.js';

/**
 * GET /v3/customers/{customerId}/capabilities/{capabilityId}/tasks-preview: descriptors of the
 * tasks a request would attach for this customer (no ids, no statuses), as `{ data: [...] }`.
 * Repeated `institutions` are checked against the capability's institutions; an unknown
 * capability key is 422 capability_key_unsupported.
 */
export function previewTasks(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const capabilityId = ctx.params.capabilityId as string;
  const capability = findCatalogCapability(capabilityId);
  if (!capability) throw capabilityProblems.keyUnsupported(capabilityId);
  readInstitutionsQuery(ctx.query.getAll('institutions'), capability);
  const data: TaskPreviewItem[] = blueprintsFor(capability, customer.type).map((blueprint) => ({
    name: blueprint.name,
    category: blueprint.category,
    subject: { type: 'customer', id: customer.id },
    scope: { type: blueprint.shared ? 'customer' : 'capability', id: blueprint.shared ? customer.id : capabilityId },
    requirements: blueprint.requirements.map((requirement) => ({
      key: requirement.key,
      request: structuredClone(requirement.request),
      section: requirement.section,
      alternativeKey: requirement.alternativeKey ?? null,
    })),
    verificationSessions: blueprint.verificationSessions.map((session) => ({ ...session })),
    tosSessions: blueprint.tosSessions.map((session) => ({ ...session })),
    completionPolicy: { ...blueprint.completionPolicy },
  }));
  return { status: 200, body: { data } };
}
