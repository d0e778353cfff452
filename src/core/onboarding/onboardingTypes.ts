import type { PaykitError } from '../client/PaykitError.js';
import type { Capability } from '../schemas/index.js';
import type { CapabilityChoice, OnboardingStep } from './onboardingFlow.js';

/** Where one capability request of the request step stands. */
export type CapabilityRequestState = { status: 'pending' } | { status: 'success' } | { status: 'error'; error: PaykitError };

/** The onboarding position of one customer: everything the flow remembers between renders. */
export interface OnboardingState {
  step: OnboardingStep;
  /** What the person chose (kept when they come back to the choice); emptied once requested. */
  choices: readonly CapabilityChoice[];
  /** The request of each chosen capability, by capability id, once the person asked for them. */
  requests: Readonly<Record<string, CapabilityRequestState>>;
  /** The capabilities the flow follows: those requested before this visit and those requested in it. */
  followedIds: readonly string[];
  /** The task open in the tasks step, or `null` while the list shows. */
  openTaskId: string | null;
  /** The task handed in last, shown as such in the list until another opens or the step changes. */
  submittedTaskId: string | null;
  /** Whether `onReady` was called (it is called once). */
  isReadyAnnounced: boolean;
  /** How many times an event changed the step: a resumed step is 0, so a view moves focus only on a move. */
  moves: number;
}

/** The steps a person (or a controlling parent) may go to directly; the request step is reached by `request` only. */
export type OnboardingTarget = Exclude<OnboardingStep, 'request'>;

/** What the person does in the flow. */
export type OnboardingEvent =
  /** Continue from the choice with what was chosen: the preview of what it will ask. */
  | { type: 'choose'; choices: readonly CapabilityChoice[] }
  /** Request what was chosen: one request per capability, sent by the observer. */
  | { type: 'request' }
  /** Send a failed request again (the same intent, so a request whose outcome was unknown is not made twice). */
  | { type: 'retryRequest'; capabilityId: string }
  /** Go on to the tasks with the requests that succeeded, leaving the failed ones. */
  | { type: 'continue' }
  /** Go to a step: back to the choice, see the status, open the tasks, add more methods. */
  | { type: 'goTo'; step: OnboardingTarget }
  | { type: 'openTask'; taskId: string }
  | { type: 'closeTask' }
  | { type: 'taskSubmitted'; taskId: string };

/** What the observer itself reports to the transition table. */
export type OnboardingInternalEvent =
  | { type: 'requestSettled'; capabilityId: string; error: PaykitError | null }
  | { type: 'capabilitiesChanged'; capabilities: readonly Capability[] };

/** What a transition asks the observer to do. */
export type OnboardingEffect =
  { type: 'requestCapability'; choice: CapabilityChoice } | { type: 'announceReady'; capabilityIds: readonly string[] };

/** The next state and what to do, for one event. */
export interface OnboardingTransition {
  state: OnboardingState;
  effects: readonly OnboardingEffect[];
}
