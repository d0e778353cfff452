import type { Destination } from '../../../../../core/schemas/index.js';

/** Sandbox account holder names that hold a new destination back from `ready`. */
export const destinationMagicHolderNames = {
  /** The destination waits in review (destination_not_ready, retryable). */
  inReview: 'Pending Review',
  /** The destination needs the customer to confirm its details (destination_not_ready, not retryable). */
  actionRequired: 'Action Required',
} as const;

/**
 * The status a new destination starts in. Destinations are `ready` at once, except when the
 * account holder is one of the sandbox magic names: "Pending Review" starts `in_review`,
 * "Action Required" starts `action_required`, so quotes and transfers can meet destination_not_ready.
 */
export function initialDestinationStatus(details: Record<string, unknown>): Pick<Destination, 'status' | 'statusReason'> {
  if (details.accountHolderName === destinationMagicHolderNames.inReview) {
    return {
      status: 'in_review',
      statusReason: {
        code: 'destination_under_review',
        message: 'The destination is being reviewed before it can receive payouts.',
        actor: 'operator',
        retryable: true,
      },
    };
  }
  if (details.accountHolderName === destinationMagicHolderNames.actionRequired) {
    return {
      status: 'action_required',
      statusReason: {
        code: 'destination_details_unconfirmed',
        message: 'The account holder must confirm the destination details.',
        actor: 'customer',
        retryable: false,
      },
    };
  }
  return { status: 'ready', statusReason: null };
}
