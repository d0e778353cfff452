import { ApiProblem } from '../../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../../http/RequestContext.js';
import { Issues } from '../../../validation/Issues.js';
import { expectObject, rejectUnknownFields, requireField } from '../../../validation/shapes.js';
import { accountsOf, accountsOfCustomer } from '../../money/store.js';
import { topUp } from '../../money/sandboxTopUpRoutes.js';
import { checkId } from '../../transfers/checkId.js';
import { requireQuoteCustomer } from '../../transfers/quoteRoutes.js';

function accountNotFound(detail: string): ApiProblem {
  return new ApiProblem({
    status: 404,
    code: 'account_not_found',
    detail,
    errors: [{ pointer: '/accountId', code: 'account_not_found', message: detail }],
    retryable: false,
  });
}

/** The account to credit: the one named (it must be the customer's), else the customer's first ready issued wallet in `currency`. */
function accountToCredit(ctx: RequestContext, customerId: string, currency: string, accountId: string | undefined): string {
  if (accountId !== undefined) {
    if (accountsOf(ctx.partition).get(accountId)?.customerId !== customerId)
      throw accountNotFound(`Customer ${customerId} has no account ${accountId}.`);
    return accountId;
  }
  const wallet = accountsOfCustomer(ctx.partition, customerId).find(
    (account) => account.origin === 'issued' && account.type === 'wallet' && account.currency === currency && account.status === 'ready',
  );
  if (!wallet) throw accountNotFound(`Customer ${customerId} has no ready issued ${currency} wallet; name an accountId.`);
  return wallet.id;
}

/**
 * `POST /v1/sandbox/topup` `{ customerId, currency, amount, accountId? }`: the v3 sandbox top-up
 * of the named account, or of the customer's first ready issued wallet in `currency` (its checks
 * and problems: amount and currency as v3, 409 for an external or unready account). Answers
 * `{ data: { customerId, accountId, currency, amount, available } }`, `available` the new balance.
 */
function legacyTopUp(ctx: RequestContext) {
  const issues = new Issues();
  const root = expectObject(issues, '', ctx.body);
  if (!root) issues.throwIfAny();
  const value = root as Record<string, unknown>;
  rejectUnknownFields(issues, '', value, ['customerId', 'currency', 'amount', 'accountId']);
  if (requireField(issues, '/customerId', value.customerId)) checkId(issues, '/customerId', value.customerId, 'cus_');
  if (value.accountId !== undefined && value.accountId !== null) checkId(issues, '/accountId', value.accountId, 'acc_');
  requireField(issues, '/currency', value.currency);
  requireField(issues, '/amount', value.amount);
  issues.throwIfAny();
  const customerId = value.customerId as string;
  requireQuoteCustomer(ctx, customerId);
  const currency = String(value.currency);
  const accountId = accountToCredit(ctx, customerId, currency, (value.accountId as string | null | undefined) ?? undefined);
  topUp({ ...ctx, params: { accountId }, body: { amount: value.amount, currency: value.currency } });
  const available = accountsOf(ctx.partition)
    .get(accountId)
    ?.balances.find((balance) => balance.currency === currency)?.available;
  return ok({ customerId, accountId, currency, amount: value.amount, available: available ?? '0' });
}

/** The v1 sandbox top-up. */
export const sandboxTopUpRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/v1/sandbox/topup',
    handler: legacyTopUp,
    sandbox: true,
    legacy: { replacement: 'POST /v3/sandbox/accounts/{accountId}/topup' },
  },
];
