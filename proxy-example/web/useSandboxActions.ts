import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { createIdempotencyKey, isPaykitError, type PaykitClient, paykitQueryKeys, useEventStreamStatus, usePaykitClient } from 'paykit';
import { DemoRequestError } from './demoFetch.js';
import { reviewTask, settleVerification, type ReviewOutcome, type VerificationOutcome } from './demoSandbox.js';

/** The states the panel moves a transfer to. */
export type SandboxTransferState = 'processing' | 'completed' | 'failed';

/** One press of a sandbox control; `label` names its subject in the notice and the buttons. */
export type SandboxAction =
  | { kind: 'review'; taskId: string; taskName: string; outcome: ReviewOutcome }
  | { kind: 'verification'; taskId: string; taskName: string; outcome: VerificationOutcome }
  | { kind: 'capability'; capabilityId: string; label: string; isRequested: boolean }
  | { kind: 'topUp'; accountId: string; label: string; amount: string; currency: string }
  | { kind: 'transferState'; transferId: string; label: string; state: SandboxTransferState; isPayout: boolean }
  | { kind: 'transferTask'; transferId: string; label: string };

/** What {@link useSandboxActions} returns: state, and the one action. */
export interface UseSandboxActionsResult {
  /** The action running, if any. */
  pending: SandboxAction | null;
  /** What the last action did, in words, until the next one. */
  notice: string | null;
  /** Why the last action failed, until the next one. */
  error: DemoRequestError | null;
  /**
   * Runs one action, then refreshes what it moved; an action pressed while another runs waits its
   * turn, so no press is lost. Resolves true when the action succeeded.
   */
  run: (action: SandboxAction) => Promise<boolean>;
}

/** What identifies an action among the buttons, to mark the pressed one pending. */
export function sandboxActionKey(action: SandboxAction): string {
  switch (action.kind) {
    case 'review':
    case 'verification':
      return `${action.kind}:${action.taskId}:${action.outcome}`;
    case 'capability':
      return `capability:${action.capabilityId}`;
    case 'topUp':
      return `topUp:${action.accountId}`;
    case 'transferState':
      return `transferState:${action.transferId}:${action.state}`;
    case 'transferTask':
      return `transferTask:${action.transferId}`;
  }
}

const REVIEWED: Record<ReviewOutcome | VerificationOutcome, string> = {
  accepted: 'Accepted',
  changes_requested: 'Changes requested for',
  rejected: 'Rejected',
  completed: 'Verified',
};

const MOVED: Record<SandboxTransferState, string> = {
  processing: 'Funds received for',
  completed: 'Completed',
  failed: 'Failed',
};

/** The reason a failed transfer carries, as a bank would give it. */
export function failureDetail(isPayout: boolean): { code: string; message: string } {
  return isPayout
    ? { code: 'beneficiary_bank_rejected', message: 'The beneficiary bank returned the payment.' }
    : { code: 'funds_returned', message: 'The sending bank returned the funds.' };
}

/** The question a transfer's sandbox compliance task asks. */
export const TRANSFER_QUESTION = 'What is this payment for?';

/** What the action did, in words. */
export function sandboxNotice(action: SandboxAction): string {
  switch (action.kind) {
    case 'review':
    case 'verification':
      return `${REVIEWED[action.outcome]} “${action.taskName}”.`;
    case 'capability':
      return `${action.label} is ready.`;
    case 'topUp':
      return `Added ${action.amount} ${action.currency} to ${action.label}.`;
    case 'transferState':
      return `${MOVED[action.state]} ${action.label}.`;
    case 'transferTask':
      return `Asked for information about ${action.label}.`;
  }
}

