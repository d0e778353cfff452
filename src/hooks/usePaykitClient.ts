import { useContext } from 'react';
import type { PaykitClient } from '../core/client/index.js';
import { PaykitContext, type PaykitContextValue } from './PaykitContext.js';

/** The nearest provider's context; outside one, an error naming the hook the app called. */
export function usePaykitContext(caller: string): PaykitContextValue {
  const context = useContext(PaykitContext);
  if (!context) {
    throw new Error(`\`${caller}\` must be used within \`<PaykitProvider>\`: render it inside the provider (from 'paykit').`);
  }
  return context;
}

/**
 * The client of the nearest `<PaykitProvider>`.
 * @param caller The hook the app called, named by the error outside a provider.
 * @throws when called outside a `<PaykitProvider>`.
 */
export function usePaykitClient(caller = 'usePaykitClient'): PaykitClient {
  return usePaykitContext(caller).client;
}
