import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import type { Submission } from '../../core/schemas/index.js';
import { taskFormView, useGivenAnswers, useTaskForm, type UseTaskFormOptions } from '../../hooks/forms/index.js';
import { TaskFormProvider } from '../../hooks/forms/TaskFormProvider.js';
import { HostedSessionList } from '../HostedSession/index.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { DraftRestoredNotice } from './DraftRestoredNotice.js';
import { GivenAnswersProvider } from './givenAnswersContext.js';
import { RevisionConflictNotice } from './RevisionConflictNotice.js';
import { TaskFormErrorSummary } from './TaskFormErrorSummary.js';
import { TaskFormHeader } from './TaskFormHeader.js';
import { TaskFormLoadError, TaskFormSkeleton } from './TaskFormLoadStates.js';
import { TaskFormSection } from './TaskFormSection.js';
import { TaskFormSubmitBar } from './TaskFormSubmitBar.js';
import { TaskFormSubmitted } from './TaskFormSubmitted.js';
import { TaskStatusNotice } from './TaskStatusNotice.js';
import { part } from '../part.js';
import { HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link TaskForm}: any `<div>` attribute (for the wrapper) plus the ones below. */
export interface TaskFormProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSubmit'>, LoadErrorProps {
  /** The task to answer (`tsk_…`). */
  taskId: string;
  /**
   * Called once the answers are accepted for review.
   * @default undefined
   */
  onSubmitted?: (submission: Submission) => void;
  /**
   * When given, the form shows a Cancel button that calls it.
   * @default undefined (no Cancel button)
   */
  onCancel?: () => void;
  /**
   * Where the draft is kept across reloads and redirects, or `false` for none. Document contents
   * and tax identifiers are never stored.
   * @default the provider's `storage`
   */
  draftStorage?: UseTaskFormOptions['draftStorage'];
  /**
   * The level of the task's heading; section headings sit one level below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

const SETTLED: readonly string[] = ['in_review', 'satisfied', 'rejected', 'canceled', 'unknown'];

/**
 * A whole task as an accessible form, driven by what the server sends: the header, the hosted
 * sessions, and one section per requirement `section` with a field per ask (choice groups for
 * alternatives, read-only values for what is already answered, in a later round the answers the
 * person gave before). Answers restored from a draft
 * say so, with "Start over". A failed submit shows a summary linking to each invalid field (kept
 * current as fields are fixed) and focuses the first; a revision conflict keeps the answers and
 * says what changed; a successful submit shows a focused "Submitted for review" while the task is
 * in review (the form again once a reviewer asks for changes, the status once they decide). A task that takes
 * no answers shows its status instead, and one completed through hosted sessions only shows them.
 * Typing in a text field re-renders nothing (it is bound uncontrolled); typing in any other field
 * re-renders that field alone: the form itself holds no per-keystroke state.
 *
 * @example
 * <TaskForm taskId="tsk_P0a1" onSubmitted={() => navigate('/onboarding')} onCancel={() => navigate(-1)} />
 */
export const TaskForm = forwardRefAsProp(function TaskForm({
  taskId,
  onSubmitted,
  onCancel,
  draftStorage,
  headingLevel,
  onLoadError,
  ...props
}: TaskFormProps) {
  const { t } = useMessages(taskFormEn);
  const form = useTaskForm({ taskId, draftStorage, onSubmitted });
  const { model, task, submitStatus, submitError } = form;
  useLoadErrorCallback(form.loadError, onLoadError);
  const givenAnswers = useGivenAnswers(task);
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const headingId = `${prefix}title`;
  const level = useHeadingLevel(headingLevel);
  const formRef = useRef<HTMLFormElement>(null);
  const [isRetrying, setRetrying] = useState(false);
  const view = taskFormView(form.status, submitStatus, task);

  const startOver = () => {
    form.discardDraft();
    // The notice and its button are gone: the first answer is the sensible place to go on from.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)')?.focus(),
    );
  };

  const retry = () => {
    setRetrying(true);
    void form.reload().finally(() => setRetrying(false));
  };

  const hasSessions = task !== undefined && task.verificationSessions.length + task.tosSessions.length > 0;
  const showsHeader = task !== undefined && view !== 'loading' && view !== 'error';

  return (
    <div data-state={view} {...props} {...part('task-form', props)}>
      <TaskFormProvider form={form}>
        <HeadingLevelProvider level={level + 1}>
          {view === 'loading' && <TaskFormSkeleton />}
          {view === 'error' && <TaskFormLoadError error={form.loadError} onRetry={retry} isRetrying={isRetrying} />}
          {showsHeader && (
            <TaskFormHeader task={task} model={model} headingLevel={level} headingId={headingId} showsRequiredHint={view === 'form'} />
          )}
          {view === 'submitted' && <TaskFormSubmitted />}
          {task && SETTLED.includes(view) && <TaskStatusNotice task={task} model={model} />}
          {view === 'sessions' && <p {...part('task-form-sessions-note')}>{t('taskForm.sessions.only')}</p>}
          {task && hasSessions && (view === 'sessions' || view === 'in_review') && <HostedSessionList task={task} />}
          {view === 'form' && task && model && (
            <form ref={formRef} {...part('task-form-form')} aria-labelledby={headingId} {...form.getFormProps()}>
              {form.isDraftRestored && <DraftRestoredNotice onStartOver={startOver} />}
              {form.conflict && <RevisionConflictNotice conflict={form.conflict} model={model} />}
              {(submitStatus === 'invalid' || submitStatus === 'failed') && (
                <TaskFormErrorSummary formErrors={form.formErrors} error={submitError} />
              )}
              <GivenAnswersProvider value={givenAnswers}>
                {model.sections.map((section) => (
                  <TaskFormSection key={section.id ?? '\u0000'} section={section} />
                ))}
              </GivenAnswersProvider>
              {hasSessions && <HostedSessionList task={task} />}
              <TaskFormSubmitBar isPending={submitStatus === 'submitting'} onCancel={onCancel} />
            </form>
          )}
        </HeadingLevelProvider>
      </TaskFormProvider>
    </div>
  );
});
