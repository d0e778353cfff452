import type { Account, Destination, Recipient } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import type { Partition } from '../../Partition.js';

/** A stored account; `_readyAt` is when provisioning completes (epoch ms). */
export type AccountRecord = Account & Sequenced & { customerId: string; updatedAt: string; _readyAt?: number };
/** A stored recipient. */
export type RecipientRecord = Recipient & Sequenced & { customerId: string; updatedAt: string };
/** A stored destination, under its recipient. */
export type DestinationRecord = Destination & Sequenced & { recipientId: string; customerId: string; updatedAt: string };

export const accountsOf = (partition: Partition) => partition.collection<AccountRecord>('accounts');
export const recipientsOf = (partition: Partition) => partition.collection<RecipientRecord>('recipients');
export const destinationsOf = (partition: Partition) => partition.collection<DestinationRecord>('destinations');
