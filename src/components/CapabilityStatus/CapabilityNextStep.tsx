import type { ReactNode } from 'react';
import type { Capability } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { part } from '../part.js';
import { useCapabilityTasks } from './useCapabilityTasks.js';

/** Props for {@link CapabilityNextStep}. */
export interface CapabilityNextStepProps {
  capability: Capability;
  /**
   * Called with the tasks waiting on the person for this capability when they ask to see them (one
   * id per task of the task list, the copy to open: a task shared with another capability counts
   * once, and a copy answered through another's is not one); without it the count is shown with
   * no button, and there is no button when nothing waits on the person.
   * @default undefined
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
  /**
   * What to show when the resolution is `contact_support`: the merchant's own support channel.
   * @default the `capabilities.resolution.contactSupport` message
   */
  supportSlot?: ReactNode;
}

function CompleteTasks({ capability, onOpenTasks }: Pick<CapabilityNextStepProps, 'capability' | 'onOpenTasks'>) {
  const { t } = useMessages(capabilitiesEn);
  const tasks = useCapabilityTasks(capability);
  const toDo = tasks ? tasks.toDo.map((entry) => entry.task.id) : capability.openTaskIds;
  return (
    <>
      <p {...part('capability-next-step-text')}>{t('capabilities.resolution.completeTasks', { count: toDo.length })}</p>
      {onOpenTasks && toDo.length > 0 && (
        <Button variant="primary" size="sm" onClick={() => onOpenTasks(toDo)}>
          {t('capabilities.resolution.openTasks')}
        </Button>
      )}
    </>
  );
}

function Wait({ capability }: Pick<CapabilityNextStepProps, 'capability'>) {
  const { t, i18n } = useMessages(capabilitiesEn);
  const tasks = useCapabilityTasks(capability);
  const names = (tasks?.inReview ?? []).filter((entry) => entry.task.name).map((entry) => entry.task.name as string);
  return (
    <p {...part('capability-next-step-text')}>
      {names.length > 0 ? t('capabilities.resolution.waitFor', { tasks: i18n.formatList(names) }) : t('capabilities.resolution.wait')}
    </p>
  );
}

/**
 * What the person can do next, from the status reason's `resolution` as the task list has it
 * (`capabilityTasks`: a capability whose open tasks all wait on a review, its copies answered
 * through another capability's, waits rather than asks): `complete_tasks` counts the tasks to do
 * as the task list does and leads to them, `wait` names what is being reviewed, `contact_support` shows the
 * support slot, `none` says nothing more can be done. An unknown resolution renders nothing here
 * (the reason's message, shown by the panel, is all the kit can say).
 */
export function CapabilityNextStep({ capability, onOpenTasks, supportSlot }: CapabilityNextStepProps) {
  const { t } = useMessages(capabilitiesEn);
  const tasks = useCapabilityTasks(capability);
  const resolution = tasks ? tasks.resolution : capability.statusReason?.resolution;
  let content: ReactNode;
  switch (resolution) {
    case 'complete_tasks':
      content = <CompleteTasks capability={capability} onOpenTasks={onOpenTasks} />;
      break;
    case 'wait':
      content = <Wait capability={capability} />;
      break;
    case 'contact_support':
      content = supportSlot ?? <p {...part('capability-next-step-text')}>{t('capabilities.resolution.contactSupport')}</p>;
      break;
    case 'none':
      content = (
        <p {...part('capability-next-step-text')}>
          {t(capability.status === 'ready' ? 'capabilities.resolution.noneReady' : 'capabilities.resolution.none')}
        </p>
      );
      break;
    default:
      return null;
  }
  return (
    <div role="group" aria-label={t('capabilities.nextStep')} {...part('capability-next-step')} data-state={resolution}>
      {content}
    </div>
  );
}
