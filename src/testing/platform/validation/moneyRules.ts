import { isCurrencyCode, validateAmount, validateAmountString } from '../../../core/money/index.js';
import type { Issues } from './Issues.js';
import { pointerTo } from './Issues.js';
import { isObject, rejectUnknownFields } from './shapes.js';
import { checkCurrency } from './textRules.js';

/**
 * Checks an amount string for `currency` (grammar, at most 38 digits, the currency's scale
 * without rounding). The scale is the kit's `currencyScale`, as the client and forms use it: ISO
 * 4217 minor units from the kit's table, 6 for stablecoins, and 4 for any other code the
 * currency pattern allows. A number is refused: amounts are always strings.
 */
export function checkAmount(issues: Issues, pointer: string, amount: unknown, currency?: unknown): void {
  const problem = isCurrencyCode(currency) ? validateAmount(amount, currency) : validateAmountString(amount);
  if (problem) issues.add(pointer, problem.code === 'not_a_string' ? 'invalid_type' : `amount_${problem.code}`, problem.message);
}

/** Checks a money object `{ amount, currency }`, both required. */
export function checkMoney(issues: Issues, pointer: string, value: unknown): void {
  if (!isObject(value)) {
    issues.add(pointer, 'invalid_type', 'must be an object with amount and currency');
    return;
  }
  rejectUnknownFields(issues, pointer, value, ['amount', 'currency']);
  if (value.currency === undefined) issues.add(pointerTo(pointer, 'currency'), 'required', 'is required');
  else checkCurrency(issues, pointerTo(pointer, 'currency'), value.currency);
  if (value.amount === undefined) issues.add(pointerTo(pointer, 'amount'), 'required', 'is required');
  else checkAmount(issues, pointerTo(pointer, 'amount'), value.amount, value.currency);
}
