import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useEffectEvent } from 'use-effect-event';
import type { Capability, Task } from '../../core/schemas/index.js';
import { useCapabilities, useCustomer, useSupportedCapabilities, useTasks } from '../../hooks/index.js';
import { capabilityName, type HeadingLevel } from '../CapabilityStatus/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { Skeleton, SkeletonGroup } from '../Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { ChooseStep } from './ChooseStep.js';
import { areAllReady, initialStep, trackedCapabilities, type CapabilityChoice, type OnboardingStep } from './onboardingFlow.js';
import { OnboardingStepList } from './OnboardingStepList.js';
import { readOpenTask } from './openTaskStorage.js';
import { useHydrated } from '../../hooks/useHydrated.js';
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

/** Whether one of `tasks` was open before the page was reloaded (remembered in the browser's session storage). */
function hadOpenTask(tasks: readonly Task[], customerId: string | null): boolean {
  const openTaskId = customerId === null ? null : readOpenTask(customerId);
  return tasks.some((task) => task.id === openTaskId && task.status !== 'canceled');
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
  const { t } = useMessages(onboardingEn, capabilitiesEn);
  const { data: supported = [] } = useSupportedCapabilities();
  // A server, and the browser hydrating its markup, cannot read the open task: the flow starts from
  // the state there, and goes to the tasks right after hydrating when one was open.
  const isHydrated = useHydrated();
  const [step, setStep] = useState<OnboardingStep>(() =>
    isHydrated && hadOpenTask(tasks, customerId) ? 'tasks' : initialStep(capabilities, tasks),
  );
  const [wasHydrated, setWasHydrated] = useState(isHydrated);
  if (isHydrated && !wasHydrated) {
    setWasHydrated(true);
    if (hadOpenTask(tasks, customerId)) setStep('tasks');
  }
  const [choices, setChoices] = useState<CapabilityChoice[]>(() =>
    initialCapabilities.map((capabilityId) => ({ capabilityId, institutionId: null })),
  );
  const [followedIds, setFollowedIds] = useState<string[]>(() => trackedCapabilities(capabilities).map((capability) => capability.id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by the person's moves only: a step restored after hydrating leaves focus where the page put it.
  const isMovedByPerson = useRef(false);
  const readyCalled = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  const goTo = (next: OnboardingStep) => {
    isMovedByPerson.current = true;
    setStep(next);
  };
  useEffect(() => {
    if (!isMovedByPerson.current) return;
    isMovedByPerson.current = false;
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
            goTo('preview');
          }}
          onSeeStatus={hasRequested ? () => goTo('status') : undefined}
        />
      );
      break;
    case 'preview':
      body = (
        <PreviewStep
          choices={choices}
          names={names}
          headingLevel={innerLevel}
          onBack={() => goTo('choose')}
          onRequest={() => goTo('request')}
        />
      );
      break;
    case 'request':
      body = (
        <RequestStep
          choices={choices}
          names={names}
          onBack={() => goTo('choose')}
          onDone={(requestedIds) => {
            setFollowedIds((previous) => [...new Set([...previous, ...requestedIds])]);
            setChoices([]);
            goTo('tasks');
          }}
        />
      );
      break;
    case 'tasks':
      body = <TasksStep capabilities={capabilities} tasks={tasks} headingLevel={innerLevel} onSeeStatus={() => goTo('status')} />;
      break;
    case 'status':
      body = (
        <StatusStep
          capabilities={capabilities}
          tasks={tasks}
          followedIds={followedIds}
          supportSlot={supportSlot}
          headingLevel={innerLevel}
          onOpenTasks={() => goTo('tasks')}
          onAddMore={() => goTo('choose')}
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
  const { t } = useMessages(onboardingEn);
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
