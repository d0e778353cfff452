import type { Sequenced } from '../../../Collection.js';
import type { Partition } from '../../../Partition.js';
import { compareDecimals } from '../../money/decimal.js';
import type { LegacyTransferState } from './legacyState.js';

/** What v1 adds to a quote it made: the flow, the rail and the destination as the caller named it. */
export interface LegacyQuoteNote extends Sequenced {
  flow: 'payin' | 'payout';
  rail: string;
  /** An acc_, racc_ or dst_ id as given (a racc_ id names the v3 destination of the same suffix). */
  destinationId: string;
}

/** What v1 keeps about a transfer: the last state its events announced, and a simulated funding. */
export interface LegacyTransferNote extends Sequenced {
  lastState?: LegacyTransferState;
  /** Set when the sandbox funded a pay-in with another amount than quoted (from amounts). */
  funding?: { expected: string; received: string };
}

/** v1 notes on quotes, keyed by quo_ id. */
export const legacyQuotesOf = (partition: Partition) => partition.collection<LegacyQuoteNote>('legacyQuotes');
const legacyTransfersOf = (partition: Partition) => partition.collection<LegacyTransferNote>('legacyTransfers');

/** The v1 note of transfer `transferId`, if one was made. */
export function findTransferNote(partition: Partition, transferId: string): LegacyTransferNote | undefined {
  return legacyTransfersOf(partition).get(transferId);
}

/** The v1 note of transfer `transferId`, made empty on first use. */
export function transferNoteOf(partition: Partition, transferId: string): LegacyTransferNote {
  const notes = legacyTransfersOf(partition);
  return notes.get(transferId) ?? notes.insert(transferId, {});
}

/** True when the sandbox funded the transfer with less than its quoted from amount. */
export function isPartiallyFunded(note: LegacyTransferNote | undefined): boolean {
  return note?.funding !== undefined && compareDecimals(note.funding.received, note.funding.expected) < 0;
}
