import { useEffect, useRef } from 'react';
import type { Capability, Task } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/index.js';
import { Callout } from '../primitives/Callout/index.js';
import { useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { useMessages } from '../messages/index.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { TaskForm } from '../TaskForm/index.js';
import { PeopleSection } from './PeopleSection.js';
import { TaskListItem, taskName } from './TaskListItem.js';
import { buildTaskList, taskInReviewAfterSubmit } from '../../core/onboarding/index.js';
import { part } from '../part.js';

/** Props for {@link TasksStep}. */
export interface TasksStepProps {
  capabilities: readonly Capability[];
  tasks: readonly Task[];
  /** The level of the headings inside the step (the open task's, the people section's). @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  /** The task open in a `TaskForm` (`useOnboarding`'s `state.openTaskId`), or `null` for the list. */
  openTaskId: string | null;
  /** The task handed in last, or `null`: "submitted for review" is said above the list while that task is in review. @default null */
  submittedTaskId?: string | null;
  /** The person starts a task. */
  onOpenTask: (taskId: string) => void;
  /** The person goes back to the list, or cancels the task. */
  onCloseTask: () => void;
  /** The open task was handed in. */
  onTaskSubmitted: (taskId: string) => void;
  onSeeStatus: () => void;
}

/**
 * "Your tasks": the tasks as `buildTaskList` has them, each once (the copies several capabilities
 * hold of the same work are one task, whatever their statuses), what each unblocks, and progress
 * as "2 of 5 done, 3 in review" (done is accepted; handed in is in review). One task opens at a time in a
 * `TaskForm`; after a submit or cancel the list comes back, with focus on what changed. Which task
 * is open is the caller's (the onboarding observer remembers it, so a reload reopens it). A
 * business whose tasks ask or asked about its people manages them here (`PeopleSection`), in every round.
 */
export function TasksStep({
  capabilities,
  tasks,
  headingLevel,
  openTaskId,
  submittedTaskId = null,
  onOpenTask,
  onCloseTask,
  onTaskSubmitted,
  onSeeStatus,
}: TasksStepProps) {
  const { t } = useMessages(onboardingEn);
  // Set by Start: a task reopened after a reload keeps focus where the page put it.
  const focusBackOnOpen = useRef(false);
  // Where focus goes once the list is back; set by the handlers that close the task.
  const focusTarget = useRef<{ kind: 'submitted' } | { kind: 'task'; taskId: string } | null>(null);
  const submittedRef = useRef<HTMLParagraphElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const taskAnchors = useRef(new Map<string, HTMLElement>());
  const level = useHeadingLevel(headingLevel);
  const model = buildTaskList(tasks, capabilities);

  useEffect(() => {
    // Start hides the list: focus lands on the way back, just above the task.
    if (openTaskId === null || !focusBackOnOpen.current) return;
    focusBackOnOpen.current = false;
    backRef.current?.focus();
  }, [openTaskId]);

  // The notice shows once the list reads the task in review, which may be a read after the list is back.
  // Said while the task handed in is in review: a reviewer's answer since then takes it away.
  const submitted = taskInReviewAfterSubmit(tasks, submittedTaskId);
  const submittedId = submitted?.id ?? null;
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null || openTaskId !== null) return;
    if (target.kind === 'submitted') {
      if (submittedId === null) return;
      focusTarget.current = null;
      submittedRef.current?.focus();
      return;
    }
    focusTarget.current = null;
    taskAnchors.current.get(target.taskId)?.focus();
  }, [openTaskId, submittedId]);

  if (openTaskId !== null) {
    const close = () => {
      focusTarget.current = { kind: 'task', taskId: openTaskId };
      onCloseTask();
    };
    return (
      <div {...part('onboarding-task-open')}>
        <Button ref={backRef} variant="ghost" size="sm" onClick={close}>
          {t('onboarding.tasks.back')}
        </Button>
        <TaskForm
          taskId={openTaskId}
          headingLevel={level}
          onCancel={close}
          onSubmitted={() => {
            focusTarget.current = { kind: 'submitted' };
            onTaskSubmitted(openTaskId);
          }}
        />
      </div>
    );
  }

  const progressText = t('onboarding.tasks.progress', { done: model.done, total: model.total, inReview: model.inReview });
  return (
    <div {...part('onboarding-tasks')}>
      <p>{t('onboarding.tasks.intro')}</p>
      {submitted && (
        <p ref={submittedRef} tabIndex={-1} role="status" {...part('onboarding-task-submitted')}>
          {t('onboarding.tasks.submitted', { task: taskName(t, submitted) })}
        </p>
      )}
      {model.total > 0 && (
        <div {...part('onboarding-progress')}>
          <progress max={model.total} value={model.done} aria-label={t('onboarding.tasks.progressLabel')} aria-valuetext={progressText} />
          <span {...part('onboarding-progress-text')}>{progressText}</span>
        </div>
      )}
      <PeopleSection tasks={tasks} headingLevel={level} />
      {model.total === 0 && <p>{t('onboarding.tasks.none')}</p>}
      {model.total > 0 && (
        <ul aria-label={t('onboarding.tasks.listLabel')} {...part('onboarding-task-list')}>
          {model.entries.map((entry) => (
            <TaskListItem
              key={entry.task.id}
              entry={entry}
              capabilities={capabilities}
              onStart={(taskId) => {
                focusBackOnOpen.current = true;
                onOpenTask(taskId);
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
      <div {...part('onboarding-actions')}>
        <Button variant={model.hasTodo ? 'secondary' : 'primary'} onClick={onSeeStatus}>
          {t('onboarding.tasks.seeStatus')}
        </Button>
      </div>
    </div>
  );
}
