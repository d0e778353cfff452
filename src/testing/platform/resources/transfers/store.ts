import type { Quote, Transfer } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import type { Partition } from '../../Partition.js';

/** A stored quote. */
export type QuoteRecord = Quote & Sequenced & { updatedAt: string };
/** A stored transfer. */
export type TransferRecord = Transfer & Sequenced & { customerId: string; updatedAt: string };

export const quotesOf = (partition: Partition) => partition.collection<QuoteRecord>('quotes');
export const transfersOf = (partition: Partition) => partition.collection<TransferRecord>('transfers');

/** Transfer states that are still moving (not completed, failed or canceled). */
export const IN_FLIGHT_STATES: readonly string[] = ['awaiting_funds', 'processing', 'action_required'];
