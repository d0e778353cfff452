import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type HandlerResult, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { checkEnum, isObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { checkPlainText } from '../../../validation/textRules.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { settleVerification } from '../../onboarding/sessions/sessionActions.js';
import { refreshExpiredLinks, sessionUrl } from '../../onboarding/tasks/sessionLinks.js';
import { ensureIdentityTask, verificationNotOpen, verificationSessionOf } from './identityWork.js';
import { isKycProvider, kycProviders } from './kycProviders.js';
import { presentLegacyCustomer } from './presentLegacyCustomer.js';
import { verificationOf } from './verificationStatus.js';

const KYC_REPLACEMENT = { replacement: 'GET /v3/customers/{customerId}/tasks/{taskId}' };

/** The customer's identity task and, while it waits on the customer, its hosted session link. */
function openVerification(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const task = ensureIdentityTask(ctx, customer);
  refreshExpiredLinks(ctx, task);
  const location = verificationSessionOf(ctx, task, ['action_required']);
  const link = location?.link;
  const url = location && link ? sessionUrl(ctx.publicOrigin, 'verification', location.session.id, link) : null;
  return { customer, task, link, url, expiresAt: link && url ? new Date(link.expiresAtMs).toISOString() : null };
}

/**
 * POST /v1/customers/{customerId}/kyc: starts verification, i.e. opens the customer's v3 identity
 * verification task (or returns the live one) → `{ data: { customerId, verificationStatus,
 * taskId, url, expiresAt } }`; `url` is the hosted verification page while it waits on the
 * customer, null once submitted.
 */
function startKyc(ctx: RequestContext): HandlerResult {
  const issues = new Issues();
  if (ctx.body !== undefined) {
    if (isObject(ctx.body)) rejectUnknownFields(issues, '', ctx.body, []);
    else issues.add('', 'invalid_type', 'must be a JSON object');
  }
  issues.throwIfAny();
  const { customer, task, url, expiresAt } = openVerification(ctx);
  const verificationStatus = verificationOf(ctx.partition, customer).status;
  return ok({ customerId: customer.id, verificationStatus, taskId: task.id, url, expiresAt });
}

function readImportBody(body: unknown): { outcome: 'completed' | 'rejected' } {
  const issues = new Issues();
  if (!isObject(body)) {
    issues.add('', 'invalid_type', 'must be a JSON object with provider and reference');
    issues.throwIfAny();
  }
  const fields = body as Record<string, unknown>;
  rejectUnknownFields(issues, '', fields, ['provider', 'reference', 'result']);
  if (requireField(issues, '/provider', fields.provider)) checkEnum(issues, '/provider', fields.provider, kycProviders);
  if (requireField(issues, '/reference', fields.reference)) checkPlainText(issues, '/reference', fields.reference, 256);
  if (fields.result !== undefined) checkEnum(issues, '/result', fields.result, ['approved', 'rejected']);
  issues.throwIfAny();
  return { outcome: fields.result === 'rejected' ? 'rejected' : 'completed' };
}

/**
 * POST /v1/customers/{customerId}/kyc/import `{ provider, reference, result? }`: takes a
 * verification another provider already made (`result` approved by default) and settles the
 * customer's identity verification with it through the same path as a verification review, so
 * its capabilities follow → `{ data: v1 customer }`. Importing an approval again is a no-op; 409
 * verification_session_not_open otherwise once the verification is settled.
 */
function importKyc(ctx: RequestContext): HandlerResult {
  const { outcome } = readImportBody(ctx.body);
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const task = ensureIdentityTask(ctx, customer);
  const location = verificationSessionOf(ctx, task, ['action_required', 'in_review']);
  if (location) settleVerification(ctx, location, outcome);
  else {
    const { status } = verificationOf(ctx.partition, customer);
    if (!(status === 'approved' && outcome === 'completed')) throw verificationNotOpen(customer.id, status);
  }
  return ok(presentLegacyCustomer(ctx.partition, customer));
}

/**
 * POST /v1/customers/{customerId}/kyc/tokens/{provider} → `{ data: { provider, token, url,
 * expiresAt } }`: the embedded verification token is the link of the customer's hosted
 * verification session (a fresh one once expired). 422 validation_error at /path/provider for
 * a provider the fake does not know; 409 verification_session_not_open once submitted.
 */
function createKycToken(ctx: RequestContext): HandlerResult {
  const provider = ctx.params.provider;
  if (!isKycProvider(provider)) {
    throw new ApiProblem({
      status: 422,
      code: 'validation_error',
      detail: `${provider ?? ''} is not a verification provider; use one of ${kycProviders.join(', ')}.`,
      errors: [{ pointer: '/path/provider', code: 'invalid_enum', message: `must be one of: ${kycProviders.join(', ')}` }],
      retryable: false,
    });
  }
  const { customer, link, url, expiresAt } = openVerification(ctx);
  if (!link || url === null) throw verificationNotOpen(customer.id, verificationOf(ctx.partition, customer).status);
  return ok({ provider, token: link.token, url, expiresAt });
}

/** The v1 KYC operations. */
export const kycRoutes: RouteDef[] = [
  { method: 'POST', path: '/v1/customers/{customerId}/kyc', handler: startKyc, legacy: KYC_REPLACEMENT },
  {
    method: 'POST',
    path: '/v1/customers/{customerId}/kyc/import',
    handler: importKyc,
    legacy: { replacement: 'POST /v3/customers/{customerId}/tasks/{taskId}/submissions' },
  },
  { method: 'POST', path: '/v1/customers/{customerId}/kyc/tokens/{provider}', handler: createKycToken, legacy: KYC_REPLACEMENT },
];
