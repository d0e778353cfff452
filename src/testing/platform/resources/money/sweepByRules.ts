import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { rulesOf } from '../customers/store.js';
import { transfersOf, type TransferRecord } from '../transfers/store.js';
import { creditAccount, debitAccount } from './balances.js';
import { compareDecimals } from './decimal.js';
import { accountsOf, destinationsOf } from './store.js';

/** What a sweep needs: the platform (ids, events), the partition and the time. */
export interface SweepEnv {
  platform: PlatformCore;
  partition: Partition;
  nowIso: string;
}

function activeRulesOf(partition: Partition, accountId: string, currency: string) {
  return rulesOf(partition).filter(
    (rule) => rule.sourceAccountId === accountId && !rule._deletedAt && rule.status === 'active' && (rule.currency == null || rule.currency === currency),
  );
}

function sweepToDestination(env: SweepEnv, source: { id: string; customerId: string }, destinationId: string, currency: string, amount: string): void {
  const destination = destinationsOf(env.partition).get(destinationId);
  if (!destination || destination.status !== 'ready' || destination.currency !== currency) return;
  debitAccount(env.partition, source.id, currency, amount, env.nowIso);
  const transfer: TransferRecord = {
    id: env.platform.ids.next('tr_'),
    quoteId: null,
    customerId: source.customerId,
    capabilityId: 'stablecoin_transfers',
    state: 'completed',
    stateDetail: null,
    direction: 'stablecoin_move',
    in: { currency, amount },
    out: { currency, amount },
    destinationId,
    externalId: null,
    memo: 'Swept by rule',
    openTaskIds: [],
    supportingDocuments: [],
    createdAt: env.nowIso,
    updatedAt: env.nowIso,
    _funding: 'wallet_balance',
    _isZeroFeePayout: false,
    _deliverAmount: amount,
    _sourceAccountId: source.id,
  };
  transfersOf(env.partition).insert(transfer.id, transfer);
  env.platform.emit(env.partition, 'transfer.created', transfer);
  env.platform.emit(env.partition, 'transfer.state_changed', transfer);
  env.platform.emit(env.partition, 'transfer.completed', transfer);
}

/**
 * Carries out the standing instructions on an issued wallet account after funds arrive: the
 * first active rule for the currency moves the whole available balance to its target, another
 * of the customer's accounts (credited at once) or a ready wallet destination (a completed
 * stablecoin move). A chain of rules is followed, but never back to an account already swept.
 */
export function sweepByRules(env: SweepEnv, accountId: string, currency: string, visited: ReadonlySet<string> = new Set()): void {
  const account = accountsOf(env.partition).get(accountId);
  if (!account || account.origin !== 'issued' || account.type !== 'wallet' || account.status !== 'ready') return;
  const rule = activeRulesOf(env.partition, accountId, currency)[0];
  const available = account.balances.find((balance) => balance.currency === currency)?.available;
  if (!rule || !available || compareDecimals(available, '0') <= 0) return;
  if (rule.target.type === 'destination') {
    sweepToDestination(env, account, rule.target.id, currency, available);
    return;
  }
  const target = accountsOf(env.partition).get(rule.target.id);
  if (!target || target.customerId !== account.customerId || target.status !== 'ready' || visited.has(target.id)) return;
  debitAccount(env.partition, account.id, currency, available, env.nowIso);
  creditAccount(env.partition, target.id, currency, available, env.nowIso);
  sweepByRules(env, target.id, currency, new Set([...visited, account.id]));
}
