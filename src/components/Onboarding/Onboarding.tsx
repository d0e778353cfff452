import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { hasRequested, type OnboardingStep, type OnboardingTarget } from '../../core/onboarding/index.js';
import type { Capability, Task } from '../../core/schemas/index.js';
import { useCapabilities, useCustomer, useSupportedCapabilities, useTasks } from '../../hooks/index.js';
import { useOnboarding } from '../../hooks/useOnboarding.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { ChooseStep } from './ChooseStep.js';
import { OnboardingStepList } from './OnboardingStepList.js';
import { PreviewStep } from './PreviewStep.js';
import { RequestStep } from './RequestStep.js';
import { StatusStep } from './StatusStep.js';
import { TasksStep } from './TasksStep.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { Button } from '../primitives/Button/index.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link Onboarding}: any `<div>` attribute plus the ones below. */
export interface OnboardingProps extends Omit<ComponentPropsWithRef<'div'>, 'children'>, LoadErrorProps {
  /**
   * Shown where a capability's next step is `contact_support`: your support channel.
   * @default a sentence asking the person to contact support
   */
  supportSlot?: ReactNode;
  /**
   * Called once, when every capability the flow follows (the ones chosen, or on a return visit
   * the ones requested before) is ready, with those capabilities.
   * @default undefined
   */
  onReady?: (capabilities: Capability[]) => void;
  /**
   * Capability ids to pre-select in the choice (`['ach_pooled']`).
   * @default []
   */
  initialCapabilities?: readonly string[];
  /**
   * The level of each step's heading; headings inside a step sit one level below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * The step shown, when you own it (controlled): each move the person makes is asked through
   * `onStepChange`, and the flow shows `step` again unless you follow. `'request'` is reached only
   * by the person's Request press, so it cannot be set.
   * @default undefined (the flow owns its step, resuming where the customer stands)
   */
  step?: OnboardingStep;
  /**
   * The step the flow starts at when the flow owns its step (uncontrolled), e.g. from your URL:
   * used when the customer can be at it (the choice; the preview with `initialCapabilities`; the
   * tasks or the status once something was requested), else the flow resumes as usual. Starting
   * there moves no focus and calls no `onStepChange`; only the person's moves do.
   * @default undefined (resume where the customer stands)
   */
  defaultStep?: OnboardingStep;
  /**
   * Called with each step the flow moves to, controlled or not (for your URL, analytics, or `step`).
   * @default undefined
   */
  onStepChange?: (step: OnboardingStep) => void;
  /**
   * When given, the flow offers "Finish later", which calls it with the step the person leaves:
   * close your dialog or navigate away. Nothing is lost: the position and each task's draft are
   * kept in the provider's `storage`, and the flow resumes where the customer stands.
   * @default undefined (no "Finish later")
   */
  onExit?: (details: { step: OnboardingStep }) => void;
}

interface FlowProps extends Omit<OnboardingProps, 'children'> {
  capabilities: Capability[];
  tasks: Task[];
  /** `null` when the customer could not be read: the flow goes on without remembering its position. */
  customerId: string | null;
}

