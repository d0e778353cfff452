import { currencyScale, isAmountString } from '../../../../core/money/index.js';
import { ApiProblem, problems } from '../../http/ApiProblem.js';
import { ok, type RequestContext, type RouteDef } from '../../http/RequestContext.js';
import { Issues } from '../../validation/Issues.js';
import { checkAmount } from '../../validation/moneyRules.js';
import { isObject, rejectUnknownFields, requireField } from '../../validation/shapes.js';
import { checkCurrency } from '../../validation/textRules.js';
import { presentAccount } from './accounts/presentAccount.js';
import { creditAccount } from './balances.js';
import { addDecimals, isZeroDecimal, roundDecimal } from './decimal.js';
import { accountsOf } from './store.js';
import { sweepByRules } from './sweeps/sweepByRules.js';

/** `POST /v3/sandbox/accounts/{accountId}/topup` `{ amount, currency }`, also behind the v1 top-up. */
export function topUp(ctx: RequestContext) {
  const account = accountsOf(ctx.partition).get(ctx.params.accountId ?? '');
  if (!account)
    throw new ApiProblem({
      status: 404,
      code: 'account_not_found',
      detail: `No account ${ctx.params.accountId} in this environment.`,
      retryable: false,
    });
  const body = ctx.body;
  if (!isObject(body))
    throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object with amount and currency' }]);
  const issues = new Issues();
  rejectUnknownFields(issues, '', body, ['amount', 'currency']);
  if (requireField(issues, '/currency', body.currency)) {
    checkCurrency(issues, '/currency', body.currency);
    if (typeof body.currency === 'string' && account.currency && body.currency !== account.currency) {
      issues.add('/currency', 'currency_mismatch', `must be the account's currency, ${account.currency}`);
    }
  }
  if (requireField(issues, '/amount', body.amount)) {
    const before = issues.list.length;
    checkAmount(issues, '/amount', body.amount, body.currency);
    if (issues.list.length === before && isZeroDecimal(body.amount as string))
      issues.add('/amount', 'out_of_range', 'must be greater than zero');
  }
  issues.throwIfAny();
  if (account.origin !== 'issued') {
    throw new ApiProblem({
      status: 409,
      code: 'account_not_issued',
      detail: `Account ${account.id} is external; only issued accounts hold balances.`,
      retryable: false,
    });
  }
  if (account.status !== 'ready') {
    throw new ApiProblem({
      status: 409,
      code: 'account_not_ready',
      detail: `Account ${account.id} is ${account.status}; only a ready account can be topped up.`,
      extras: { accountStatus: account.status },
      retryable: account.status === 'provisioning',
    });
  }
  const available = account.balances.find((balance) => balance.currency === body.currency)?.available ?? '0';
  if (!isAmountString(roundDecimal(addDecimals(available, body.amount as string), currencyScale(body.currency as string)))) {
    throw problems.validation([
      { pointer: '/amount', code: 'out_of_range', message: 'would take the balance past 38 digits, the most an amount holds' },
    ]);
  }
  creditAccount(ctx.partition, account.id, body.currency as string, body.amount as string, ctx.nowIso);
  sweepByRules(ctx, account.id, body.currency as string, body.amount as string);
  return ok(presentAccount(ctx.partition, account));
}

/** `POST /v3/sandbox/accounts/{accountId}/topup`: credits funds to a ready issued account. */
export const sandboxTopUpRoutes: RouteDef[] = [
  { method: 'POST', path: '/v3/sandbox/accounts/{accountId}/topup', sandbox: true, handler: topUp },
];
