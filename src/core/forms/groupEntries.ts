import type { ChoiceGroup, FormEntry, FormField, FormSection } from './formModel.js';

/**
 * Turns fields (in task order) into entries: editable fields sharing an `alternativeKey` become
 * one choice group, placed where its first member stood; read-only fields stay on their own.
 *
 * @example
 * groupEntries([utilityBill, bankStatement]); // [{ type: 'choice', group: { id: 'proof_of_address', … } }]
 */
export function groupEntries(fields: readonly FormField[]): FormEntry[] {
  const entries: FormEntry[] = [];
  const groups = new Map<string, ChoiceGroup & { members: FormField[] }>();
  for (const field of fields) {
    const key = field.isReadOnly ? null : field.alternativeKey;
    if (key === null) {
      entries.push({ type: 'field', field });
      continue;
    }
    const group = groups.get(key);
    if (group) group.members.push(field);
    else {
      const created = { id: key, section: field.section, members: [field] };
      groups.set(key, created);
      entries.push({ type: 'choice', group: created });
    }
  }
  return entries;
}

/** The section an entry sits in: its field's, or its group's first member's. */
export function sectionOf(entry: FormEntry): string | null {
  return entry.type === 'field' ? entry.field.section : entry.group.section;
}

/** Whether the reviewer left feedback on the entry (on any member of a group). */
export function hasFeedback(entry: FormEntry): boolean {
  const fields = entry.type === 'field' ? [entry.field] : entry.group.members;
  return fields.some((field) => field.reviewFeedback !== null);
}

function feedbackFirst<T>(items: readonly T[], isFlagged: (item: T) => boolean): T[] {
  return [...items.filter(isFlagged), ...items.filter((item) => !isFlagged(item))];
}

/**
 * Groups entries by section in order of first appearance. With `leadWithFeedback`, the sections
 * holding entries with review feedback come first, and those entries lead their section; the
 * order is otherwise kept.
 *
 * @example
 * sectionEntries(entries, task.remediationRound > 0);
 */
export function sectionEntries(entries: readonly FormEntry[], leadWithFeedback: boolean): FormSection[] {
  const bySection = new Map<string | null, FormEntry[]>();
  for (const entry of entries) {
    const id = sectionOf(entry);
    const list = bySection.get(id);
    if (list) list.push(entry);
    else bySection.set(id, [entry]);
  }
  const sections = [...bySection].map(([id, list]) => ({ id, entries: leadWithFeedback ? feedbackFirst(list, hasFeedback) : list }));
  return leadWithFeedback ? feedbackFirst(sections, (section) => section.entries.some(hasFeedback)) : sections;
}
