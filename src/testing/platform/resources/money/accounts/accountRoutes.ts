import { ApiProblem, problems } from '../../../http/ApiProblem.js';
import { paginate } from '../../../http/pagination.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { isObject } from '../../../validation/shapes.js';
import { checkPlainText } from '../../../validation/textRules.js';
import { requireActiveCustomer } from '../../customers/store.js';
import { accountsOfCustomer, requireAccount, type AccountRecord } from '../store.js';
import { archiveAccount } from './archiveAccount.js';
import { checkCreateAccountBody } from './checkCreateAccountBody.js';
import { checkFeesBody } from './checkFeesBody.js';
import { createAccountRecord } from './createAccountRecord.js';
import { presentAccount } from './presentAccount.js';
import { emitAccountEvents, scheduleProvisioning } from './provisionAccounts.js';

const ACCOUNTS = '/v3/customers/{customerId}/accounts';
const ACCOUNT = `${ACCOUNTS}/{accountId}`;

/** Account fields a PATCH may not change (everything but `label`). */
const IMMUTABLE_FIELDS = [
  'id',
  'customerId',
  'origin',
  'type',
  'status',
  'statusReason',
  'capabilityId',
  'method',
  'methods',
  'country',
  'currency',
  'network',
  'details',
  'routing',
  'balances',
  'fees',
  'settlement',
  'openTaskIds',
  'createdAt',
  'updatedAt',
  'archivedAt',
];

function customerAccount(ctx: RequestContext): AccountRecord {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  return requireAccount(ctx.partition, customer.id, ctx.params.accountId);
}

function refuseArchived(account: AccountRecord): void {
  if (account.status !== 'archived') return;
  throw new ApiProblem({
    status: 409,
    code: 'account_archived',
    detail: `Account ${account.id} is archived and can no longer change.`,
    retryable: false,
  });
}

function listAccounts(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const accounts = accountsOfCustomer(ctx.partition, customer.id);
  return paginate(ctx, accounts, (account) => presentAccount(ctx.partition, account));
}

function createAccount(ctx: RequestContext) {
  const customer = requireActiveCustomer(ctx.partition, ctx.params.customerId);
  const input = checkCreateAccountBody(ctx.body, ctx.partition, customer.id);
  const account = createAccountRecord(ctx, customer.id, input);
  emitAccountEvents(ctx.platform, ctx.partition, account, true);
  scheduleProvisioning(ctx.platform, ctx.partition, account);
  return ok(presentAccount(ctx.partition, account), 201);
}

function updateAccount(ctx: RequestContext) {
  const account = customerAccount(ctx);
  if (!isObject(ctx.body))
    throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object (a merge document)' }]);
  const issues = new Issues();
  for (const key of Object.keys(ctx.body)) {
    if (key === 'label') continue;
    if (IMMUTABLE_FIELDS.includes(key))
      issues.add(
        `/${key}`,
        'immutable_field',
        key === 'fees' ? 'cannot be changed by PATCH; use PUT .../fees' : 'cannot be changed; only label can',
      );
    else issues.add(`/${key}`, 'unknown_field', 'is not a field of an account');
  }
  const label = ctx.body.label;
  if (label !== undefined && label !== null) checkPlainText(issues, '/label', label, 256);
  issues.throwIfAny();
  refuseArchived(account);
  if (label !== undefined && label !== account.label) {
    account.label = label as string | null;
    account.updatedAt = ctx.nowIso;
  }
  return ok(presentAccount(ctx.partition, account));
}

function deleteAccount(ctx: RequestContext) {
  const account = customerAccount(ctx);
  if (archiveAccount(ctx.partition, account, ctx.nowIso)) emitAccountEvents(ctx.platform, ctx.partition, account);
  return ok(presentAccount(ctx.partition, account));
}

function putFees(ctx: RequestContext) {
  const account = customerAccount(ctx);
  const fees = checkFeesBody(ctx.body, account.currency);
  if (account.origin !== 'issued' || account.type !== 'bank') {
    throw new ApiProblem({
      status: 409,
      code: 'account_fees_unsupported',
      detail: 'Developer fees live on issued bank accounts only.',
      retryable: false,
    });
  }
  refuseArchived(account);
  account.fees = fees;
  account.updatedAt = ctx.nowIso;
  return ok(presentAccount(ctx.partition, account));
}

/** The account operations: list, create, update the label, archive, and set developer fees. */
export const accountRoutes: RouteDef[] = [
  { method: 'GET', path: ACCOUNTS, list: true, handler: listAccounts },
  { method: 'POST', path: ACCOUNTS, handler: createAccount },
  { method: 'PATCH', path: ACCOUNT, handler: updateAccount },
  { method: 'DELETE', path: ACCOUNT, handler: deleteAccount },
  { method: 'PUT', path: `${ACCOUNT}/fees`, handler: putFees },
];
