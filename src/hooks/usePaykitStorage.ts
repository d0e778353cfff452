import { sessionStorageOrNull, type PaykitStorage } from '../core/storage.js';
import { usePaykitContext } from './usePaykitClient.js';

/**
 * The provider's `storage`: what it was given, else the page's session storage; `null` keeps
 * things in memory only.
 * @param caller The hook the app called, named by the error outside a provider.
 */
export function usePaykitStorage(caller = 'usePaykitStorage'): PaykitStorage | null {
  const { storage } = usePaykitContext(caller);
  return storage === undefined ? sessionStorageOrNull() : storage;
}