const OnboardingFlow = forwardRefAsProp(function OnboardingFlow({
  capabilities,
  tasks,
  customerId,
  supportSlot,
  onReady,
  initialCapabilities = [],
  headingLevel,
  step: controlledStep,
  defaultStep,
  onStepChange,
  onLoadError: _onLoadError,
  onExit,
  ...props
}: FlowProps) {
  const { t } = useMessages(onboardingEn, capabilitiesEn);
  const { data: supported = [] } = useSupportedCapabilities();
  // A caller's step, or else its default, is where the flow starts: no move, so no focus moves on load.
  const startStep = controlledStep ?? defaultStep;
  const { state, send } = useOnboarding({ customerId, capabilities, tasks, initialCapabilities, startStep, onReady, onStepChange });
  const { step } = state;

  // Controlled: the caller's step wins over a move it did not follow.
  useEffect(() => {
    if (controlledStep !== undefined && controlledStep !== 'request' && controlledStep !== step)
      send({ type: 'goTo', step: controlledStep });
  }, [controlledStep, step, send]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = useHeadingLevel(headingLevel);

  // Focus follows the person's moves: a step resumed after a reload leaves focus where the page put it.
  useEffect(() => {
    if (state.moves > 0) headingRef.current?.focus();
  }, [state.moves]);

  const names: Record<string, string> = {};
  for (const item of [...supported, ...capabilities]) names[item.id] = capabilityName(t, item);
  const goTo = (target: OnboardingTarget) => () => send({ type: 'goTo', step: target });

  let body: ReactNode;
  switch (step) {
    case 'choose':
      body = (
        <ChooseStep
          capabilities={capabilities}
          defaultChoices={state.choices}
          onContinue={(choices) => send({ type: 'choose', choices })}
          onSeeStatus={hasRequested(capabilities) ? goTo('status') : undefined}
        />
      );
      break;
    case 'preview':
      body = <PreviewStep choices={state.choices} names={names} onBack={goTo('choose')} onRequest={() => send({ type: 'request' })} />;
      break;
    case 'request':
      body = (
        <RequestStep
          choices={state.choices}
          requests={state.requests}
          names={names}
          onRetry={(capabilityId) => send({ type: 'retryRequest', capabilityId })}
          onContinue={() => send({ type: 'continue' })}
          onBack={goTo('choose')}
        />
      );
      break;
    case 'tasks':
      body = (
        <TasksStep
          capabilities={capabilities}
          tasks={tasks}
          openTaskId={state.openTaskId}
          submittedTaskId={state.submittedTaskId}
          onOpenTask={(taskId) => send({ type: 'openTask', taskId })}
          onCloseTask={() => send({ type: 'closeTask' })}
          onTaskSubmitted={(taskId) => send({ type: 'taskSubmitted', taskId })}
          onSeeStatus={goTo('status')}
        />
      );
      break;
    case 'status':
      body = (
        <StatusStep
          capabilities={capabilities}
          tasks={tasks}
          followedIds={state.followedIds}
          supportSlot={supportSlot}
          onOpenTasks={goTo('tasks')}
          onAddMore={goTo('choose')}
        />
      );
      break;
  }

  return (
    <div data-state={step} {...props} {...part('onboarding', props)}>
      <OnboardingStepList current={step} />
      <Heading level={level} ref={headingRef} tabIndex={-1} {...part('onboarding-step-title')}>
        {t(`onboarding.step.${step}`)}
      </Heading>
      <HeadingLevelProvider level={level + 1}>{body}</HeadingLevelProvider>
      {onExit && (
        <div {...part('onboarding-exit')}>
          <Button variant="ghost" size="sm" onClick={() => onExit({ step })}>
            {t('onboarding.exit')}
          </Button>
        </div>
      )}
    </div>
  );
});

/** The caller's `<div>` attributes, for the root of the loading and error states. */
function rootPropsOf({
  supportSlot: _supportSlot,
  onReady: _onReady,
  initialCapabilities: _initialCapabilities,
  headingLevel: _headingLevel,
  step: _step,
  defaultStep: _defaultStep,
  onStepChange: _onStepChange,
  onLoadError: _onLoadError,
  onExit: _onExit,
  ...rootProps
}: OnboardingProps): ComponentPropsWithRef<'div'> {
  return rootProps;
}

/**
 * The whole onboarding of the signed-in customer, as steps with their progress shown: choose
 * payment methods from the supported listing, see what they will need, request them, work
 * through the open tasks (each ask once), and follow each method's status until it is ready.
 * A return visit resumes where the customer stands: at the tasks when some wait on them, at the
 * status when only reviews remain or all is ready; a reload in the same tab reopens the task that
 * was open, or the step the person was on. The position lives in `useOnboarding`'s observer.
 * Focus moves to each step's heading when the person moves.
 *
 * @example
 * <Onboarding supportSlot={<a href="/help">Contact us</a>} onReady={() => navigate('/payments')} />
 */
export const Onboarding = forwardRefAsProp(function Onboarding(props: OnboardingProps) {
  const rootProps = rootPropsOf(props);
  const { t } = useMessages(onboardingEn);
  const capabilities = useCapabilities();
  const tasks = useTasks();
  const customer = useCustomer();
  useLoadErrorCallback(capabilities.error ?? tasks.error, props.onLoadError);
  if (capabilities.status === 'pending' || tasks.status === 'pending' || customer.status === 'pending') {
    return (
      <div data-state="loading" {...rootProps} {...part('onboarding', rootProps)}>
        <SkeletonGroup label={t('onboarding.loading')}>
          <Skeleton />
          <Skeleton variant="block" />
        </SkeletonGroup>
      </div>
    );
  }
  if (capabilities.status === 'error' || tasks.status === 'error') {
    const error = capabilities.error ?? tasks.error;
    return (
      <div data-state="error" {...rootProps} {...part('onboarding', rootProps)}>
        <ErrorCallout
          title={t('onboarding.error')}
          error={error}
          isRetrying={capabilities.isFetching || tasks.isFetching}
          onRetry={() => {
            if (capabilities.status === 'error') void capabilities.refetch();
            if (tasks.status === 'error') void tasks.refetch();
          }}
        />
      </div>
    );
  }
  const customerId = customer.data?.id ?? null;
  // A new customer (another session) starts their own flow, from their own remembered position.
  return <OnboardingFlow key={customerId} {...props} capabilities={capabilities.data} tasks={tasks.data} customerId={customerId} />;
});
