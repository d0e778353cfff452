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
