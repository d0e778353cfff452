import type { StateDetail, TransferState } from '../../../../core/schemas/index.js';
import type { Partition } from '../../Partition.js';
import type { PlatformCore } from '../../PlatformCore.js';
import { creditAccount } from '../money/balances.js';
import { accountsOf } from '../money/store.js';
import { sweepByRules } from '../money/sweeps/sweepByRules.js';
import type { TransferRecord } from './store.js';
import { closeOpenTasksOfTransfer, openTaskIdsOfTransfer } from './transferTasks.js';

/** What moving a transfer needs: the platform (events), its partition and the time of the move. */
export interface TransferEnv {
  platform: PlatformCore;
  partition: Partition;
  nowIso: string;
  /**
   * The issued wallets a chain of sweeps has already left in this move: no sweep sends funds back
   * to one of them, so rules that point at each other never loop.
   */
  sweptAccounts?: ReadonlySet<string>;
}

/**
 * The transfer transitions table: awaiting_funds → processing (funds received), canceled
 * (funding window expired) or action_required (compliance task attached); processing →
 * action_required, completed or failed; action_required → processing (task satisfied).
 * completed, failed and canceled are terminal.
 */
export const TRANSFER_TRANSITIONS: Readonly<Record<TransferState, readonly TransferState[]>> = {
  awaiting_funds: ['processing', 'canceled', 'action_required'],
  processing: ['action_required', 'completed', 'failed'],
  action_required: ['processing'],
  completed: [],
  failed: [],
  canceled: [],
};

/** True when the transitions table allows `from` → `to`. */
export function canMoveTransfer(from: string, to: string): boolean {
  return (TRANSFER_TRANSITIONS[from as TransferState] ?? []).includes(to as TransferState);
}

/** True for completed, failed and canceled. */
export function isTerminalState(state: string): boolean {
  return (TRANSFER_TRANSITIONS[state as TransferState] ?? []).length === 0;
}

/** The stateDetail a non-happy state carries when the caller gives none. */
export const DEFAULT_STATE_DETAILS: Readonly<
  Partial<Record<TransferState, Required<Pick<StateDetail, 'code' | 'message' | 'actor' | 'retryable'>>>>
> = {
  action_required: {
    code: 'compliance_review',
    message: 'A compliance task is attached; the transfer resumes once it is satisfied.',
    actor: 'customer',
    retryable: false,
  },
  failed: { code: 'transfer_failed', message: 'The payment network could not complete the transfer.', actor: 'provider', retryable: false },
  canceled: { code: 'transfer_canceled', message: 'The transfer was canceled before funds arrived.', actor: 'developer', retryable: false },
};

/** Credits the customer's issued wallet the transfer delivers into; returns its id, if it is one. */
function creditIssuedWalletDestination(env: TransferEnv, transfer: TransferRecord): string | undefined {
  const account = transfer.destinationId ? accountsOf(env.partition).get(transfer.destinationId) : undefined;
  if (!account || account.customerId !== transfer.customerId || account.origin !== 'issued' || account.type !== 'wallet') return undefined;
  creditAccount(env.partition, account.id, transfer.out.currency, transfer._deliverAmount, env.nowIso);
  return account.id;
}

function refundSource(env: TransferEnv, transfer: TransferRecord): void {
  if (!transfer._sourceAccountId || !transfer.in.amount) return;
  creditAccount(env.partition, transfer._sourceAccountId, transfer.in.currency, transfer.in.amount, env.nowIso);
}

/** Emits `transfer.state_changed`, plus the table's `transfer.created`, `transfer.completed` or `transfer.failed`. */
export function emitTransferEvents(env: TransferEnv, transfer: TransferRecord, created?: 'transfer.created'): void {
  if (created) env.platform.emit(env.partition, created, transfer);
  env.platform.emit(env.partition, 'transfer.state_changed', transfer);
  if (transfer.state === 'completed') env.platform.emit(env.partition, 'transfer.completed', transfer);
  if (transfer.state === 'failed') env.platform.emit(env.partition, 'transfer.failed', transfer);
}

/**
 * Moves `transfer` to `to`, which the transitions table must allow (callers check with
 * {@link canMoveTransfer}). Non-happy states get a stateDetail (the one given, completed from
 * the defaults); happy ones clear it. Entering a terminal state cancels the transfer's open
 * tasks, so no completed, failed or canceled transfer lists one, whatever moved it there.
 * Completion reveals the delivered amount and credits the customer's issued wallet when that is
 * the destination; failure refunds a debited wallet. Emits the transfer events; then the credited
 * wallet's rules sweep what arrived.
 */
export function moveTransfer(env: TransferEnv, transfer: TransferRecord, to: TransferState, stateDetail?: Partial<StateDetail>): void {
  if (!canMoveTransfer(transfer.state, to)) throw new Error(`Transfer ${transfer.id} cannot move from ${transfer.state} to ${to}`);
  const fallback = DEFAULT_STATE_DETAILS[to];
  if (isTerminalState(to)) closeOpenTasksOfTransfer(env, transfer);
  transfer.state = to;
  transfer.stateDetail = fallback ? { ...fallback, ...stateDetail } : null;
  transfer.openTaskIds = openTaskIdsOfTransfer(env.partition, transfer);
  transfer.updatedAt = env.nowIso;
  let creditedWallet: string | undefined;
  if (to === 'completed') {
    transfer.out = { ...transfer.out, amount: transfer._deliverAmount };
    creditedWallet = creditIssuedWalletDestination(env, transfer);
  }
  if (to === 'failed') refundSource(env, transfer);
  emitTransferEvents(env, transfer);
  // The sweep follows the completion it answers, in the events as in the books.
  if (creditedWallet) sweepByRules(env, creditedWallet, transfer.out.currency, transfer._deliverAmount);
}

/**
 * Moves `transfer` to failed along the table (awaiting_funds → action_required → processing →
 * failed), emitting each step, so even an unfunded transfer ends in a terminal state legally.
 */
export function failTransfer(env: TransferEnv, transfer: TransferRecord, stateDetail?: Partial<StateDetail>): void {
  if (transfer.state === 'awaiting_funds') moveTransfer(env, transfer, 'action_required', stateDetail);
  if (transfer.state === 'action_required') moveTransfer(env, transfer, 'processing');
  if (transfer.state === 'processing') moveTransfer(env, transfer, 'failed', stateDetail);
}