async function send(client: PaykitClient, action: SandboxAction): Promise<void> {
  switch (action.kind) {
    case 'review':
      await reviewTask(action.taskId, action.outcome);
      return;
    case 'verification':
      await settleVerification(action.outcome);
      return;
    case 'capability':
      // Only a requested capability can be forced: request it first, as the customer would.
      if (!action.isRequested) await client.requestCapability(action.capabilityId, {}, { idempotencyKey: createIdempotencyKey() });
      await client.forceCapabilityStatus(action.capabilityId, { status: 'ready' });
      return;
    case 'topUp':
      await client.topUpSandboxAccount(action.accountId, { amount: action.amount, currency: action.currency });
      return;
    case 'transferState':
      await client.setSandboxTransferState(
        action.transferId,
        action.state === 'failed' ? { state: 'failed', stateDetail: failureDetail(action.isPayout) } : { state: action.state },
      );
      return;
    case 'transferTask':
      await client.createSandboxTask({
        scope: { type: 'transfer', transferId: action.transferId },
        items: [{ request: { type: 'text', prompt: TRANSFER_QUESTION } }],
      });
      return;
  }
}

const taskLists: QueryKey = [...paykitQueryKeys.tasks.all, 'list'];
const transferLists: QueryKey = [...paykitQueryKeys.transfers.all, 'list'];

/**
 * The reads an action moves. Tasks and balances have no webhook, so they are read here always;
 * capabilities and transfers send hints, so they are read here only while the stream is not live.
 */
export function sandboxActionMoves(action: SandboxAction, isStreamLive: boolean): QueryKey[] {
  switch (action.kind) {
    case 'review':
    case 'verification':
      return [paykitQueryKeys.tasks.detail(action.taskId), taskLists, ...(isStreamLive ? [] : [paykitQueryKeys.capabilities.all])];
    case 'capability':
      return isStreamLive ? [] : [paykitQueryKeys.capabilities.all, taskLists];
    case 'topUp':
      return [paykitQueryKeys.accounts.list()];
    case 'transferState':
      return isStreamLive ? [] : [paykitQueryKeys.transfers.detail(action.transferId), transferLists, paykitQueryKeys.accounts.list()];
    case 'transferTask':
      return [
        paykitQueryKeys.transfers.tasks(action.transferId),
        taskLists,
        ...(isStreamLive ? [] : [paykitQueryKeys.transfers.detail(action.transferId), transferLists]),
      ];
  }
}

function asDemoError(caught: unknown): DemoRequestError {
  if (caught instanceof DemoRequestError) return caught;
  if (isPaykitError(caught))
    return new DemoRequestError(caught.detail ?? caught.title ?? caught.message, caught.correlationId, caught.code);
  return new DemoRequestError('The sandbox action failed.');
}

/**
 * The sandbox panel's actions: review a task or settle a verification through the demo server;
 * make a capability ready, top up a wallet, move a transfer or attach a task to it through the
 * proxy's sandbox routes (`usePaykitClient()`, sandbox keys only). Then the reads the action moved
 * are refreshed ({@link sandboxActionMoves}), or after a failure (a 409: the resource moved on
 * without us) every live read. Actions run one at a time, in the order pressed.
 */
export function useSandboxActions(): UseSandboxActionsResult {
  const queryClient = useQueryClient();
  const client = usePaykitClient();
  const isStreamLive = useEventStreamStatus().status === 'live';
  const [pending, setPending] = useState<SandboxAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<DemoRequestError | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const execute = useCallback(
    async (action: SandboxAction) => {
      setPending(action);
      setNotice(null);
      setError(null);
      let keys: QueryKey[] = [
        paykitQueryKeys.customer(),
        paykitQueryKeys.capabilities.all,
        paykitQueryKeys.tasks.all,
        paykitQueryKeys.accounts.all,
        paykitQueryKeys.transfers.all,
      ];
      try {
        await send(client, action);
        keys = sandboxActionMoves(action, isStreamLive);
        setNotice(sandboxNotice(action));
        return true;
      } catch (caught) {
        setError(asDemoError(caught));
        return false;
      } finally {
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })));
        setPending(null);
      }
    },
    [queryClient, client, isStreamLive],
  );

  const run = useCallback(
    (action: SandboxAction) => {
      const turn = queue.current.then(() => execute(action));
      queue.current = turn.catch(() => undefined);
      return turn;
    },
    [execute],
  );

  return { pending, notice, error, run };
}
