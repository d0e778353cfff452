import { useContext } from 'react';
import type { EventStreamState } from './eventStreamConnection.js';
import { PaykitEventStreamContext } from './PaykitContext.js';

/**
 * Where the nearest `<PaykitProvider>`'s live updates stand: `status` (`idle`, `connecting`,
 * `live`, `reconnecting`, `paused`, `ended`) and the server's `closedReason` while it keeps the stream closed.
 * `idle` when the provider's `events` are off, and outside a provider. Show it where a page
 * promises to update by itself (the kit's `LiveUpdatesStatus` does).
 *
 * @example
 * function LiveNote() {
 *   const { status } = useEventStreamStatus();
 *   return <p role="status">{status === 'reconnecting' ? 'Live updates interrupted — reconnecting…' : null}</p>;
 * }
 */
export function useEventStreamStatus(): EventStreamState {
  return useContext(PaykitEventStreamContext);
}
