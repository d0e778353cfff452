import type { ComponentPropsWithRef } from 'react';
import type { EventStreamStatus } from '../../../hooks/eventStreamConnection.js';
import { useEventStreamStatus } from '../../../hooks/useEventStreamStatus.js';
import { useMessages } from '../../messages/index.js';
import { liveUpdatesEn, type LiveUpdatesMessageId } from '../../messages/areas/liveUpdates.en.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link LiveUpdatesStatus}: any `<p>` attribute. */
export type LiveUpdatesStatusProps = ComponentPropsWithRef<'p'>;

/** What to tell the person about the stream, or `null` while it works (or is off on purpose). */
function liveUpdatesMessage(status: EventStreamStatus): LiveUpdatesMessageId | null {
  switch (status) {
    case 'reconnecting':
      return 'liveUpdates.reconnecting';
    case 'paused':
      return 'liveUpdates.paused';
    case 'ended':
      return 'liveUpdates.ended';
    default:
      return null;
  }
}

/**
 * Says when the provider's live updates are not arriving, next to a promise that the page
 * "updates by itself": interrupted and reconnecting, paused in this tab until the person returns
 * to it, or ended with the session. Empty while the stream is live, connecting or turned off. A
 * polite live region (`role="status"`) that stays in the page, so the change is announced;
 * `data-state` carries the stream's status.
 */
export const LiveUpdatesStatus = forwardRefAsProp(function LiveUpdatesStatus(props: LiveUpdatesStatusProps) {
  const state = useEventStreamStatus();
  const { t } = useMessages(liveUpdatesEn);
  const message = liveUpdatesMessage(state.status);
  return (
    <p role="status" data-state={state.status} {...props} {...part('live-updates-status', props)}>
      {message === null ? null : t(message)}
    </p>
  );
});
