import { useId, useRef } from 'react';
import { Badge, Button, Callout, Card, CardContent, CardHeader, CardTitle, humanize, Skeleton, SkeletonGroup } from '../../src/components/index.js';
import { usePaykitI18n, type Task } from '../../src/index.js';
import { useTasks } from '../../src/hooks/useTasks.js';
import { QueryErrorCallout } from './QueryErrorCallout.js';
import { useSandboxActions, type SandboxAction } from './useSandboxActions.js';

/** Tasks have no webhook: the panel looks for new ones in review this often. */
const POLL_MS = 3_000;

/** The task's name as a person knows it. */
export function taskName(task: Pick<Task, 'name' | 'category' | 'id'>): string {
  return task.name ?? (task.category ? humanize(task.category) : task.id);
}

/** How a task in review is settled: a reviewer's decision, the verification service, or neither from here. */
export function reviewKindOf(task: Pick<Task, 'allowedSubmissionChannels' | 'verificationSessions'>): 'submission' | 'verification' | 'none' {
  if (task.allowedSubmissionChannels.includes('direct_submission')) return 'submission';
  if (task.verificationSessions.some((session) => session.status === 'in_review')) return 'verification';
  return 'none';
}

interface ControlsProps {
  task: Task;
  pending: SandboxAction | null;
  onRun: (action: SandboxAction) => void;
}

function TaskControls({ task, pending, onRun }: ControlsProps) {
  const name = taskName(task);
  const kind = reviewKindOf(task);
  const isPending = (outcome: string) => pending?.taskId === task.id && pending.outcome === outcome;
  // The task's name is part of each button's name (after the visible words), so "Accept" is never ambiguous in a list.
  const control = (action: SandboxAction, label: string, variant: 'primary' | 'secondary' | 'danger') => (
    <Button
      key={action.outcome}
      size="sm"
      variant={variant}
      aria-label={`${label}: ${name}`}
      isPending={isPending(action.outcome)}
      pendingLabel={`${label}…`}
      onClick={() => onRun(action)}
    >
      {label}
    </Button>
  );
  if (kind === 'submission') {
    return (
      <div className="demo-actions">
        {control({ kind: 'review', taskId: task.id, taskName: name, outcome: 'accepted' }, 'Accept', 'primary')}
        {control({ kind: 'review', taskId: task.id, taskName: name, outcome: 'changes_requested' }, 'Request changes', 'secondary')}
        {control({ kind: 'review', taskId: task.id, taskName: name, outcome: 'rejected' }, 'Reject', 'danger')}
      </div>
    );
  }
  if (kind === 'verification') {
    return (
      <div className="demo-actions">
        {control({ kind: 'verification', taskId: task.id, taskName: name, outcome: 'completed' }, 'Verify now', 'primary')}
        {control({ kind: 'verification', taskId: task.id, taskName: name, outcome: 'rejected' }, 'Fail verification', 'danger')}
      </div>
    );
  }
  return <p className="demo-muted">The platform settles this one on its own.</p>;
}

/**
 * Demo only: the payments provider's side of the review, which no merchant page has. Lists the
 * customer's tasks in review with the decisions the sandbox can force (accept, request changes,
 * reject; settle a verification), through the demo server's `/demo/sandbox` routes.
 */
export function SandboxPanel() {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { status, data: tasks, error, refetch } = useTasks({ status: 'in_review' }, { refetchInterval: POLL_MS });
  const actions = useSandboxActions();
  const { t } = usePaykitI18n();

  const run = (action: SandboxAction) => {
    void actions.run(action).then((done) => {
      // The task leaves the list with its buttons: keep keyboard focus in the panel.
      if (done) headingRef.current?.focus();
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="demo-sandbox" data-demo-only="">
      <CardHeader>
        <div className="demo-sandbox-head">
          <CardTitle level={2} id={titleId} ref={headingRef} tabIndex={-1}>
            Sandbox reviewer
          </CardTitle>
          <Badge tone="warning">Demo only</Badge>
        </div>
        <p className="demo-muted">
          Stands in for the payments provider&apos;s reviewers, so you can see what each decision does. A real merchant page has no
          such controls; they work with sandbox keys only.
        </p>
      </CardHeader>
      <CardContent>
        <p role="status" className="demo-sandbox-notice">
          {actions.notice}
        </p>
        {actions.error && (
          <Callout tone="danger" title="The sandbox action failed.">
            <p>{actions.error.message}</p>
            {actions.error.correlationId && <p>{t('error.reference', { correlationId: actions.error.correlationId })}</p>}
          </Callout>
        )}
        {status === 'pending' && (
          <SkeletonGroup label="Loading the tasks in review">
            <Skeleton className="demo-skeleton-line" />
          </SkeletonGroup>
        )}
        {status === 'error' && <QueryErrorCallout what="the tasks in review" error={error} onRetry={() => void refetch()} />}
        {status === 'success' && tasks.length === 0 && <p>Nothing is waiting for review. Send a task from the onboarding above first.</p>}
        {status === 'success' && tasks.length > 0 && (
          <ul className="demo-capabilities" aria-label="Tasks in review">
            {tasks.map((task) => (
              <li key={task.id} className="demo-capability" data-task-id={task.id}>
                <span className="demo-capability-name">{taskName(task)}</span>
                <TaskControls task={task} pending={actions.pending} onRun={run} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
