import type { Balance } from '../../../../core/schemas/index.js';
import { currencyScale } from '../../../../core/money/index.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import type { Partition } from '../../Partition.js';
import { addDecimals, compareDecimals, roundDecimal, subtractDecimals } from './decimal.js';
import { accountsOf, type AccountRecord } from './store.js';

/** Which part of a balance a movement touches: spendable funds, or funds still settling. */
export type BalanceBucket = 'available' | 'pending';

/** A zero balance in `currency`, written at the currency's scale (`"0.00"` for USD). */
export function zeroBalance(currency: string, nowIso: string): Balance {
  const zero = roundDecimal('0', currencyScale(currency));
  return { currency, available: zero, pending: zero, updatedAt: nowIso };
}

function accountOrThrow(partition: Partition, accountId: string): AccountRecord {
  const account = accountsOf(partition).get(accountId);
  if (!account)
    throw new ApiProblem({
      status: 404,
      code: 'account_not_found',
      detail: `No account ${accountId} in this environment.`,
      retryable: false,
    });
  return account;
}

function balanceOf(account: AccountRecord, currency: string, nowIso: string): Balance {
  let balance = account.balances.find((entry) => entry.currency === currency);
  if (!balance) {
    balance = zeroBalance(currency, nowIso);
    account.balances.push(balance);
  }
  return balance;
}

function write(account: AccountRecord, balance: Balance, bucket: BalanceBucket, value: string, nowIso: string): void {
  balance[bucket] = roundDecimal(value, Math.max(currencyScale(balance.currency), value.split('.')[1]?.length ?? 0));
  balance.updatedAt = nowIso;
  account.updatedAt = nowIso;
}

/**
 * Adds `amount` (an amount string) to the account's `available` (or `pending`) balance in
 * `currency`, exactly, opening a zero balance in that currency first if there is none.
 *
 * @returns the updated account record
 * @throws {ApiProblem} 404 account_not_found for an account not in `partition`
 * @example
 * creditAccount(partition, 'acc_123', 'USD', '25.10', ctx.nowIso);
 */
export function creditAccount(
  partition: Partition,
  accountId: string,
  currency: string,
  amount: string,
  nowIso: string,
  bucket: BalanceBucket = 'available',
): AccountRecord {
  const account = accountOrThrow(partition, accountId);
  const balance = balanceOf(account, currency, nowIso);
  write(account, balance, bucket, addDecimals(balance[bucket] ?? '0', amount), nowIso);
  return account;
}

/**
 * Takes `amount` from the account's `available` (or `pending`) balance in `currency`, exactly.
 * A balance never goes negative: a debit larger than it is 409 insufficient_balance and leaves
 * the balance unchanged.
 *
 * @returns the updated account record
 * @throws {ApiProblem} 404 account_not_found, or 409 insufficient_balance
 */
export function debitAccount(
  partition: Partition,
  accountId: string,
  currency: string,
  amount: string,
  nowIso: string,
  bucket: BalanceBucket = 'available',
): AccountRecord {
  const account = accountOrThrow(partition, accountId);
  const current = account.balances.find((entry) => entry.currency === currency)?.[bucket] ?? '0';
  if (compareDecimals(current, amount) < 0) {
    throw new ApiProblem({
      status: 409,
      code: 'insufficient_balance',
      detail: `Account ${accountId} has ${current} ${currency} ${bucket}; ${amount} ${currency} is required.`,
      retryable: false,
    });
  }
  const balance = balanceOf(account, currency, nowIso);
  write(account, balance, bucket, subtractDecimals(current, amount), nowIso);
  return account;
}
