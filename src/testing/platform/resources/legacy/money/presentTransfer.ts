import { railOfCapabilityId } from '../../../../../core/legacy/index.js';
import type { Partition } from '../../../Partition.js';
import { isPositiveAmount } from '../../transfers/amounts.js';
import type { TransferRecord } from '../../transfers/store.js';
import { legacyStateOf, type LegacyTransferState } from './legacyState.js';
import { findTransferNote, isPartiallyFunded, legacyQuotesOf } from './store.js';

/** The v1 state of `transfer` now. */
export function legacyStateOfTransfer(partition: Partition, transfer: TransferRecord): LegacyTransferState {
  return legacyStateOf(transfer.state, isPartiallyFunded(findTransferNote(partition, transfer.id)));
}

/**
 * `GET /v1/transfers/{id}`: `{ id, quoteId, onBehalfOf, direction, state, fromAmount,
 * fromCurrency, toAmount, toCurrency, createdAt, updatedAt }`; `toAmount` is null while the
 * delivered amount is unknown (a card pay-in before completion).
 */
export function presentLegacyTransfer(partition: Partition, transfer: TransferRecord) {
  return {
    id: transfer.id,
    quoteId: transfer.quoteId ?? null,
    onBehalfOf: transfer.customerId,
    direction: transfer.direction,
    state: legacyStateOfTransfer(partition, transfer),
    fromAmount: transfer.in.amount,
    fromCurrency: transfer.in.currency,
    toAmount: transfer.out.amount ?? null,
    toCurrency: transfer.out.currency,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  };
}

/** The `transfer.*` event data: `{ id, onBehalfOf, quoteId?, state, fromAmount, toAmount? }`, toAmount once positive and known. */
export function legacyTransferEventData(partition: Partition, transfer: TransferRecord): Record<string, unknown> {
  const toAmount = transfer.out.amount;
  return {
    id: transfer.id,
    onBehalfOf: transfer.customerId,
    ...(transfer.quoteId ? { quoteId: transfer.quoteId } : {}),
    state: legacyStateOfTransfer(partition, transfer),
    fromAmount: transfer.in.amount,
    ...(toAmount && isPositiveAmount(toAmount) ? { toAmount } : {}),
  };
}

/** Bank coordinates (or a deposit address) to pay a pay-in, with the amount and deadline, or null. */
function depositInstructionsOf(transfer: TransferRecord) {
  const instructions = transfer._instructions;
  if (!instructions) return null;
  const where = instructions.bankTransfer ?? instructions.depositAddress ?? {};
  return {
    ...where,
    amount: instructions.amount?.amount ?? transfer.in.amount,
    currency: instructions.amount?.currency ?? transfer.in.currency,
    expiresAt: instructions.expiresAt,
  };
}

/**
 * The v1 pay-in or payout view, the data of `payin.*` and `payout.*` events and the answer of the
 * sandbox simulations: `{ id, quoteId, onBehalfOf, rail, state, fromAmount, fromCurrency,
 * toAmount, toCurrency, destinationId, createdAt, updatedAt }`, plus `depositInstructions` (or
 * null) on pay-ins. `rail` is null for a capability v1 has no rail for (card);
 * `destinationId` is the id the v1 quote named (acc_, racc_ or dst_).
 */
export function presentLegacyMovement(partition: Partition, transfer: TransferRecord) {
  const note = transfer.quoteId ? legacyQuotesOf(partition).get(transfer.quoteId) : undefined;
  const view = {
    id: transfer.id,
    quoteId: transfer.quoteId ?? null,
    onBehalfOf: transfer.customerId,
    rail: note?.rail ?? railOfCapabilityId(transfer.capabilityId ?? '') ?? null,
    state: legacyStateOfTransfer(partition, transfer),
    fromAmount: transfer.in.amount,
    fromCurrency: transfer.in.currency,
    toAmount: transfer.out.amount ?? null,
    toCurrency: transfer.out.currency,
    destinationId: note?.destinationId ?? transfer.destinationId ?? null,
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  };
  return transfer.direction === 'fiat_to_stablecoin' ? { ...view, depositInstructions: depositInstructionsOf(transfer) } : view;
}

/** Which v1 movement events a transfer also emits: pay-ins `payin.*`, payouts `payout.*`, moves none. */
export function movementOf(transfer: TransferRecord): 'payin' | 'payout' | undefined {
  if (transfer.direction === 'fiat_to_stablecoin') return 'payin';
  if (transfer.direction === 'stablecoin_to_fiat') return 'payout';
  return undefined;
}
