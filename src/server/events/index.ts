export {
  createEventRelay,
  type CountingEventRelay,
  type EventRelay,
  type EventRelayOptions,
  type EventStreamOptions,
  type InMemoryEventRelay,
} from './EventRelay.js';
export { closedEventStream } from './closedEventStream.js';
export { createMemoryEventBroker, type EventBroker, type EventBrokerUnsubscribe } from './EventBroker.js';
export type { EventStreamClosedReason } from '../../core/schemas/eventStreamClosed.js';
export { hintFromWebhookEvent, type CustomerEventHint } from './hintFromWebhookEvent.js';
export { relayWebhookEvents } from './relayWebhookEvents.js';
