import type { UseMutationResult } from '@tanstack/react-query';
import type { CreateRuleBody, PaykitError } from '../../core/client/index.js';
import type { Rule } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** TanStack mutation options {@link useCreateRule} passes through. */
export type UseCreateRuleOptions = PaykitMutationOptions<Rule, CreateRuleBody>;

/** What {@link useCreateRule} returns: TanStack's mutation result over the new rule. */
export type UseCreateRuleResult = UseMutationResult<Rule, PaykitError, CreateRuleBody>;

/**
 * Creates a sweep rule on an issued wallet account: from then on what arrives on it is swept to
 * the target (another account of the customer or a wallet destination), each sweep a transfer of
 * that account. A target the account cannot sweep to is refused (422, pointing at `/target/id`);
 * `sweepTargets` lists the legal ones. One idempotency key per rule, reused while its outcome is
 * unknown, so a retry never makes two rules. On success the rules are read again before `onSuccess`.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const create = useCreateRule();
 * create.mutate({ sourceAccountId: 'acc_…', target: { type: 'destination', id: 'dst_…' } });
 */
export function useCreateRule(options: UseCreateRuleOptions = {}): UseCreateRuleResult {
  const client = usePaykitClient('useCreateRule');
  return useIdempotentMutation<Rule, CreateRuleBody>(
    { send: (body, idempotencyKey) => client.createRule(body, { idempotencyKey }), invalidates: [paykitQueryKeys.rules.all] },
    options,
  );
}
