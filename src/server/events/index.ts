export {
  createEventRelay,
  type EventRelay,
  type EventRelayOptions,
  type EventStreamOptions,
  type InMemoryEventRelay,
  type StreamClosedReason,
} from './EventRelay.js';
export { hintFromWebhookEvent, type CustomerEventHint } from './hintFromWebhookEvent.js';
export { relayWebhookEvents } from './relayWebhookEvents.js';
