import type { LegacyClient } from '../../core/legacy/legacyClient.js';
import { usePaykitContext } from '../usePaykitClient.js';

/**
 * The legacy reads of the provider's client, through the provider's `legacy` value: the legacy
 * schemas come with `legacyReadiness` (`paykit/legacy`), so an app that never reads v1 or v2, and
 * `paykit/components` itself, do not carry them.
 * @throws when the provider was given no `legacy` value.
 */
export function useLegacyClient(caller: string): LegacyClient {
  const { client, legacy } = usePaykitContext(caller);
  if (!legacy) throw new Error(`\`${caller}\` needs <PaykitProvider legacy={legacyReadiness}>, with legacyReadiness from 'paykit/legacy'.`);
  return legacy.clientOf(client);
}
