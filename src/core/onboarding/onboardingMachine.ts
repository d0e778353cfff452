import type { Capability, Task } from '../schemas/index.js';
import { areAllReady, initialStep, trackedCapabilities, type CapabilityChoice, type OnboardingStep } from './onboardingFlow.js';
import type { OnboardingPosition } from './onboardingStorage.js';
import type {
  OnboardingEffect,
  OnboardingEvent,
  OnboardingInternalEvent,
  OnboardingState,
  OnboardingTransition,
} from './onboardingTypes.js';
import { canRetryRequest, hasRequested, isOpenableTask, requestProgress } from './onboardingView.js';

/** What the flow starts from: the customer's capabilities and tasks, and what the page remembered. */
export interface OnboardingStart {
  capabilities: readonly Capability[];
  tasks: readonly Task[];
  /** The position remembered before a reload, or `null` (nothing, a server, a browser hydrating). */
  remembered: OnboardingPosition | null;
  /** Capability ids pre-selected in the choice. */
  initialCapabilities?: readonly string[];
  /**
   * The step to start at (a deep link), when the customer can be at it: the choice always, the
   * preview with something chosen, the tasks and the status once something was requested; never
   * the requests, which only the person's Request starts. Otherwise the flow resumes as usual.
   */
  startStep?: OnboardingStep;
}

/** Whether the flow can start at `step` for this customer, with `choices` made. */
function canStartAt(step: OnboardingStep, capabilities: readonly Capability[], choices: readonly CapabilityChoice[]): boolean {
  if (step === 'choose') return true;
  if (step === 'preview') return choices.length > 0;
  return step !== 'request' && hasRequested(capabilities);
}

/**
 * Where the flow starts: at `startStep` when the customer can be at it (keeping the task open
 * before a reload when that step is the tasks); else in the task that was open before a reload
 * when it still counts; at the choice or the preview the person was on (with what they chose); at
 * the tasks or the status they were on; else where the data puts them (`initialStep`). A reload
 * during the requests starts from the data, which says what was requested.
 */
export function initialOnboardingState({ startStep, ...start }: OnboardingStart): OnboardingState {
  const resumed = resumedState(start);
  if (startStep === undefined || startStep === resumed.step || !canStartAt(startStep, start.capabilities, resumed.choices)) return resumed;
  return { ...resumed, step: startStep, openTaskId: null };
}

/** Where the flow resumes without a start step: see {@link initialOnboardingState}. */
function resumedState({ capabilities, tasks, remembered, initialCapabilities = [] }: OnboardingStart): OnboardingState {
  const base: OnboardingState = {
    step: initialStep(capabilities, tasks),
    choices: initialCapabilities.map((capabilityId) => ({ capabilityId, institutionId: null })),
    requests: {},
    followedIds: trackedCapabilities(capabilities).map((capability) => capability.id),
    openTaskId: null,
    submittedTaskId: null,
    isReadyAnnounced: false,
    moves: 0,
  };
  if (remembered === null) return base;
  if (isOpenableTask(tasks, remembered.openTaskId)) return { ...base, step: 'tasks', openTaskId: remembered.openTaskId };
  switch (remembered.step) {
    case 'choose':
      return { ...base, step: 'choose', choices: remembered.choices };
    case 'preview':
      return remembered.choices.length > 0 ? { ...base, step: 'preview', choices: remembered.choices } : base;
    case 'tasks':
    case 'status':
      return { ...base, step: remembered.step };
    case 'request':
      return base;
  }
}

const unchanged = (state: OnboardingState): OnboardingTransition => ({ state, effects: [] });

/** The state at `step`, counted as a move when the step changes; what belonged to the tasks list is left behind. */
function moveTo(state: OnboardingState, step: OnboardingStep, changes: Partial<OnboardingState> = {}): OnboardingState {
  const moved = step !== state.step;
  return { ...state, ...changes, step, openTaskId: null, submittedTaskId: null, moves: moved ? state.moves + 1 : state.moves };
}

