import { useId, useRef, type ReactNode } from 'react';
import { Badge, Callout, Card, CardContent, CardHeader, CardTitle, humanize, Skeleton, SkeletonGroup } from 'paykit/components';
import { type Task, useMessages, useTasks } from 'paykit';
import { QueryErrorCallout } from './QueryErrorCallout.js';
import { SandboxButton } from './SandboxButton.js';
import { SandboxCapabilities, SandboxWallets } from './SandboxMoneyControls.js';
import { SandboxTransfers } from './SandboxTransfers.js';
import { useSandboxActions, type SandboxAction } from './useSandboxActions.js';

/** The task's name as a person knows it. */
export function taskName(task: Pick<Task, 'name' | 'category' | 'id'>): string {
  return task.name ?? (task.category ? humanize(task.category) : task.id);
}

/** How a task in review is settled: a reviewer's decision, the verification service, or neither from here. */
export function reviewKindOf(
  task: Pick<Task, 'allowedSubmissionChannels' | 'verificationSessions'>,
): 'submission' | 'verification' | 'none' {
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
  const common = { subject: name, pending, onRun };
  if (kind === 'submission') {
    return (
      <div className="demo-actions">
        <SandboxButton
          action={{ kind: 'review', taskId: task.id, taskName: name, outcome: 'accepted' }}
          label="Accept"
          variant="primary"
          {...common}
        />
        <SandboxButton
          action={{ kind: 'review', taskId: task.id, taskName: name, outcome: 'changes_requested' }}
          label="Request changes"
          {...common}
        />
        <SandboxButton
          action={{ kind: 'review', taskId: task.id, taskName: name, outcome: 'rejected' }}
          label="Reject"
          variant="danger"
          {...common}
        />
      </div>
    );
  }
  if (kind === 'verification') {
    return (
      <div className="demo-actions">
        <SandboxButton
          action={{ kind: 'verification', taskId: task.id, taskName: name, outcome: 'completed' }}
          label="Verify now"
          variant="primary"
          {...common}
        />
        <SandboxButton
          action={{ kind: 'verification', taskId: task.id, taskName: name, outcome: 'rejected' }}
          label="Fail verification"
          variant="danger"
          {...common}
        />
      </div>
    );
  }
  return <p className="demo-muted">The platform settles this one on its own.</p>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="demo-sandbox-section">
      <h3 id={id} className="demo-sandbox-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Demo only: the payments provider's side, which no merchant page has. Lists the customer's tasks
 * in review with the decisions the sandbox can force (accept, request changes, reject; settle a
 * verification) through the demo server's `/demo/sandbox` routes, and the payment controls a
 * tester needs through the proxy's sandbox routes: make a payment method ready, add funds to a
 * wallet, and move each transfer in progress (funds received, complete, fail, ask for information).
 */
export function SandboxPanel() {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { status, data: tasks, error, refetch } = useTasks({ status: 'in_review' });
  const actions = useSandboxActions();
  const { t } = useMessages();

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
          Stands in for the payments provider&apos;s reviewers, banks and networks, so you can see what each event does. A real merchant
          page has no such controls; they work with sandbox keys only.
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
        <Section title="Tasks in review">
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
        </Section>
        <Section title="Make a payment method ready">
          <SandboxCapabilities pending={actions.pending} onRun={run} />
        </Section>
        <Section title="Add funds to a wallet">
          <SandboxWallets pending={actions.pending} onRun={run} />
        </Section>
        <Section title="Move a transfer along">
          <SandboxTransfers pending={actions.pending} onRun={run} />
        </Section>
      </CardContent>
    </Card>
  );
}
