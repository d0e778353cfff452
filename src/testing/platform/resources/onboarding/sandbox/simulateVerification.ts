import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { effectiveSessionStatus, sessionIn, settleVerification, type SessionLocation } from '../sessions/sessionActions.js';
import { tasksOfCustomer } from '../store.js';
import { presentTaskForCustomer } from '../tasks/presentTask.js';

const OPEN_SESSION_STATUSES: readonly string[] = ['action_required', 'in_review'];

function readBody(body: unknown): { outcome: 'completed' | 'rejected'; verificationSessionId: string | undefined } {
  const issues = new Issues();
  if (!isObject(body)) {
    issues.add('', 'invalid_type', 'must be a JSON object with outcome');
    issues.throwIfAny();
    return { outcome: 'completed', verificationSessionId: undefined };
  }
  rejectUnknownFields(issues, '', body, ['outcome', 'verificationSessionId']);
  if (requireField(issues, '/outcome', body.outcome)) checkEnum(issues, '/outcome', body.outcome, ['completed', 'rejected']);
  if (
    body.verificationSessionId !== undefined &&
    (typeof body.verificationSessionId !== 'string' || !/^vfy_[A-Za-z0-9]+$/.test(body.verificationSessionId))
  ) {
    issues.add('/verificationSessionId', 'invalid_format', 'must be a verification session id (vfy_…)');
  }
  issues.throwIfAny();
  return { outcome: body.outcome as 'completed' | 'rejected', verificationSessionId: body.verificationSessionId as string | undefined };
}

function notOpen(detail: string): ApiProblem {
  return new ApiProblem({ status: 409, code: 'verification_session_not_open', detail, retryable: false });
}

/**
 * POST /v3/sandbox/customers/{customerId}/verification `{ outcome, verificationSessionId? }`
 * (sandbox): settles the customer's open verification session (waiting on the customer or in
 * review), the named one or else the oldest, and answers `{ data: task }` with the task holding
 * it. 404 not_found for a session the customer does not have; 409 verification_session_not_open
 * when it is already settled or there is none open.
 */
export function simulateVerification(ctx: RequestContext): HandlerResult {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const body = readBody(ctx.body);
  const locations: SessionLocation[] = tasksOfCustomer(ctx.partition, customer.id).flatMap((task) =>
    task.verificationSessions.map((session) => sessionIn(ctx.partition, task, 'verification', session.id) as SessionLocation),
  );
  let location: SessionLocation | undefined;
  if (body.verificationSessionId !== undefined) {
    location = locations.find((candidate) => candidate.session.id === body.verificationSessionId);
    if (!location)
      throw new ApiProblem({
        status: 404,
        code: 'not_found',
        detail: `Customer ${customer.id} has no verification session ${body.verificationSessionId}.`,
      });
    if (!OPEN_SESSION_STATUSES.includes(effectiveSessionStatus(location)))
      throw notOpen(`Verification session ${location.session.id} is already ${effectiveSessionStatus(location)}.`);
  } else {
    location = locations.find((candidate) => OPEN_SESSION_STATUSES.includes(effectiveSessionStatus(candidate)));
    if (!location) throw notOpen(`Customer ${customer.id} has no open verification session; request a capability that needs one first.`);
  }
  settleVerification(ctx, location, body.outcome);
  return ok(presentTaskForCustomer(location.task, ctx.publicOrigin));
}
