import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError } from '../../core/client/index.js';
import type { Rule } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useDeleteRule} passes through; the variables are the rule id. */
export type UseDeleteRuleOptions = PaykitMutationOptions<Rule | undefined, string>;

/** What {@link useDeleteRule} returns: TanStack's mutation result, `undefined` when the API answers 204. */
export type UseDeleteRuleResult = UseMutationResult<Rule | undefined, PaykitError, string>;

/**
 * Deletes a sweep rule (`rul_…`): what arrives on its account afterwards stays there; sweeps
 * already made stay in the transfer list. One idempotency key per deletion, reused while its
 * outcome is unknown. On success the rules are read again before `onSuccess`.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const remove = useDeleteRule();
 * remove.mutate(rule.id);
 */
export function useDeleteRule(options: UseDeleteRuleOptions = {}): UseDeleteRuleResult {
  const client = usePaykitClient('useDeleteRule');
  return useIdempotentMutation<Rule | undefined, string>(
    { send: (ruleId, idempotencyKey) => client.deleteRule(ruleId, { idempotencyKey }), invalidates: [paykitQueryKeys.rules.all] },
    options,
  );
}
