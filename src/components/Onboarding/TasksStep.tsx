import { useEffect, useId, useRef, useState } from 'react';
import type { Capability, Task } from '../../core/schemas/index.js';
import { useCustomer } from '../../hooks/index.js';
import { useHydrated } from '../../hooks/useHydrated.js';
import { Button } from '../Button/index.js';
import { Callout } from '../Callout/index.js';
import type { HeadingLevel } from '../CapabilityStatus/index.js';
import { useMessages } from '../messages/index.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { RelatedPartiesManager } from '../RelatedParties/index.js';
import { TaskForm } from '../TaskForm/index.js';
import { readOpenTask, rememberOpenTask } from './openTaskStorage.js';
import { TaskListItem, taskName } from './TaskListItem.js';
import { asksForRelatedParties, buildTaskList } from './taskListModel.js';

/** The task remembered for this customer, when it is still one of theirs and not canceled. */
function restoredTask(customerId: string | null, tasks: readonly Task[]): string | null {
  const taskId = customerId === null ? null : readOpenTask(customerId);
  return tasks.some((task) => task.id === taskId && task.status !== 'canceled') ? taskId : null;
}

/** Props for {@link TasksStep}. */
export interface TasksStepProps {
  capabilities: readonly Capability[];
  tasks: readonly Task[];
  /** The level of the headings inside the step (the open task's, the people section's). */
  headingLevel: HeadingLevel;
  onSeeStatus: () => void;
}

/**
 * "Your tasks": the open tasks, each ask once (a task that only repeats another's asks is folded
 * into it), what each unblocks, and progress as "2 of 5 done". One task opens at a time in a
 * `TaskForm`; after a submit or cancel the list comes back, with focus on what changed. The open
 * task is remembered for the session (`paykit:onboarding:open-task:<customerId>`), so a reload
 * reopens it. A business whose tasks ask about its people gets the related parties manager here.
 */
export function TasksStep({ capabilities, tasks, headingLevel, onSeeStatus }: TasksStepProps) {
  const { t } = useMessages(onboardingEn);
  const { data: customer } = useCustomer();
  const customerId = customer?.id ?? null;
  // The open task is remembered in the browser's storage, which a server, and the browser hydrating its markup, cannot read.
  const rememberedFor = useHydrated() ? customerId : null;
  const [openTaskId, setOpenTaskId] = useState<string | null>(() => restoredTask(rememberedFor, tasks));
  // Set by Start: a task reopened after a reload keeps focus where the page put it.
  const focusBackOnOpen = useRef(false);
  const [submitted, setSubmitted] = useState<{ name: string } | null>(null);
  // Where focus goes once the list is back; set by the handlers that close the task.
  const focusTarget = useRef<{ kind: 'submitted' } | { kind: 'task'; taskId: string } | null>(null);
  const submittedRef = useRef<HTMLParagraphElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const taskAnchors = useRef(new Map<string, HTMLElement>());
  const peopleHeadingId = useId();
  const Heading = `h${headingLevel}` as const;
  const model = buildTaskList(tasks, capabilities);

  useEffect(() => {
    // Start hides the list: focus lands on the way back, just above the task.
    if (openTaskId === null || !focusBackOnOpen.current) return;
    focusBackOnOpen.current = false;
    backRef.current?.focus();
  }, [openTaskId]);

  // The customer may arrive after the first render (the step used on its own), or the page hydrate: reopen then.
  const [checkedCustomerId, setCheckedCustomerId] = useState(rememberedFor);
  if (checkedCustomerId !== rememberedFor) {
    setCheckedCustomerId(rememberedFor);
    if (openTaskId === null) setOpenTaskId(restoredTask(rememberedFor, tasks));
  }

  const openTask = (taskId: string | null) => {
    if (customerId !== null) rememberOpenTask(customerId, taskId);
    setOpenTaskId(taskId);
  };

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null || openTaskId !== null) return;
    focusTarget.current = null;
    if (target.kind === 'submitted') submittedRef.current?.focus();
    else taskAnchors.current.get(target.taskId)?.focus();
  }, [openTaskId]);

  if (openTaskId !== null) {
    const task = tasks.find((candidate) => candidate.id === openTaskId);
    const close = () => {
      focusTarget.current = { kind: 'task', taskId: openTaskId };
      openTask(null);
    };
    return (
      <div data-slot="onboarding-task-open" className="paykit-onboarding-task-open">
        <Button ref={backRef} variant="ghost" size="sm" onClick={close}>
          {t('onboarding.tasks.back')}
        </Button>
        <TaskForm
          taskId={openTaskId}
          headingLevel={headingLevel}
          onCancel={close}
          onSubmitted={() => {
            focusTarget.current = { kind: 'submitted' };
            openTask(null);
            setSubmitted({ name: task ? taskName(t, task) : t('onboarding.tasks.unnamed') });
          }}
        />
      </div>
    );
  }

  const progressText = t('onboarding.tasks.progress', { done: model.done, total: model.total });
  const showPeople = customer?.type === 'business' && asksForRelatedParties(tasks);
  return (
    <div data-slot="onboarding-tasks" className="paykit-onboarding-tasks">
      <p>{t('onboarding.tasks.intro')}</p>
      {submitted && (
        <p
          ref={submittedRef}
          tabIndex={-1}
          role="status"
          data-slot="onboarding-task-submitted"
          className="paykit-onboarding-task-submitted"
        >
          {t('onboarding.tasks.submitted', { task: submitted.name })}
        </p>
      )}
      {model.total > 0 && (
        <div data-slot="onboarding-progress" className="paykit-onboarding-progress">
          <progress max={model.total} value={model.done} aria-label={t('onboarding.tasks.progressLabel')} aria-valuetext={progressText} />
          <span data-slot="onboarding-progress-text" className="paykit-onboarding-progress-text">
            {progressText}
          </span>
        </div>
      )}
      {showPeople && (
        <section data-slot="onboarding-people" className="paykit-onboarding-people" aria-labelledby={peopleHeadingId}>
          <Heading id={peopleHeadingId}>{t('onboarding.people.title')}</Heading>
          <p>{t('onboarding.people.intro')}</p>
          <RelatedPartiesManager />
        </section>
      )}
      {model.total === 0 && <p>{t('onboarding.tasks.none')}</p>}
      {model.total > 0 && (
        <ul aria-label={t('onboarding.tasks.listLabel')} data-slot="onboarding-task-list" className="paykit-onboarding-task-list">
          {model.entries.map((entry) => (
            <TaskListItem
              key={entry.task.id}
              entry={entry}
              capabilities={capabilities}
              onStart={(taskId) => {
                setSubmitted(null);
                focusBackOnOpen.current = true;
                openTask(taskId);
              }}
              focusRef={(element) => {
                if (element) taskAnchors.current.set(entry.task.id, element);
                else taskAnchors.current.delete(entry.task.id);
              }}
            />
          ))}
        </ul>
      )}
      {model.total > 0 && !model.hasTodo && (
        <Callout tone="success">{t(model.isAllDone ? 'onboarding.tasks.allAccepted' : 'onboarding.tasks.allDone')}</Callout>
      )}
      <div data-slot="onboarding-actions" className="paykit-onboarding-actions">
        <Button variant={model.hasTodo ? 'secondary' : 'primary'} onClick={onSeeStatus}>
          {t('onboarding.tasks.seeStatus')}
        </Button>
      </div>
    </div>
  );
}
