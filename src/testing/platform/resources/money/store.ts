import type { Account, Destination, Recipient } from '../../../../core/schemas/index.js';
import type { Sequenced } from '../../Collection.js';
import { recordsOfCustomer } from '../../GroupIndex.js';
import { ApiProblem } from '../../http/ApiProblem.js';
import type { Partition } from '../../Partition.js';

/**
 * A stored account. `_readyAt` is when provisioning completes (epoch ms); `_institutionId` the
 * institution that issues its coordinates.
 */
export type AccountRecord = Account & Sequenced & { customerId: string; updatedAt: string; _readyAt?: number; _institutionId?: string };
/** A stored recipient. */
export type RecipientRecord = Recipient & Sequenced & { customerId: string; updatedAt: string };
/** A stored destination, under its recipient. */
export type DestinationRecord = Destination & Sequenced & { recipientId: string; customerId: string; updatedAt: string };

/** The partition's accounts, issued and external, archived ones included. */
export const accountsOf = (partition: Partition) => partition.collection<AccountRecord>('accounts');
/** The partition's payout recipients, archived ones included. */
export const recipientsOf = (partition: Partition) => partition.collection<RecipientRecord>('recipients');
/** The partition's recipient destinations, archived ones included. */
export const destinationsOf = (partition: Partition) => partition.collection<DestinationRecord>('destinations');

/** The customer's accounts, archived ones included, in creation order (read from an index by customer). */
export function accountsOfCustomer(partition: Partition, customerId: string): AccountRecord[] {
  return recordsOfCustomer(accountsOf(partition), customerId);
}

/** The customer's recipients, archived ones included, in creation order (read from an index by customer). */
export function recipientsOfCustomer(partition: Partition, customerId: string): RecipientRecord[] {
  return recordsOfCustomer(recipientsOf(partition), customerId);
}

/** The destinations of the customer's recipients, archived ones included, in creation order (read from an index by customer). */
export function destinationsOfCustomer(partition: Partition, customerId: string): DestinationRecord[] {
  return recordsOfCustomer(destinationsOf(partition), customerId);
}

/** The account `accountId` of customer `customerId`; unknown or another customer's is 404 account_not_found. */
export function requireAccount(partition: Partition, customerId: string, accountId: string | undefined): AccountRecord {
  const account = accountId === undefined ? undefined : accountsOf(partition).get(accountId);
  if (!account || account.customerId !== customerId) {
    throw new ApiProblem({
      status: 404,
      code: 'account_not_found',
      detail: `Customer ${customerId} has no account ${accountId ?? '(none)'}.`,
      retryable: false,
    });
  }
  return account;
}

/**
 * The recipient `recipientId` of customer `customerId`; unknown or another customer's is 404
 * recipient_not_found, and so is an archived one unless `archived: 'allow'`.
 */
export function requireRecipient(
  partition: Partition,
  customerId: string,
  recipientId: string | undefined,
  archived: 'allow' | 'refuse' = 'refuse',
): RecipientRecord {
  const recipient = recipientId === undefined ? undefined : recipientsOf(partition).get(recipientId);
  if (!recipient || recipient.customerId !== customerId || (archived === 'refuse' && recipient.status === 'archived')) {
    const why = recipient?.status === 'archived' && recipient.customerId === customerId ? ' (it is archived)' : '';
    throw new ApiProblem({
      status: 404,
      code: 'recipient_not_found',
      detail: `Customer ${customerId} has no active recipient ${recipientId ?? '(none)'}${why}.`,
      retryable: false,
    });
  }
  return recipient;
}

/** The destination `destinationId` of recipient `recipientId`; otherwise 404 destination_not_found. */
export function requireDestination(partition: Partition, recipientId: string, destinationId: string | undefined): DestinationRecord {
  const destination = destinationId === undefined ? undefined : destinationsOf(partition).get(destinationId);
  if (!destination || destination.recipientId !== recipientId) {
    throw new ApiProblem({
      status: 404,
      code: 'destination_not_found',
      detail: `Recipient ${recipientId} has no destination ${destinationId ?? '(none)'}.`,
      retryable: false,
    });
  }
  return destination;
}
