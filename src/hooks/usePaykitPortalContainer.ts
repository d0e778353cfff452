import { useContext } from 'react';
import { PaykitPortalContainerContext } from './PaykitContext.js';

/**
 * The element portals should render into to keep paykit's theme: the provider's wrapper.
 * `null` outside a provider and before the wrapper mounts; Radix portals then use `document.body`.
 *
 * @example
 * const container = usePaykitPortalContainer();
 * return <Tooltip.Portal container={container}>…</Tooltip.Portal>;
 */
export function usePaykitPortalContainer(): HTMLElement | null {
  return useContext(PaykitPortalContainerContext);
}
