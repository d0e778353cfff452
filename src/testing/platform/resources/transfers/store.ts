import type { Quote, Transfer, TransferInstructions } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import { recordsOfCustomer } from '../../GroupIndex.js';
import type { Partition } from '../../Partition.js';

/**
 * How a quoted movement is funded, fixed when the quote is priced:
 * - `bank_deposit`: a fiat pay-in the payer wires in with a reference code (awaiting funds);
 * - `card_checkout`: a fiat pay-in paid through the hosted card checkout (awaiting funds);
 * - `wallet_deposit`: a stablecoin move into the customer's own issued wallet, sent to a deposit
 *   address (awaiting funds);
 * - `wallet_balance`: a payout debited from the customer's issued wallet (funded at creation).
 */
export type FundingMode = 'bank_deposit' | 'card_checkout' | 'wallet_deposit' | 'wallet_balance';

/** A stored quote. */
export type QuoteRecord = Quote &
  Sequenced & {
    customerId: string;
    updatedAt: string;
    _funding: FundingMode;
    /** An exact zero-fee payout: counts against the customer's daily cap when executed. */
    _isZeroFeePayout: boolean;
    /** The transfer that executed it. */
    _transferId?: string;
  };

/** A stored transfer. */
export type TransferRecord = Transfer &
  Sequenced & {
    customerId: string;
    updatedAt: string;
    _funding: FundingMode;
    _isZeroFeePayout: boolean;
    /** The amount the destination receives, known from the quote even while `out.amount` is withheld. */
    _deliverAmount: string;
    /** When an unfunded pay-in is canceled (epoch ms). */
    _fundingDeadlineMs?: number;
    /** The issued wallet account debited at creation (refunded if the payout fails). */
    _sourceAccountId?: string;
    /** Funding instructions of a deposit-funded transfer, fixed at creation. */
    _instructions?: TransferInstructions;
    /** The tasks scoped to this transfer, in the order they attached. */
    _taskIds?: string[];
    /** A card pay-in's checkout token, the credential in its `checkout.url` (see `checkoutLink.ts`). */
    _checkoutToken?: string;
  };

/** The quotes of a partition, keyed by id. */
export const quotesOf = (partition: Partition) => partition.collection<QuoteRecord>('quotes');
/** The transfers of a partition, keyed by id. */
export const transfersOf = (partition: Partition) => partition.collection<TransferRecord>('transfers');

/** Transfer states that are still moving (not completed, failed or canceled). */
export const IN_FLIGHT_STATES: readonly string[] = ['awaiting_funds', 'processing', 'action_required'];

/** True while the transfer is still moving. */
export function isInFlight(transfer: Pick<TransferRecord, 'state'>): boolean {
  return IN_FLIGHT_STATES.includes(transfer.state);
}

/** True when the transfer pays into `accountId` or is funded from it. */
export function referencesAccount(transfer: TransferRecord, accountId: string): boolean {
  return transfer.destinationId === accountId || transfer._sourceAccountId === accountId;
}

/**
 * The transfers of customer `customerId`, in the order they were made, read from an index: the
 * work grows with this customer's transfers, never with other customers'.
 */
export function transfersOfCustomer(partition: Partition, customerId: string): TransferRecord[] {
  return recordsOfCustomer(transfersOf(partition), customerId);
}

/**
 * The in-flight transfers that pay into or are funded from `account` (a transfer only ever
 * references accounts of its own customer, so only that customer's transfers are read).
 */
export function inFlightTransfersOfAccount(partition: Partition, account: { id: string; customerId: string }): TransferRecord[] {
  return transfersOfCustomer(partition, account.customerId).filter(
    (transfer) => isInFlight(transfer) && referencesAccount(transfer, account.id),
  );
}
