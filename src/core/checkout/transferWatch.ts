import type { PaykitClient } from '../client/index.js';
import type { Transfer } from '../schemas/index.js';
import type { CheckoutClock } from './checkoutClock.js';
import { isTerminalTransferState } from './transferStatus.js';

/** A running watch of one transfer. */
export interface TransferWatch {
  /** Reads the transfer again now (the person came back from a hosted checkout, or asked to retry). */
  refresh(): void;
  /** Stops watching; nothing is reported after it. */
  stop(): void;
}

/**
 * Follows one transfer and reports each read of it (`onTransfer`), until `stop()`. The checkout
 * observer starts one for the transfer it follows; a binding may hand one that shares a query
 * cache and an event stream.
 */
export type TransferWatcher = (transferId: string, onTransfer: (transfer: Transfer) => void) => TransferWatch;

/** How often {@link pollTransfer} reads a transfer that has not ended. */
export const TRANSFER_POLL_INTERVAL_MS = 3_000;

/**
 * A {@link TransferWatcher} that reads the transfer at once, then every `intervalMs` on `clock`
 * until it reaches a terminal state (a failed read is tried again at the next interval).
 *
 * @example
 * const watch = pollTransfer(client, systemCheckoutClock)('tr_1', (transfer) => console.log(transfer.state));
 */
export function pollTransfer(
  client: Pick<PaykitClient, 'getTransfer'>,
  clock: CheckoutClock,
  intervalMs = TRANSFER_POLL_INTERVAL_MS,
): TransferWatcher {
  return (transferId, onTransfer) => {
    let isStopped = false;
    let timer: unknown;
    const later = () => {
      if (!isStopped) timer = clock.setTimeout(read, intervalMs);
    };
    function read() {
      clock.clearTimeout(timer);
      client.getTransfer(transferId).then((transfer) => {
        if (isStopped) return;
        onTransfer(transfer);
        if (!isTerminalTransferState(transfer.state)) later();
      }, later);
    }
    read();
    return {
      refresh: read,
      stop: () => {
        isStopped = true;
        clock.clearTimeout(timer);
      },
    };
  };
}
