import { DueQueue } from '../../../DueQueue.js';
import { defineGroupIndex } from '../../../GroupIndex.js';
import type { Partition } from '../../../Partition.js';
import type { PlatformCore } from '../../../PlatformCore.js';
import { contextAtNow, type OnboardingContext } from '../context.js';
import { isOpenTask, tasksOf, type SessionLink, type TaskRecord } from '../store.js';
import { propagateTaskChanges } from '../tasks/propagateTaskChanges.js';
import { commitTaskChange } from '../tasks/taskHistory.js';
import { derivedTaskStatus } from '../tasks/taskStatus.js';

/** How long a completed verification stays in review before the automated check settles it. */
export const VERIFICATION_REVIEW_MS = 5_000;

/** The kind of a hosted session: identity verification or terms of service. */
export type SessionKind = 'verification' | 'terms';

const LISTS = { verification: 'verificationSessions', terms: 'tosSessions' } as const;

/** A hosted session found in its task. */
export interface SessionLocation {
  partition: Partition;
  task: TaskRecord;
  session: TaskRecord['verificationSessions'][number];
  link: SessionLink | undefined;
}

/** The session `sessionId` of `kind` in `task`, if it has it. */
export function sessionIn(partition: Partition, task: TaskRecord, kind: SessionKind, sessionId: string): SessionLocation | undefined {
  const session = task[LISTS[kind]].find((candidate) => candidate.id === sessionId);
  return session ? { partition, task, session, link: task._sessionLinks?.[sessionId] } : undefined;
}

/** Each task under the ids of its hosted sessions, which are made with the task and never move. */
const tasksBySession = defineGroupIndex<TaskRecord>((task) =>
  [...task.verificationSessions, ...task.tosSessions].map((session) => session.id),
);

/**
 * Finds a hosted session by id in every partition: the URL alone identifies it, with no API key.
 * Each partition's tasks are looked up by session id, never scanned.
 */
export function findSessionAnywhere(platform: PlatformCore, kind: SessionKind, sessionId: string): SessionLocation | undefined {
  for (const partition of platform.allPartitions()) {
    for (const task of tasksBySession(tasksOf(partition)).recordsOf(sessionId)) {
      const location = sessionIn(partition, task, kind, sessionId);
      if (location) return location;
    }
  }
  return undefined;
}

/**
 * The session's status as the customer should see it: a session of a task that is no longer
 * open (canceled with its customer, say) is canceled whatever it last said.
 */
export function effectiveSessionStatus(location: SessionLocation): string {
  const waiting = location.session.status === 'action_required' || location.session.status === 'in_review';
  return waiting && !isOpenTask(location.task) ? 'canceled' : location.session.status;
}

function moveSession(ctx: OnboardingContext, location: SessionLocation, status: string): void {
  location.session.status = status;
  location.task.status = derivedTaskStatus(location.task);
  commitTaskChange(ctx, location.task);
  propagateTaskChanges(ctx, [location.task]);
}

/**
 * The customer completed the hosted flow: terms are accepted at once (completed); a verification
 * goes in review, settled by the automated check after {@link VERIFICATION_REVIEW_MS} or earlier
 * by the sandbox verification endpoint.
 */
export function completeSession(ctx: OnboardingContext, kind: SessionKind, location: SessionLocation): void {
  if (kind === 'verification' && location.link) {
    location.link.settlesAtMs = ctx.now + VERIFICATION_REVIEW_MS;
    checksOf(location.partition).push({ task: location.task, sessionId: location.session.id }, location.link.settlesAtMs);
    scheduleSettlement(ctx.platform, location.partition);
  }
  moveSession(ctx, location, kind === 'verification' ? 'in_review' : 'completed');
}

/**
 * Settles the verifications falling due once the review time has passed, as the real check does
 * on its own, so the task and capability changes (and their webhooks) come without waiting for
 * another request. With a manual clock that has not moved, nothing is due yet and the next
 * request settles them instead.
 */
function scheduleSettlement(platform: PlatformCore, partition: Partition): void {
  const timer: unknown = setTimeout(() => settleDueVerifications(contextAtNow(platform, partition)), VERIFICATION_REVIEW_MS + 50);
  (timer as { unref?: () => void }).unref?.();
}

/** The customer declined the hosted flow: the session is rejected, and with it the task. */
export function declineSession(ctx: OnboardingContext, location: SessionLocation): void {
  moveSession(ctx, location, 'rejected');
}

/** Settles an open verification session as the verification service decided. */
export function settleVerification(ctx: OnboardingContext, location: SessionLocation, outcome: 'completed' | 'rejected'): void {
  if (location.link) delete location.link.settlesAtMs;
  moveSession(ctx, location, outcome);
}

/** A verification waiting for its automated check. */
interface PendingCheck {
  task: TaskRecord;
  sessionId: string;
}

/** The partition's verifications in review, by the time their automated check settles them. */
const pendingChecks = new WeakMap<Partition, DueQueue<PendingCheck>>();

function checksOf(partition: Partition): DueQueue<PendingCheck> {
  let checks = pendingChecks.get(partition);
  if (!checks) {
    checks = new DueQueue();
    pendingChecks.set(partition, checks);
  }
  return checks;
}

/**
 * The checks due by `now` whose task is still stored and still waits on them, in the order a scan
 * of the tasks and their sessions would meet them; a check put off to later waits again.
 */
function takeDueChecks(ctx: OnboardingContext): PendingCheck[] {
  const checks = checksOf(ctx.partition);
  const due = new Map<string, PendingCheck & { index: number }>();
  for (const check of checks.takeDue(ctx.now)) {
    const { task, sessionId } = check;
    const settlesAtMs = task._sessionLinks?.[sessionId]?.settlesAtMs;
    if (tasksOf(ctx.partition).get(task.id) !== task || settlesAtMs === undefined) continue;
    if (settlesAtMs > ctx.now) checks.push(check, settlesAtMs);
    else
      due.set(`${task.id} ${sessionId}`, { ...check, index: task.verificationSessions.findIndex((session) => session.id === sessionId) });
  }
  return [...due.values()].sort((a, b) => (a.task._seq ?? 0) - (b.task._seq ?? 0) || a.index - b.index);
}

/** Completes the verifications in review whose automated check is due (visiting only those). */
export function settleDueVerifications(ctx: OnboardingContext): void {
  for (const { task, sessionId } of takeDueChecks(ctx)) {
    const session = task.verificationSessions.find((candidate) => candidate.id === sessionId);
    const link = task._sessionLinks?.[sessionId];
    if (session?.status === 'in_review' && isOpenTask(task) && link?.settlesAtMs !== undefined && link.settlesAtMs <= ctx.now) {
      settleVerification(ctx, { partition: ctx.partition, task, session, link }, 'completed');
    }
  }
}
