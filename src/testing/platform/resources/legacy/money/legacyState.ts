/** The transfer states v1 shows (an open set): in reads, `transfer.*` and `payin.*` / `payout.*` events. */
export const legacyTransferStates = ['pending', 'processing', 'completed', 'failed', 'funded_partial'] as const;
export type LegacyTransferState = (typeof legacyTransferStates)[number];

/**
 * The v1 state of a transfer in v3 state `state`: awaiting_funds is pending; processing and
 * action_required are processing; completed is completed, or funded_partial for a pay-in that
 * received less than quoted; failed and canceled are failed. A v3 state this table does not know
 * reads as processing (still moving, never a false terminal state).
 */
export function legacyStateOf(state: string, partiallyFunded: boolean): LegacyTransferState {
  switch (state) {
    case 'awaiting_funds':
      return 'pending';
    case 'completed':
      return partiallyFunded ? 'funded_partial' : 'completed';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'processing';
  }
}
