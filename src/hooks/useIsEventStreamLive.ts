import { useCallback, useEffect, useRef } from 'react';
import { useEventStreamStatus } from './useEventStreamStatus.js';

/**
 * True while the nearest provider's event stream is `live`: its hints then refresh what webhooks
 * cover (capabilities, accounts, transfers, the customer), so nothing needs to poll them or
 * refresh them after a change; in any other state (no stream, connecting, reconnecting, paused,
 * ended) polling and a mutation's own refresh are the fallback.
 */
export function useIsEventStreamLive(): boolean {
  return useEventStreamStatus().status === 'live';
}

/**
 * {@link useIsEventStreamLive} as a getter that reads the latest state, for code that runs after
 * a request returns (a mutation's success), when the render that made it may be stale.
 */
export function useEventStreamLiveness(): () => boolean {
  const isLive = useIsEventStreamLive();
  const ref = useRef(isLive);
  useEffect(() => {
    ref.current = isLive;
  }, [isLive]);
  return useCallback(() => ref.current, []);
}
