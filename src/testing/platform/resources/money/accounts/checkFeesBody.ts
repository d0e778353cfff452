import { problems } from '../../../http/ApiProblem.js';
import { Issues } from '../../../validation/Issues.js';
import { checkAmount, checkMoney } from '../../../validation/moneyRules.js';
import { isObject, rejectUnknownFields } from '../../../validation/shapes.js';
import { compareDecimals } from '../decimal.js';

/** Account-scoped pay-in developer fees, as stored on an issued bank account. */
export type AccountFeesInput = {
  developerFeePercent: string | null;
  developerFeeFixed: { amount: string; currency: string } | null;
};

/**
 * Checks the body of `PUT .../accounts/{accountId}/fees`, a full replacement: an omitted or null
 * field clears that fee. `developerFeePercent` is a decimal string from 0 to 100 (`"0.5"` is
 * 0.5 %); `developerFeeFixed` is money in the account's currency.
 */
export function checkFeesBody(value: unknown, accountCurrency: string | null | undefined): AccountFeesInput {
  if (!isObject(value)) throw problems.validation([{ pointer: '', code: 'invalid_type', message: 'must be a JSON object' }]);
  const issues = new Issues();
  rejectUnknownFields(issues, '', value, ['developerFeePercent', 'developerFeeFixed']);
  const percent = value.developerFeePercent;
  if (percent !== undefined && percent !== null) {
    const before = issues.list.length;
    checkAmount(issues, '/developerFeePercent', percent);
    if (issues.list.length === before && compareDecimals(percent as string, '100') > 0) {
      issues.add('/developerFeePercent', 'out_of_range', 'must be a percentage from 0 to 100');
    }
  }
  const fixed = value.developerFeeFixed;
  if (fixed !== undefined && fixed !== null) {
    checkMoney(issues, '/developerFeeFixed', fixed);
    if (isObject(fixed) && typeof fixed.currency === 'string' && accountCurrency && fixed.currency !== accountCurrency) {
      issues.add('/developerFeeFixed/currency', 'currency_mismatch', `must be the account's currency, ${accountCurrency}`);
    }
  }
  issues.throwIfAny();
  return {
    developerFeePercent: (percent as string | null | undefined) ?? null,
    developerFeeFixed: isObject(fixed) ? { amount: fixed.amount as string, currency: fixed.currency as string } : null,
  };
}
