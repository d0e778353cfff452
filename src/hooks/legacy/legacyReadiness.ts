import type { QueryClient } from '@tanstack/react-query';
import type { PaykitClient } from '../../core/client/index.js';
import { withLegacyRails } from '../../core/legacy/capabilityView.js';
import { legacyClientOf, type LegacyClient } from '../../core/legacy/legacyClient.js';
import type { Capability } from '../../core/schemas/index.js';
import { listAllCapabilities } from '../useCapabilities.js';
import { legacyCustomerQuery } from './useLegacyCustomer.js';

/** How the capability list takes a v1 customer's rails in: the value of `<PaykitProvider legacy>`. */
export interface PaykitLegacyReadiness {
  /** Reads the capabilities every capability view shows, under `paykitQueryKeys.capabilities.list()`. */
  readonly listCapabilities: (client: PaykitClient, context: { signal: AbortSignal; queryClient: QueryClient }) => Promise<Capability[]>;
  /** The legacy reads through the provider's client (the legacy hooks and `<RailStatus>` use it). */
  readonly clientOf: (client: PaykitClient) => LegacyClient;
}

/**
 * Legacy-aware readiness: the customer's v3 capabilities and its v1 view read together, merged by
 * `withLegacyRails` (a v3 capability wins over its rail; a rail v3 does not list is added as its
 * capability). The v1 read goes through the `useLegacyCustomer` cache entry, so a `<RailStatus>`
 * on the same page shares it. Either read failing fails the list: readiness is never guessed.
 *
 * @example
 * <PaykitProvider legacy={legacyReadiness}>
 *   <CapabilityStatusPanel capabilityId="wire_named" />
 * </PaykitProvider>
 */
export const legacyReadiness: PaykitLegacyReadiness = {
  listCapabilities: async (client, { signal, queryClient }) => {
    const [capabilities, customer] = await Promise.all([
      listAllCapabilities(client, signal),
      queryClient.fetchQuery(legacyCustomerQuery(legacyClientOf(client))),
    ]);
    return withLegacyRails(capabilities, customer);
  },
  clientOf: legacyClientOf,
};
