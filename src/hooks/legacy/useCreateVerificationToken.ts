import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { VerificationToken } from '../../core/schemas/index.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { useLegacyClient } from './useLegacyClient.js';

/** TanStack mutation options {@link useCreateVerificationToken} passes through; the variables are the KYC provider. */
export type UseCreateVerificationTokenOptions = PaykitMutationOptions<VerificationToken, string>;

/** What {@link useCreateVerificationToken} returns: TanStack's mutation result; mutate with a provider name. */
export type UseCreateVerificationTokenResult = UseMutationResult<VerificationToken, PaykitError, string>;

/**
 * Creates a v1 embedded-verification link for KYC `provider` (`POST {proxy}/legacy/verification-token/{provider}`):
 * `{ provider, token, url, expiresAt }`, `url` being the provider's https page. One idempotency key per
 * intent, reused when the same provider is sent again while the outcome is unknown. Nothing is read
 * again after it: the verification status moves when the person finishes, and its event refreshes
 * the customer. Needs `createPaykitProxy({ legacy: true })`.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const token = useCreateVerificationToken();
 * <button onClick={() => token.mutate('persona', { onSuccess: ({ url }) => window.location.assign(url) })}>Verify</button>
 */
export function useCreateVerificationToken(options: UseCreateVerificationTokenOptions = {}): UseCreateVerificationTokenResult {
  const legacy = useLegacyClient('useCreateVerificationToken');
  return useIdempotentMutation<VerificationToken, string>(
    { send: (provider, idempotencyKey) => legacy.createVerificationToken(provider, { idempotencyKey }), invalidates: [] },
    options,
  );
}
