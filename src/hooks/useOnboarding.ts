import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createOnboarding, type CreateOnboardingOptions, type OnboardingEvent, type OnboardingState } from '../core/onboarding/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { usePaykitContext } from './usePaykitClient.js';
import { usePaykitStorage } from './usePaykitStorage.js';
import { useEventStreamLiveness } from './useIsEventStreamLive.js';

/** Options of {@link useOnboarding}: those of `createOnboarding` but the refresh, which the hook does through the query cache. */
export type UseOnboardingOptions = Omit<CreateOnboardingOptions, 'refresh'>;

/** What {@link useOnboarding} returns: the state to render and the way to send what the person does. */
export interface UseOnboardingResult {
  state: OnboardingState;
  send: (event: OnboardingEvent) => void;
}

/**
 * A customer's onboarding (`createOnboarding`) bound to React: the observer is made once, with
 * the capabilities, tasks and customer of the first render (where the flow resumes), and renders
 * follow its state. After a capability request the capabilities and tasks are read again, unless
 * the provider's live event stream brings the change. The position is remembered in the
 * provider's `storage` unless `storage` is given here. A server, and a browser hydrating its
 * markup, render the state without the position remembered in the browser.
 * Each step shown is reported to the provider's `onEvent` as `step_viewed`, once per move.
 *
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * const { state, send } = useOnboarding({ customerId, capabilities, tasks });
 * return <button onClick={() => send({ type: 'goTo', step: 'status' })}>{state.step}</button>;
 */
export function useOnboarding(options: UseOnboardingOptions): UseOnboardingResult {
  const { client, emit } = usePaykitContext('useOnboarding');
  const providerStorage = usePaykitStorage('useOnboarding');
  const queryClient = useQueryClient();
  const isStreamLive = useEventStreamLiveness();
  const refresh = () =>
    Promise.all(
      (isStreamLive() ? [] : [paykitQueryKeys.capabilities.all, paykitQueryKeys.tasks.all]).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }),
      ),
    );
  const [observer] = useState(() =>
    createOnboarding(client, { ...options, storage: options.storage === undefined ? providerStorage : options.storage, refresh }),
  );
  const { onReady, onStepChange, capabilities } = options;
  useEffect(() => observer.setCallbacks({ refresh, onReady, onStepChange }));
  useEffect(() => observer.setCapabilities(capabilities), [observer, capabilities]);
  const state = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getServerSnapshot);
  // One object per step shown: StrictMode's second run of the effect sends the same one, reported once.
  const viewed = useMemo(() => ({ type: 'step_viewed', step: state.step }) as const, [state.step]);
  useEffect(() => emit(viewed), [emit, viewed]);
  return { state, send: observer.send };
}
