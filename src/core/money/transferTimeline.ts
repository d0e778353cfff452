/**
 * Pure readings of a transfer for any screen: the steps of its timeline, and what a person can do
 * after it failed or was canceled.
 */
import type { StateDetail, TransferState } from '../schemas/index.js';
import { isKnownValue } from '../schemas/isKnownValue.js';
import { transferStates } from '../schemas/transferValues.js';

/** A step of the timeline: a known transfer state, or `in_progress` for a state the kit does not know. */
export type TransferTimelineStepKind =
  'awaiting_funds' | 'processing' | 'action_required' | 'completed' | 'failed' | 'canceled' | 'in_progress';

/**
 * Where a step stands: passed (`complete`), the transfer's state now (`current`), still ahead
 * (`upcoming`), or cut short by a failure or a cancel (`stopped`).
 */
export type TransferTimelineStepStatus = 'complete' | 'current' | 'upcoming' | 'stopped';

/** One step of a transfer's timeline. */
export interface TransferTimelineStep {
  readonly kind: TransferTimelineStepKind;
  readonly status: TransferTimelineStepStatus;
  /** When the step began or ended, from the transfer's own dates (RFC 3339); absent when they do not say. */
  readonly at?: string;
}

/** The transfer's own dates a timeline reads. */
export interface TransferTimelineDates {
  createdAt?: string | null;
  updatedAt?: string | null;
}

type Plan = readonly (readonly [TransferTimelineStepKind, TransferTimelineStepStatus])[];

const PLANS: Readonly<Record<(typeof transferStates)[number], Plan>> = {
  awaiting_funds: [
    ['awaiting_funds', 'current'],
    ['processing', 'upcoming'],
    ['completed', 'upcoming'],
  ],
  processing: [
    ['awaiting_funds', 'complete'],
    ['processing', 'current'],
    ['completed', 'upcoming'],
  ],
  // A transfer held for tasks resumes in processing once they are satisfied. A hold comes before
  // or after the funds (the state does not say which), so funding is not claimed done.
  action_required: [
    ['action_required', 'current'],
    ['processing', 'upcoming'],
    ['completed', 'upcoming'],
  ],
  completed: [
    ['awaiting_funds', 'complete'],
    ['processing', 'complete'],
    ['completed', 'current'],
  ],
  failed: [
    ['awaiting_funds', 'complete'],
    ['processing', 'stopped'],
    ['failed', 'current'],
  ],
  // Only a transfer still waiting for its funds can be canceled: nothing moved.
  canceled: [
    ['awaiting_funds', 'stopped'],
    ['canceled', 'current'],
  ],
};

const UNKNOWN_PLAN: Plan = [
  ['in_progress', 'current'],
  ['completed', 'upcoming'],
];

/**
 * The timeline of a transfer in `state`: the usual path awaiting funds → processing → completed,
 * with the action-required, failed and canceled branches where the transfer took them. A state
 * the kit does not know (the enum is open) is a neutral "in progress" step before completion.
 * Exactly one step is `current`, and no step is `complete` unless the state proves it happened.
 * Given the transfer's dates, the step it started in carries `createdAt` while current, and a
 * completed, failed or canceled step its `updatedAt` (the transfer has not changed since it ended).
 */
export function transferTimeline(state: TransferState, dates: TransferTimelineDates = {}): TransferTimelineStep[] {
  const plan = isKnownValue(transferStates, state) ? PLANS[state] : UNKNOWN_PLAN;
  const isEnded = state === 'completed' || state === 'failed' || state === 'canceled';
  return plan.map(([kind, status], index) => {
    const at = status !== 'current' ? undefined : isEnded ? dates.updatedAt : index === 0 ? dates.createdAt : undefined;
    return at ? { kind, status, at } : { kind, status };
  });
}

/**
 * What a person does after a transfer failed or was canceled, read from its `stateDetail`:
 * `start_again` when it was canceled on purpose (by the person, through the kit's Cancel, which
 * the platform records as the developer's) or with no reason given, so nothing is wrong;
 * `customer_action` when the customer must act (the detail says what), `retry_later` when the
 * provider or the network failed and says a retry may work, else `contact_support`.
 */
export type TransferOutcomeStep = 'start_again' | 'customer_action' | 'retry_later' | 'contact_support';

/** The `stateDetail` codes of a transfer canceled on purpose, not for a problem. */
const DELIBERATE_CANCEL_CODES: ReadonlySet<string> = new Set([
  'canceled',
  'canceled_by_developer',
  'transfer_canceled',
  'checkout_canceled',
]);

/** The {@link TransferOutcomeStep} of a failed or canceled transfer, from its `stateDetail` and `state`. */
export function transferOutcomeStep(detail: StateDetail | null | undefined, state?: string): TransferOutcomeStep {
  if (state === 'canceled' && (!detail || DELIBERATE_CANCEL_CODES.has(detail.code))) return 'start_again';
  if (detail?.actor === 'customer') return 'customer_action';
  if ((detail?.actor === 'provider' || detail?.actor === 'network') && detail.retryable === true) return 'retry_later';
  return 'contact_support';
}
