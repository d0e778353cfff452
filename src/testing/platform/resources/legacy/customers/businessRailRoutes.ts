import { isLegacyRail, legacyRails, type LegacyRail } from '../../../../../core/legacy/rails.js';
import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { requireActiveCustomer, type CustomerRecord } from '../../customers/store.js';
import { presentBusinessRail, presentRailApplication, railCapabilityOf } from './businessRailRows.js';
import { readRailApplicationsBody } from './railBodies.js';
import { railCapabilitiesOf } from './railRows.js';
import { requestRails } from './requestRails.js';

const BASE = '/v2/customers/business/{customerId}';

/** The active business customer of the path; an individual (or unknown) one is 404 customer_not_found. */
function requireBusinessCustomer(ctx: RequestContext): CustomerRecord {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  if (customer.type !== 'business') {
    throw new ApiProblem({
      status: 404,
      code: 'customer_not_found',
      detail: `No business customer ${customer.id} in this environment; ${customer.id} is an individual.`,
      retryable: false,
    });
  }
  return customer;
}

/** The rail of the path; a name v1 does not document is 404 rail_not_found. */
function railOfPath(ctx: RequestContext): LegacyRail {
  const rail = ctx.params.rail;
  if (!isLegacyRail(rail))
    throw new ApiProblem({ status: 404, code: 'rail_not_found', detail: `${rail ?? ''} is not a rail.`, retryable: false });
  return rail;
}

/** GET …/rails: every v1 rail, `available`/`unavailable` until applied for, then its application status. */
function listBusinessRails(ctx: RequestContext): HandlerResult {
  const customer = requireBusinessCustomer(ctx);
  return ok(legacyRails.map((rail) => presentBusinessRail(ctx.partition, customer.id, rail)));
}

/** GET …/rails/{rail}: one rail as the discovery lists it. */
function readBusinessRail(ctx: RequestContext): HandlerResult {
  const customer = requireBusinessCustomer(ctx);
  return ok(presentBusinessRail(ctx.partition, customer.id, railOfPath(ctx)));
}

/** GET …/rail-applications: the applications made so far, in the order they were made. */
function listRailApplications(ctx: RequestContext): HandlerResult {
  const customer = requireBusinessCustomer(ctx);
  return ok(
    railCapabilitiesOf(ctx.partition, customer.id).map(({ rail, capability }) => presentRailApplication(ctx.partition, rail, capability)),
  );
}

/** GET …/rail-applications/{rail}: one application; 404 rail_application_not_found when never applied for. */
function readRailApplication(ctx: RequestContext): HandlerResult {
  const customer = requireBusinessCustomer(ctx);
  const rail = railOfPath(ctx);
  const capability = railCapabilityOf(ctx.partition, customer.id, rail);
  if (!capability) {
    throw new ApiProblem({
      status: 404,
      code: 'rail_application_not_found',
      detail: `Customer ${customer.id} has not applied for ${rail}.`,
      retryable: false,
    });
  }
  return ok(presentRailApplication(ctx.partition, rail, capability));
}

/**
 * POST …/rail-applications `{ data: [{ rail, banks? }] }` → 200 `{ customerId, data:
 * [applications], errors: [{ rail, code, message }] }`: each rail's capability is requested with
 * `banks` as its institutions (the defaults when absent or empty).
 */
function applyForRails(ctx: RequestContext): HandlerResult {
  const applications = readRailApplicationsBody(ctx.body);
  const customer = requireBusinessCustomer(ctx);
  const { requested, errors } = requestRails(ctx, customer, applications);
  const data = requested.map(({ rail, capability }) => presentRailApplication(ctx.partition, rail, capability));
  return { status: 200, body: { customerId: customer.id, data, errors } };
}

const CAPABILITIES = 'GET /v3/customers/{customerId}/capabilities';

/** The v2 business rail operations. */
export const businessRailRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${BASE}/rails`,
    handler: listBusinessRails,
    legacy: { replacement: 'GET /v3/customers/{customerId}/capabilities/supported' },
  },
  { method: 'GET', path: `${BASE}/rails/{rail}`, handler: readBusinessRail, legacy: { replacement: CAPABILITIES } },
  { method: 'GET', path: `${BASE}/rail-applications`, handler: listRailApplications, legacy: { replacement: CAPABILITIES } },
  {
    method: 'POST',
    path: `${BASE}/rail-applications`,
    handler: applyForRails,
    legacy: { replacement: 'POST /v3/customers/{customerId}/capabilities/{capabilityId}' },
  },
  {
    method: 'GET',
    path: `${BASE}/rail-applications/{rail}`,
    handler: readRailApplication,
    legacy: { replacement: 'GET /v3/customers/{customerId}/capabilities/{capabilityId}/applications' },
  },
];
