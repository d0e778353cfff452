import type { Requirement } from '../../../../../core/schemas/index.js';
import { Issues, pointerTo } from '../../../validation/Issues.js';
import type { TaskRecord } from '../store.js';
import { isActionable } from '../tasks/taskStatus.js';
import { checkAnswerContent, type AnswerEnv } from './checkAnswerContent.js';
import type { AnswerInput } from './readSubmissionBody.js';

/** The answers that passed the checks, each with the requirement it answers. */
export type CheckedAnswer = AnswerInput & { requirement: Requirement };

function answerTypesFor(requirement: Requirement): string[] {
  return requirement.request.allowsAbsence ? [requirement.request.type, 'absence'] : [requirement.request.type];
}

function reportMissing(issues: Issues, task: TaskRecord, answeredIds: ReadonlySet<string>, answeredGroups: ReadonlySet<string>): void {
  const groups = new Map<string, string[]>();
  for (const requirement of task.requirements.filter(isActionable)) {
    if (requirement.alternativeKey)
      groups.set(requirement.alternativeKey, [...(groups.get(requirement.alternativeKey) ?? []), requirement.id]);
    else if (!answeredIds.has(requirement.id))
      issues.add('/answers', 'requirement_missing', `must answer requirement ${requirement.id} (${requirement.key})`);
  }
  for (const [group, ids] of groups) {
    if (!answeredGroups.has(group))
      issues.add(
        '/answers',
        'requirement_missing',
        `must answer exactly one of requirements ${ids.join(', ')} (alternative group ${group})`,
      );
  }
}

/**
 * Checks the answers against the task's current round, all problems at once (422
 * validation_error): each answers a requirement of the task that needs an answer, at most once,
 * and at most one per alternative group (a second is reported at its own pointer); its type
 * matches the request (or is `absence` where allowed) and its content passes the request's rules;
 * and every requirement that needs an answer has one (reported at `/answers`, naming it).
 */
export function checkAnswers(env: AnswerEnv, task: TaskRecord, answers: readonly AnswerInput[]): CheckedAnswer[] {
  const issues = new Issues();
  const requirements = new Map(task.requirements.map((requirement) => [requirement.id, requirement]));
  const answeredIds = new Set<string>();
  const answeredGroups = new Map<string, string>();
  const checked: CheckedAnswer[] = [];
  for (const answer of answers) {
    const requirement = requirements.get(answer.requirementId);
    const idPointer = pointerTo(answer.pointer, 'requirementId');
    if (!requirement) {
      issues.add(idPointer, 'unknown_requirement', `is not a requirement of task ${task.id}`);
      continue;
    }
    if (!isActionable(requirement)) {
      issues.add(
        idPointer,
        'requirement_not_actionable',
        `is ${requirement.status}; only requirements with status action_required take answers`,
      );
      continue;
    }
    if (answeredIds.has(requirement.id)) {
      issues.add(answer.pointer, 'duplicate_answer', `answers requirement ${requirement.id} a second time`);
      continue;
    }
    answeredIds.add(requirement.id);
    const group = requirement.alternativeKey;
    if (group) {
      const first = answeredGroups.get(group);
      if (first !== undefined) {
        issues.add(
          answer.pointer,
          'alternative_already_answered',
          `answers alternative group ${group} a second time (requirement ${first} already does); answer exactly one`,
        );
        continue;
      }
      answeredGroups.set(group, requirement.id);
    }
    const allowedTypes = answerTypesFor(requirement);
    if (!allowedTypes.includes(answer.answerType)) {
      issues.add(
        pointerTo(answer.pointer, 'answerType'),
        'answer_type_mismatch',
        `must be ${allowedTypes.join(' or ')} for requirement ${requirement.id}`,
      );
      continue;
    }
    checkAnswerContent(issues, env, answer, requirement);
    checked.push({ ...answer, requirement });
  }
  reportMissing(issues, task, answeredIds, new Set(answeredGroups.keys()));
  issues.throwIfAny(422);
  return checked;
}
