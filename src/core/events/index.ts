/** The funnel events paykit reports to the merchant's analytics, React-free. */
export {
  createPaykitEvent,
  PAYKIT_EVENT_VERSION,
  paykitEventFields,
  type CapabilityReadyEvent,
  type CapabilityRequestedEvent,
  type DocumentUploadedEvent,
  type ErrorShownEvent,
  type PaykitEvent,
  type PaykitEventBase,
  type PaykitEventInit,
  type PaykitEventType,
  type StepViewedEvent,
  type TaskFailedEvent,
  type TaskOpenedEvent,
  type TaskSubmittedEvent,
  type VerificationOpenedEvent,
  type VerificationReturnedEvent,
} from './paykitEvents.js';
export { withClientEvents } from './clientEvents.js';
export { createReadEvents, type ReadEvents } from './readEvents.js';
