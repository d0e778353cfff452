import { findCatalogCapability } from '../../../catalog/index.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { paginate, sequenceByPosition } from '../../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { findCapability, type CapabilityRecord } from '../store.js';
import { historyOfTask } from '../tasks/taskHistory.js';
import { capabilityProblems } from './capabilityProblems.js';

function requireCapability(ctx: RequestContext): CapabilityRecord {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const capabilityId = ctx.params.capabilityId as string;
  if (!findCatalogCapability(capabilityId)) throw capabilityProblems.keyUnsupported(capabilityId);
  const capability = findCapability(ctx.partition, customer.id, capabilityId);
  if (!capability) throw capabilityProblems.notRequested(capabilityId);
  return capability;
}

/** The applications of a capability and the task history of each. */
export const applicationRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/capabilities/{capabilityId}/applications',
    list: true,
    handler: (ctx) => {
      const capability = requireCapability(ctx);
      return paginate(ctx, sequenceByPosition(capability.applications), ({ _seq: _, ...application }) => structuredClone(application));
    },
  },
  {
    method: 'GET',
    path: '/v3/customers/{customerId}/capabilities/{capabilityId}/applications/{applicationId}/history',
    handler: (ctx) => {
      const capability = requireCapability(ctx);
      const applicationId = ctx.params.applicationId as string;
      if (!capability.applications.some((application) => application.id === applicationId)) {
        throw new ApiProblem({ status: 404, code: 'not_found', detail: `${capability.id} has no application ${applicationId}.` });
      }
      const taskIds = capability._tasksByApplication?.[applicationId] ?? [];
      return ok({
        applicationId,
        capabilityId: capability.id,
        tasks: taskIds.map((taskId) => ({ taskId, events: historyOfTask(ctx, taskId) })),
      });
    },
  },
];
