import { createIntentIdempotencyKeys } from '../client/intentIdempotencyKeys.js';
import type { PaykitClient } from '../client/PaykitClient.js';
import type { PaykitError } from '../client/PaykitError.js';
import { toPaykitError } from '../client/toPaykitError.js';
import type { Capability, Task } from '../schemas/index.js';
import { initialOnboardingState, transitionOnboarding } from './onboardingMachine.js';
import type { OnboardingStep } from './onboardingFlow.js';
import { sessionStorageOrNull, type PaykitStorage } from '../storage.js';
import { readOnboardingPosition, writeOnboardingPosition, type OnboardingPosition } from './onboardingStorage.js';
import type { OnboardingEffect, OnboardingEvent, OnboardingInternalEvent, OnboardingState } from './onboardingTypes.js';

/** The callbacks of {@link createOnboarding}, which a binding may replace on every render. */
export interface OnboardingCallbacks {
  /**
   * Re-reads what a capability request changes (the capabilities, the tasks), awaited after each
   * request succeeds and before the flow moves on.
   */
  refresh?: () => Promise<unknown>;
  /** Called once, when every followed capability is ready, with those capabilities. */
  onReady?: (capabilities: Capability[]) => void;
  /** Called when the step changes, with the new step (the way a parent will control the step). */
  onStepChange?: (step: OnboardingStep) => void;
}

/** Options of {@link createOnboarding}. */
export interface CreateOnboardingOptions extends OnboardingCallbacks {
  /** The signed-in customer, whose position is remembered; `null` when it could not be read (nothing is remembered). */
  customerId: string | null;
  /** The customer's capabilities and tasks when the flow starts: where it resumes. */
  capabilities: readonly Capability[];
  tasks: readonly Task[];
  /** Capability ids pre-selected in the choice. @default [] */
  initialCapabilities?: readonly string[];
  /**
   * The step to start at (a deep link) when the customer can be at it (see `OnboardingStart`);
   * starting there is not a move (`moves` stays 0) and calls no `onStepChange`.
   * @default undefined (resume where the customer stands)
   */
  startStep?: OnboardingStep;
  /** Where the position is remembered across a reload. `null` remembers nothing. @default the page's session storage */
  storage?: PaykitStorage | null;
}

/** A customer's onboarding: its position, the requests it makes, and its persistence, for any view to render. */
export interface OnboardingObserver {
  /** The current state; the same object until something changes. */
  getSnapshot(): OnboardingState;
  /** The state without what the page remembered, as a server (and a browser hydrating its markup) renders it. */
  getServerSnapshot(): OnboardingState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** What the person did. */
  send(event: OnboardingEvent): void;
  /** The customer's capabilities changed: announces readiness once every followed capability is ready. */
  setCapabilities(capabilities: readonly Capability[]): void;
  /** Replaces the callbacks (a binding passes the latest ones). */
  setCallbacks(callbacks: OnboardingCallbacks): void;
}

const positionOf = ({ step, choices, openTaskId }: OnboardingState): OnboardingPosition => ({ step, choices, openTaskId });

/**
 * A customer's onboarding, headless: the pure {@link transitionOnboarding} table plus the state it owns
 * (step, choices, requests, open task), the capability requests it sends through `client` (one
 * idempotency key per intent, so a retry after an unknown outcome never requests twice), and the
 * position it remembers in `storage` so a reload resumes there. Views subscribe and send events.
 *
 * @example
 * const onboarding = createOnboarding(client, { customerId, capabilities, tasks });
 * onboarding.subscribe(() => render(onboarding.getSnapshot()));
 * onboarding.send({ type: 'choose', choices: [{ capabilityId: 'ach_pooled', institutionId: null }] });
 * onboarding.send({ type: 'request' });
 */
export function createOnboarding(client: PaykitClient, options: CreateOnboardingOptions): OnboardingObserver {
  const { customerId, capabilities, tasks, initialCapabilities, startStep } = options;
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const serverState = initialOnboardingState({ capabilities, tasks, initialCapabilities, startStep, remembered: null });
  const remembered = customerId === null ? null : readOnboardingPosition(storage, customerId);
  let state =
    remembered === null ? serverState : initialOnboardingState({ capabilities, tasks, initialCapabilities, startStep, remembered });
  let latestCapabilities = capabilities;
  let callbacks: OnboardingCallbacks = options;
  let storedPosition = JSON.stringify(remembered === null ? null : positionOf(state));
  const listeners = new Set<() => void>();
  const intents = createIntentIdempotencyKeys();

  const remember = () => {
    if (customerId === null) return;
    const position = positionOf(state);
    const serialized = JSON.stringify(position);
    if (serialized === storedPosition) return;
    storedPosition = serialized;
    writeOnboardingPosition(storage, customerId, position);
  };

  const requestCapability = async ({ capabilityId, institutionId }: { capabilityId: string; institutionId: string | null }) => {
    const variables = { capabilityId, institutions: institutionId ? [institutionId] : undefined };
    let error: PaykitError | null = null;
    try {
      await intents.send(variables, ({ institutions }, idempotencyKey) =>
        client.requestCapability(capabilityId, institutions ? { institutions } : undefined, { idempotencyKey }),
      );
    } catch (caught) {
      error = toPaykitError(caught);
    }
    // A request opens tasks: the flow moves on once they are read. A failed read leaves the request made.
    if (error === null) await callbacks.refresh?.().catch(() => undefined);
    dispatch({ type: 'requestSettled', capabilityId, error });
  };

  const run = (effect: OnboardingEffect) => {
    switch (effect.type) {
      case 'requestCapability':
        void requestCapability(effect.choice);
        break;
      case 'announceReady':
        callbacks.onReady?.(latestCapabilities.filter((capability) => effect.capabilityIds.includes(capability.id)));
        break;
    }
  };

  function dispatch(event: OnboardingEvent | OnboardingInternalEvent) {
    const next = transitionOnboarding(state, event);
    if (next.state === state && next.effects.length === 0) return;
    const previousStep = state.step;
    state = next.state;
    remember();
    for (const listener of [...listeners]) listener();
    if (state.step !== previousStep) callbacks.onStepChange?.(state.step);
    next.effects.forEach(run);
  }

  return {
    getSnapshot: () => state,
    getServerSnapshot: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send: dispatch,
    setCapabilities(next) {
      latestCapabilities = next;
      dispatch({ type: 'capabilitiesChanged', capabilities: next });
    },
    setCallbacks(next) {
      callbacks = next;
    },
  };
}
