import type { Capability } from '../../core/schemas/index.js';
import { Badge } from '../primitives/Badge/index.js';
import { Button } from '../primitives/Button/index.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { useMessages, type ComponentTranslate } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { onboardingEn, type OnboardingMessageId } from '../messages/areas/onboarding.en.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { humanize, reasonText } from '../text/index.js';
import type { Tone } from '../tone.js';
import { isToDo, type TaskEntry } from '../../core/onboarding/index.js';
import { part } from '../part.js';

/** Props for {@link TaskListItem}. */
export interface TaskListItemProps {
  entry: TaskEntry;
  capabilities: readonly Capability[];
  onStart: (taskId: string) => void;
  /**
   * Receives what focus comes back to once the task is closed: its Start (or Make changes)
   * button, else the item itself.
   * @default undefined
   */
  focusRef?: (element: HTMLElement | null) => void;
}

const tones: Readonly<Record<TaskEntry['state'], Tone>> = {
  todo: 'warning',
  changes_requested: 'danger',
  in_review: 'info',
  done: 'success',
  rejected: 'danger',
  other: 'neutral',
};

/** A task's name for a person: its name, else its category in words. */
export function taskName(t: ComponentTranslate<OnboardingMessageId>, task: TaskEntry['task']): string {
  return task.name || (task.category ? humanize(task.category) : t('onboarding.tasks.unnamed'));
}

/**
 * One task of the onboarding list: its name, where it stands, and while it waits on the person
 * the payment methods it is needed for (including those of duplicate tasks it answers for) and
 * Start, or Make changes when a reviewer sent it back.
 */
export function TaskListItem({ entry, capabilities, onStart, focusRef }: TaskListItemProps) {
  const { t, i18n } = useMessages(onboardingEn, capabilitiesEn, reasonsEn);
  const name = taskName(t, entry.task);
  const methods = entry.capabilityIds
    .map((id) => capabilities.find((capability) => capability.id === id))
    .filter((capability): capability is Capability => capability !== undefined)
    .map((capability) => capabilityName(t, capability));
  const stateLabel = entry.state === 'other' ? humanize(entry.task.status) : t(`onboarding.tasks.state.${entry.state}`);
  const isWaiting = isToDo(entry.state);
  const isRevising = entry.state === 'changes_requested';
  return (
    // Focusable from script only, so focus has somewhere to return when the task has no button left.
    <li ref={isWaiting ? undefined : focusRef} tabIndex={isWaiting ? undefined : -1} {...part('onboarding-task')} data-state={entry.state}>
      <div {...part('onboarding-task-header')}>
        <span {...part('onboarding-task-name')}>{name}</span>
        <Badge tone={tones[entry.state]}>{stateLabel}</Badge>
      </div>
      {isWaiting && methods.length > 0 && (
        <p {...part('onboarding-task-methods')}>{t('onboarding.tasks.neededFor', { methods: i18n.formatList(methods) })}</p>
      )}
      {entry.state === 'rejected' && entry.task.reason && <p {...part('onboarding-task-reason')}>{reasonText(t, entry.task.reason)}</p>}
      {isWaiting && (
        <Button
          ref={focusRef}
          size="sm"
          aria-label={t(isRevising ? 'onboarding.tasks.reviseTask' : 'onboarding.tasks.startTask', { task: name })}
          onClick={() => onStart(entry.task.id)}
        >
          {t(isRevising ? 'onboarding.tasks.revise' : 'onboarding.tasks.start')}
        </Button>
      )}
    </li>
  );
}
