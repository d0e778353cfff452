export { createPaykitQueryClient } from './createPaykitQueryClient.js';
export { keysForResource, type PaykitResourceRef } from './keysForResource.js';
export {
  PaykitContext,
  PaykitPortalContainerContext,
  type PaykitContextValue,
  type PaykitTheme,
} from './PaykitContext.js';
export { paykitKeys, type PaykitKeyFilters } from './paykitKeys.js';
export { PaykitProvider, type PaykitProviderProps } from './PaykitProvider.js';
export { usePaykitClient } from './usePaykitClient.js';
export { usePaykitI18n } from './usePaykitI18n.js';
export { usePaykitPortalContainer } from './usePaykitPortalContainer.js';
export {
  DEFAULT_EVENT_STREAM_URL,
  useEventStream,
  type EventSourceClass,
  type EventSourceLike,
  type EventStreamStatus,
  type UseEventStreamOptions,
  type UseEventStreamResult,
} from './useEventStream.js';
export { useCustomer, type UseCustomerOptions, type UseCustomerResult } from './useCustomer.js';
export {
  listAllCapabilities,
  useCapabilities,
  type UseCapabilitiesOptions,
  type UseCapabilitiesResult,
} from './useCapabilities.js';
