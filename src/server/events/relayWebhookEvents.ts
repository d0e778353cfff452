import type { VerifiedWebhookEvent } from '../webhooks/VerifiedWebhookEvent.js';
import type { EventRelay } from './EventRelay.js';
import { hintFromWebhookEvent } from './hintFromWebhookEvent.js';

/**
 * An `onEvent` for {@link createWebhookHandler} that publishes each event's hint to its customer's
 * streams on `relay`; events that name no customer are dropped. It waits for the relay's broker, so
 * a hint the bus did not take fails the delivery and the sender retries it.
 *
 * @example
 * const relay = createEventRelay();
 * const receiveWebhook = createWebhookHandler({ secrets: [process.env.WEBHOOK_SECRET!], onEvent: relayWebhookEvents(relay) });
 */
export function relayWebhookEvents(relay: Pick<EventRelay, 'publish'>): (event: VerifiedWebhookEvent) => Promise<void> {
  return async (event) => {
    const relayed = hintFromWebhookEvent(event);
    if (relayed) await relay.publish(relayed.customerId, relayed.hint);
  };
}
