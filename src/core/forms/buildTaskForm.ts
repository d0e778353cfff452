import type { Customer, Task } from '../schemas/index.js';
import { buildField } from './buildField.js';
import type { FormEntry, TaskFormModel, TaskFormValues } from './formModel.js';
import { groupEntries, sectionEntries } from './groupEntries.js';

/** Options of {@link buildTaskForm}. */
export interface BuildTaskFormOptions {
  /**
   * Put the asks with review feedback (and their sections) first.
   * @default task.remediationRound > 0
   */
  leadWithFeedback?: boolean;
  /**
   * The clock, in epoch milliseconds: its day on the person's device is "today" for the birth
   * date checks.
   * @default Date.now
   */
  now?: () => number;
}

function defaultValuesOf(entries: readonly FormEntry[]): TaskFormValues {
  const answers: Record<string, unknown> = {};
  const choices: Record<string, string> = {};
  for (const entry of entries) {
    const fields = entry.type === 'field' ? [entry.field] : entry.group.members;
    for (const field of fields) if (field.defaultValue !== undefined) answers[field.id] = field.defaultValue;
    if (entry.type === 'choice') {
      const given = entry.group.members.filter((field) => field.defaultValue !== undefined);
      if (given.length === 1 && given[0]) choices[entry.group.id] = given[0].id;
    }
  }
  return { answers, absent: {}, choices };
}

/**
 * Builds the form for a task: one field per requirement that needs an answer (`action_required`),
 * with requirements already satisfied or in review kept as read-only fields (canceled ones are
 * left out). Requirements sharing an `alternativeKey` become one choice group; entries are grouped
 * by `section` in order of first appearance, and in a remediation round the asks with review
 * feedback lead. Defaults come from the customer at each `profilePointer`. Never throws on an
 * answer type, status or constraint the kit does not know.
 *
 * @example
 * const model = buildTaskForm(task, customer);
 * const result = toSubmission(model, model.defaultValues);
 * if (result.ok) await client.createSubmission(task.id, result.body);
 */
export function buildTaskForm(task: Task, customer: Customer | null | undefined, options: BuildTaskFormOptions = {}): TaskFormModel {
  const remediationRound = task.remediationRound ?? 0;
  const fields = task.requirements
    .filter((requirement) => requirement.status !== 'canceled')
    .map((requirement) => buildField(requirement, customer, options.now));
  const sections = sectionEntries(groupEntries(fields), options.leadWithFeedback ?? remediationRound > 0);
  const entries = sections.flatMap((section) => section.entries);
  return {
    taskId: task.id,
    taskRevision: task.revision,
    remediationRound,
    sections,
    entries,
    fieldsById: new Map(fields.map((field) => [field.id, field])),
    defaultValues: defaultValuesOf(entries),
  };
}
