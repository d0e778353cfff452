import { useContext } from 'react';
import type { PaykitClient } from '../core/client/index.js';
import { PaykitContext } from './PaykitContext.js';

/**
 * The client of the nearest `<PaykitProvider>`.
 * @throws when called outside a `<PaykitProvider>`.
 */
export function usePaykitClient(): PaykitClient {
  const context = useContext(PaykitContext);
  if (!context) throw new Error('`usePaykitClient` must be used within `<PaykitProvider>`');
  return context.client;
}
