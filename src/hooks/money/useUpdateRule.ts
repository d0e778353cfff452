import type { UseMutationResult } from '@tanstack/react-query';
import type { PaykitError, UpdateRuleBody } from '../../core/client/index.js';
import type { Rule } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useIdempotentMutation, type PaykitMutationOptions } from '../useIdempotentMutation.js';
import { usePaykitClient } from '../usePaykitClient.js';

/** What {@link useUpdateRule} changes. */
export interface UpdateRuleVariables {
  /** The rule (`rul_…`). */
  ruleId: string;
  /** A merge document: `status` (`active`, `disabled` to pause), `target`, `currency`. */
  body: UpdateRuleBody;
}

/** TanStack mutation options {@link useUpdateRule} passes through. */
export type UseUpdateRuleOptions = PaykitMutationOptions<Rule, UpdateRuleVariables>;

/** What {@link useUpdateRule} returns: TanStack's mutation result over the rule as changed. */
export type UseUpdateRuleResult = UseMutationResult<Rule, PaykitError, UpdateRuleVariables>;

/**
 * Changes a sweep rule: pauses it (`{ status: 'disabled' }`: what arrives then stays on the
 * account), resumes it (`{ status: 'active' }`) or points it at another target. One idempotency
 * key per change, reused while its outcome is unknown. On success the rules are read again before
 * `onSuccess`.
 *
 * @param options TanStack mutation options other than the mutation function.
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const update = useUpdateRule();
 * update.mutate({ ruleId: rule.id, body: { status: 'disabled' } });
 */
export function useUpdateRule(options: UseUpdateRuleOptions = {}): UseUpdateRuleResult {
  const client = usePaykitClient('useUpdateRule');
  return useIdempotentMutation<Rule, UpdateRuleVariables>(
    {
      send: ({ ruleId, body }, idempotencyKey) => client.updateRule(ruleId, body, { idempotencyKey }),
      invalidates: [paykitQueryKeys.rules.all],
    },
    options,
  );
}
