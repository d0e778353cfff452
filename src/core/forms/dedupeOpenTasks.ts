import type { Requirement, Task } from '../schemas/index.js';

/** Where one ask appears: a task and the requirement in it. */
export interface AskOccurrence {
  taskId: string;
  requirementId: string;
  /** The requirement's alternative group in that task; `null` when it stands alone. */
  alternativeKey: string | null;
}

/** One ask, by requirement `key`, with every open task and requirement it answers. */
export interface DedupedAsk {
  key: string;
  /** The first occurrence's requirement: what to show. */
  requirement: Requirement;
  occurrences: readonly AskOccurrence[];
}

/**
 * The asks of the open tasks (`action_required`), each once: actionable requirements grouped by
 * their stable `key`, in order of first appearance, so a person answers "proof of address" once
 * even when three capabilities ask for it. Each ask lists the task and requirement ids its answer
 * covers.
 *
 * @example
 * dedupeOpenTasks([achTask, sepaTask]).map((ask) => [ask.key, ask.occurrences.length]);
 * // [['profile.individual.firstName', 2], …]
 */
export function dedupeOpenTasks(tasks: readonly Task[]): DedupedAsk[] {
  const byKey = new Map<string, { key: string; requirement: Requirement; occurrences: AskOccurrence[] }>();
  for (const task of tasks) {
    if (task.status !== 'action_required') continue;
    for (const requirement of task.requirements) {
      if (requirement.status !== 'action_required') continue;
      const occurrence = { taskId: task.id, requirementId: requirement.id, alternativeKey: requirement.alternativeKey || null };
      const ask = byKey.get(requirement.key);
      if (ask) ask.occurrences.push(occurrence);
      else byKey.set(requirement.key, { key: requirement.key, requirement, occurrences: [occurrence] });
    }
  }
  return [...byKey.values()];
}
