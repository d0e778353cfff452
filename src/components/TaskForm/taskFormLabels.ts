import type { ComponentTranslate } from '../messages/index.js';
import type { TaskFormMessageId } from '../messages/areas/taskForm.en.js';
import { openEnumLabel } from '../text/index.js';
import type { Tone } from '../tone.js';

type Translate = ComponentTranslate<TaskFormMessageId>;

/**
 * The heading of a section: the `taskForm.section.<id>` message when the kit knows the section,
 * else the id in words; `taskForm.section.other` for requirements sent without a section.
 */
export function sectionTitle(t: Translate, sectionId: string | null): string {
  if (sectionId === null || sectionId.trim() === '') return t('taskForm.section.other');
  return openEnumLabel(t, 'taskForm.section.', sectionId);
}

const REQUIREMENT_TONES: Readonly<Record<string, Tone>> = {
  satisfied: 'success',
  in_review: 'info',
  rejected: 'danger',
  action_required: 'warning',
};

/** The badge of a requirement status; an unknown status reads as its name in words, neutral. */
export function requirementStatusBadge(t: Translate, status: string): { label: string; tone: Tone } {
  return {
    label: openEnumLabel(t, 'taskForm.requirement.', status),
    tone: Object.hasOwn(REQUIREMENT_TONES, status) ? (REQUIREMENT_TONES[status] as Tone) : 'neutral',
  };
}
