import type { Requirement } from '../../../../../core/schemas/index.js';
import type { CustomerRecord } from '../../customers/store.js';
import type { OnboardingContext } from '../context.js';
import { tasksOf, type TaskRecord } from '../store.js';
import type { SessionBlueprint, TaskBlueprint } from '../templates/index.js';
import { openSessionLink } from './sessionLinks.js';
import { applyPriorAnswer, closeAnsweredAlternatives, priorAnswerOf } from './priorAnswers.js';
import { recordTaskHistory } from './taskHistory.js';
import { derivedTaskStatus } from './taskStatus.js';

/** Where a new task sits: whose it is, what it is attached to, and what started it. */
export interface TaskPlacement {
  customer: CustomerRecord;
  scope: { type: 'customer' | 'capability' | 'transfer' | 'application'; id: string };
  applicationId: string | null;
  originGroupId: string;
  dueAt?: string | null;
  /**
   * Start every requirement open even when the customer's data already answers it (sandbox
   * tasks, which a developer creates precisely to be answered).
   * @default false
   */
  skipPrefill?: boolean;
}

function requirementsOf(blueprint: TaskBlueprint): Requirement[] {
  return blueprint.requirements.map((ask, index) => ({
    id: `req_${index + 1}`,
    key: ask.key,
    status: 'action_required',
    request: structuredClone(ask.request),
    section: ask.section,
    reviewFeedback: null,
    evidence: null,
    alternativeKey: ask.alternativeKey ?? null,
  }));
}

/**
 * Creates a task from `blueprint`: requirements (those the customer already answered start
 * satisfied and read-only), hosted sessions with fresh links, the first history event.
 */
export function createTask(ctx: OnboardingContext, blueprint: TaskBlueprint, placement: TaskPlacement): TaskRecord {
  const id = ctx.platform.ids.next('tsk_');
  const sessionLinks: NonNullable<TaskRecord['_sessionLinks']> = {};
  const openSessions = (sessions: SessionBlueprint[], prefix: string) =>
    sessions.map((session) => {
      const sessionId = ctx.platform.ids.next(prefix);
      sessionLinks[sessionId] = openSessionLink(ctx);
      return { id: sessionId, key: session.key, type: session.type, status: 'action_required' };
    });
  const task: TaskRecord = {
    id,
    name: blueprint.name,
    customerId: placement.customer.id,
    blocksApplication: true,
    scope: placement.scope,
    subject: { type: 'customer', id: placement.customer.id },
    category: blueprint.category,
    status: 'action_required',
    revision: 1,
    remediationRound: 0,
    reason: blueprint.reason,
    dueAt: placement.dueAt ?? null,
    deadline: placement.dueAt ? { at: placement.dueAt, outcome: 'none', noticeCount: 0 } : null,
    notices: [],
    requirements: requirementsOf(blueprint),
    verificationSessions: openSessions(blueprint.verificationSessions, 'vfy_'),
    tosSessions: openSessions(blueprint.tosSessions, 'tos_'),
    completionPolicy: { ...blueprint.completionPolicy },
    allowedSubmissionChannels: [...blueprint.allowedSubmissionChannels],
    applicationId: placement.applicationId,
    originGroupId: placement.originGroupId,
    createdAt: ctx.nowIso,
    updatedAt: ctx.nowIso,
    _templateKey: blueprint.templateKey,
    _sessionLinks: sessionLinks,
  };
  if (!placement.skipPrefill) {
    for (const requirement of task.requirements) {
      const prior = priorAnswerOf(ctx.partition, placement.customer, requirement, id);
      if (prior) applyPriorAnswer(requirement, prior);
    }
    closeAnsweredAlternatives(task.requirements);
  }
  task.status = derivedTaskStatus(task);
  tasksOf(ctx.partition).insert(id, task);
  recordTaskHistory(ctx, task);
  return task;
}
