import type { VerifiedWebhookEvent } from '../webhooks/VerifiedWebhookEvent.js';
import type { EventRelay } from './EventRelay.js';
import { hintFromWebhookEvent } from './hintFromWebhookEvent.js';

/**
 * An `onEvent` for {@link createWebhookHandler} that publishes each event's hint to its customer's
 * streams on `relay`; events that name no customer are dropped.
 *
 * @example
 * const relay = createEventRelay();
 * const receiveWebhook = createWebhookHandler({ secrets: [process.env.WEBHOOK_SECRET!], onEvent: relayWebhookEvents(relay) });
 */
export function relayWebhookEvents(relay: Pick<EventRelay, 'publish'>): (event: VerifiedWebhookEvent) => void {
  return (event) => {
    const relayed = hintFromWebhookEvent(event);
    if (relayed) relay.publish(relayed.customerId, relayed.hint);
  };
}
