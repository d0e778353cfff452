import { counterpartyRelationships } from './financialProfileValues.js';

/** Recipient statuses. */
export const recipientStatuses = ['active', 'rejected', 'archived'] as const;

/** Recipient types. */
export const recipientTypes = ['individual', 'business'] as const;

/** How a recipient relates to the customer. */
export const recipientRelationships = counterpartyRelationships;
