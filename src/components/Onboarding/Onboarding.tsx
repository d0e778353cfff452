import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useEffectEvent } from 'use-effect-event';
import type { Capability, Task } from '../../core/schemas/index.js';
import { useCapabilities, useCustomer, useSupportedCapabilities, useTasks } from '../../hooks/index.js';
import { capabilityName, type HeadingLevel } from '../CapabilityStatus/index.js';
import { useMessages } from '../messages/index.js';
import { Skeleton, SkeletonGroup } from '../Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { ChooseStep } from './ChooseStep.js';
import { areAllReady, initialStep, trackedCapabilities, type CapabilityChoice, type OnboardingStep } from './onboardingFlow.js';
import { OnboardingStepList } from './OnboardingStepList.js';
import { readOpenTask } from './openTaskStorage.js';
import { PreviewStep } from './PreviewStep.js';
import { RequestStep } from './RequestStep.js';
import { StatusStep } from './StatusStep.js';
import { TasksStep } from './TasksStep.js';
import { partClass } from '../partClass.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link Onboarding}: any `<div>` attribute plus the ones below. */
export interface OnboardingProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
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
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

interface FlowProps extends Omit<OnboardingProps, 'children'> {
  capabilities: Capability[];
  tasks: Task[];
  /** `null` when the customer could not be read: the flow goes on without remembering the open task. */
  customerId: string | null;
}

/** Where the flow starts: at the tasks when a task was open before the reload, else from the state. */
function startStep(capabilities: readonly Capability[], tasks: readonly Task[], customerId: string | null): OnboardingStep {
  const openTaskId = customerId === null ? null : readOpenTask(customerId);
  return tasks.some((task) => task.id === openTaskId && task.status !== 'canceled') ? 'tasks' : initialStep(capabilities, tasks);
}

const OnboardingFlow = forwardRefAsProp(function OnboardingFlow({
  capabilities,
  tasks,
  customerId,
  supportSlot,
  onReady,
  initialCapabilities = [],
  headingLevel = 2,
  ...props
}: FlowProps) {
  const { t } = useMessages();
  const { data: supported = [] } = useSupportedCapabilities();
  const [step, setStep] = useState<OnboardingStep>(() => startStep(capabilities, tasks, customerId));
  const [choices, setChoices] = useState<CapabilityChoice[]>(() =>
    initialCapabilities.map((capabilityId) => ({ capabilityId, institutionId: null })),
  );
  const [followedIds, setFollowedIds] = useState<string[]>(() => trackedCapabilities(capabilities).map((capability) => capability.id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const readyCalled = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const isReady = areAllReady(capabilities, followedIds);
  const announceReady = useEffectEvent(() => onReady?.(capabilities.filter((capability) => followedIds.includes(capability.id))));
  useEffect(() => {
    if (!isReady || readyCalled.current) return;
    readyCalled.current = true;
    announceReady();
  }, [isReady]);

  const hasRequested = capabilities.some((capability) => capability.id !== 'stablecoin_transfers' && capability.status !== 'canceled');
  const names: Record<string, string> = {};
  for (const item of [...supported, ...capabilities]) names[item.id] = capabilityName(t, item);

  let body: ReactNode;
  switch (step) {
    case 'choose':
      body = (
        <ChooseStep
          capabilities={capabilities}
          defaultChoices={choices}
          onContinue={(chosen) => {
            setChoices(chosen);
            setStep('preview');
          }}
          onSeeStatus={hasRequested ? () => setStep('status') : undefined}
        />
      );
      break;
    case 'preview':
      body = (
        <PreviewStep
          choices={choices}
          names={names}
          headingLevel={innerLevel}
          onBack={() => setStep('choose')}
          onRequest={() => setStep('request')}
        />
      );
      break;
    case 'request':
      body = (
        <RequestStep
          choices={choices}
          names={names}
          onBack={() => setStep('choose')}
          onDone={(requestedIds) => {
            setFollowedIds((previous) => [...new Set([...previous, ...requestedIds])]);
            setChoices([]);
            setStep('tasks');
          }}
        />
      );
      break;
    case 'tasks':
      body = <TasksStep capabilities={capabilities} tasks={tasks} headingLevel={innerLevel} onSeeStatus={() => setStep('status')} />;
      break;
    case 'status':
      body = (
        <StatusStep
          capabilities={capabilities}
          tasks={tasks}
          followedIds={followedIds}
          supportSlot={supportSlot}
          headingLevel={innerLevel}
          onOpenTasks={() => setStep('tasks')}
          onAddMore={() => setStep('choose')}
        />
      );
      break;
  }

  return (
    <div data-slot="onboarding" data-state={step} {...props} className={partClass('onboarding', props.className)}>
      <OnboardingStepList current={step} />
      <Heading ref={headingRef} tabIndex={-1} data-slot="onboarding-step-title" className="paykit-onboarding-step-title">
        {t(`onboarding.step.${step}`)}
      </Heading>
      {body}
    </div>
  );
});

/**
 * The whole onboarding of the signed-in customer, as steps with their progress shown: choose
 * payment methods from the supported listing, see what they will need, request them, work
 * through the open tasks (each ask once), and follow each method's status until it is ready.
 * A return visit resumes where the customer stands: at the tasks when some wait on them, at the
 * status when only reviews remain or all is ready, and in the task that was open before a reload.
 * Focus moves to each step's heading.
 *
 * @example
 * <Onboarding supportSlot={<a href="/help">Contact us</a>} onReady={() => navigate('/payments')} />
 */
export const Onboarding = forwardRefAsProp(function Onboarding(props: OnboardingProps) {
  const { t } = useMessages();
  const capabilities = useCapabilities();
  const tasks = useTasks();
  const customer = useCustomer();
  if (capabilities.status === 'pending' || tasks.status === 'pending' || customer.status === 'pending') {
    return (
      <div data-slot="onboarding" className="paykit-onboarding">
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
      <div data-slot="onboarding" className="paykit-onboarding">
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
  return <OnboardingFlow {...props} capabilities={capabilities.data} tasks={tasks.data} customerId={customer.data?.id ?? null} />;
});
