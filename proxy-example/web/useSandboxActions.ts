import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { paykitKeys } from '../../src/hooks/index.js';
import { DemoRequestError } from './demoFetch.js';
import { reviewTask, settleVerification, type ReviewOutcome, type VerificationOutcome } from './demoSandbox.js';

/** One press of a sandbox control. */
export type SandboxAction =
  | { kind: 'review'; taskId: string; taskName: string; outcome: ReviewOutcome }
  | { kind: 'verification'; taskId: string; taskName: string; outcome: VerificationOutcome };

/** What {@link useSandboxActions} returns: state, and the one action. */
export interface UseSandboxActionsResult {
  /** The action running, if any. */
  pending: SandboxAction | null;
  /** What the last action did, in words, until the next one. */
  notice: string | null;
  /** Why the last action failed, until the next one. */
  error: DemoRequestError | null;
  /** Runs one action (ignored while another runs), then refreshes every paykit query. */
  run: (action: SandboxAction) => Promise<boolean>;
}

const DONE: Record<ReviewOutcome | VerificationOutcome, string> = {
  accepted: 'Accepted',
  changes_requested: 'Changes requested for',
  rejected: 'Rejected',
  completed: 'Verified',
};

/**
 * The sandbox panel's actions: review a task or settle a verification through the demo server,
 * then invalidate every paykit query (`paykitKeys.all`) so the onboarding, the capabilities and
 * the customer show what the review changed.
 */
export function useSandboxActions(): UseSandboxActionsResult {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<SandboxAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<DemoRequestError | null>(null);

  const run = useCallback(
    async (action: SandboxAction) => {
      if (pending !== null) return false;
      setPending(action);
      setNotice(null);
      setError(null);
      try {
        if (action.kind === 'review') await reviewTask(action.taskId, action.outcome);
        else await settleVerification(action.outcome);
        setNotice(`${DONE[action.outcome]} “${action.taskName}”.`);
        return true;
      } catch (caught) {
        setError(caught instanceof DemoRequestError ? caught : new DemoRequestError('The sandbox action failed.'));
        return false;
      } finally {
        // Refreshed on failure too: a 409 means the task moved on without us.
        await queryClient.invalidateQueries({ queryKey: paykitKeys.all });
        setPending(null);
      }
    },
    [pending, queryClient],
  );

  return { pending, notice, error, run };
}