const requestOf = (choice: CapabilityChoice): OnboardingEffect => ({ type: 'requestCapability', choice });

/** The flow moves on to the tasks, following what was requested; the choice starts empty next time. */
function toTasks(state: OnboardingState, requestedIds: readonly string[]): OnboardingState {
  return moveTo(state, 'tasks', { followedIds: [...new Set([...state.followedIds, ...requestedIds])], choices: [], requests: {} });
}

const isRequesting = (state: OnboardingState) =>
  state.step === 'request' && Object.values(state.requests).some((request) => request.status === 'pending');

/**
 * The onboarding transition table: the next state and the effects of `event` at `state`. Pure: the
 * observer sends the requests and calls `onReady`. An event the current step does not accept
 * leaves the state as it is (a second Request click, a Continue before the requests settled, a
 * move while a request is on its way, a retry of a request that would fail the same way).
 */
export function transitionOnboarding(state: OnboardingState, event: OnboardingEvent | OnboardingInternalEvent): OnboardingTransition {
  switch (event.type) {
    case 'choose':
      if (state.step !== 'choose' || event.choices.length === 0) return unchanged(state);
      return unchanged(moveTo(state, 'preview', { choices: event.choices }));
    case 'request': {
      if (state.step !== 'preview' || state.choices.length === 0) return unchanged(state);
      const requests = Object.fromEntries(state.choices.map((choice) => [choice.capabilityId, { status: 'pending' as const }]));
      return { state: moveTo(state, 'request', { requests }), effects: state.choices.map(requestOf) };
    }
    case 'retryRequest': {
      const choice = state.choices.find((candidate) => candidate.capabilityId === event.capabilityId);
      const request = state.requests[event.capabilityId];
      if (state.step !== 'request' || !choice || request?.status !== 'error' || !canRetryRequest(request.error)) return unchanged(state);
      return {
        state: { ...state, requests: { ...state.requests, [event.capabilityId]: { status: 'pending' } } },
        effects: [requestOf(choice)],
      };
    }
    case 'requestSettled': {
      if (state.requests[event.capabilityId]?.status !== 'pending') return unchanged(state);
      const settled = event.error === null ? { status: 'success' as const } : { status: 'error' as const, error: event.error };
      // A capability requested is followed, even when the person then goes back to change the rest of the choice.
      const followedIds = event.error === null ? [...new Set([...state.followedIds, event.capabilityId])] : state.followedIds;
      const next = { ...state, followedIds, requests: { ...state.requests, [event.capabilityId]: settled } };
      const progress = requestProgress(next);
      return unchanged(state.step === 'request' && progress.allSucceeded ? toTasks(next, progress.requestedIds) : next);
    }
    case 'continue': {
      const progress = requestProgress(state);
      if (state.step !== 'request' || !progress.canContinue) return unchanged(state);
      return unchanged(toTasks(state, progress.requestedIds));
    }
    case 'goTo':
      if (isRequesting(state) || (event.step === 'preview' && state.choices.length === 0)) return unchanged(state);
      return unchanged(moveTo(state, event.step, { requests: {} }));
    case 'openTask':
      if (state.step !== 'tasks') return unchanged(state);
      return unchanged({ ...state, openTaskId: event.taskId, submittedTaskId: null });
    case 'closeTask':
      return unchanged(state.openTaskId === null ? state : { ...state, openTaskId: null });
    case 'taskSubmitted':
      if (state.openTaskId !== event.taskId) return unchanged(state);
      return unchanged({ ...state, openTaskId: null, submittedTaskId: event.taskId });
    case 'capabilitiesChanged': {
      if (state.isReadyAnnounced || !areAllReady(event.capabilities, state.followedIds)) return unchanged(state);
      return { state: { ...state, isReadyAnnounced: true }, effects: [{ type: 'announceReady', capabilityIds: state.followedIds }] };
    }
  }
}
