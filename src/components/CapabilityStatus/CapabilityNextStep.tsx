import type { ReactNode } from 'react';
import type { Capability } from '../../core/schemas/index.js';
import { useTasks } from '../../hooks/index.js';
import { Button } from '../primitives/Button/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { part } from '../part.js';

/** Props for {@link CapabilityNextStep}. */
export interface CapabilityNextStepProps {
  capability: Capability;
  /**
   * Called with the capability's `openTaskIds` when the person asks to see them; without it the
   * count is shown with no button.
   * @default undefined
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
  /**
   * What to show when the resolution is `contact_support`: the merchant's own support channel.
   * @default the `capabilities.resolution.contactSupport` message
   */
  supportSlot?: ReactNode;
}

/** The open tasks of the capability, as the shared task list has them (`undefined` while it loads). */
function useOpenTasksOf(capability: Capability) {
  const { data: tasks } = useTasks();
  if (!tasks) return undefined;
  const open = new Set(capability.openTaskIds);
  return tasks.filter((task) => open.has(task.id));
}

function CompleteTasks({ capability, onOpenTasks }: Pick<CapabilityNextStepProps, 'capability' | 'onOpenTasks'>) {
  const { t } = useMessages(capabilitiesEn);
  const tasks = useOpenTasksOf(capability);
  const count = tasks ? tasks.filter((task) => task.status === 'action_required').length : capability.openTaskIds.length;
  return (
    <>
      <p {...part('capability-next-step-text')}>{t('capabilities.resolution.completeTasks', { count })}</p>
      {onOpenTasks && count > 0 && (
        <Button variant="primary" size="sm" onClick={() => onOpenTasks(capability.openTaskIds)}>
          {t('capabilities.resolution.openTasks')}
        </Button>
      )}
    </>
  );
}

function Wait({ capability }: Pick<CapabilityNextStepProps, 'capability'>) {
  const { t, i18n } = useMessages(capabilitiesEn);
  const tasks = useOpenTasksOf(capability);
  const names = (tasks ?? []).filter((task) => task.status === 'in_review' && task.name).map((task) => task.name as string);
  return (
    <p {...part('capability-next-step-text')}>
      {names.length > 0 ? t('capabilities.resolution.waitFor', { tasks: i18n.formatList(names) }) : t('capabilities.resolution.wait')}
    </p>
  );
}

/**
 * What the person can do next, from the status reason's `resolution`: `complete_tasks` counts the
 * tasks to do and leads to them, `wait` names what is being reviewed, `contact_support` shows the
 * support slot, `none` says nothing more can be done. An unknown resolution renders nothing here
 * (the reason's message, shown by the panel, is all the kit can say).
 */
export function CapabilityNextStep({ capability, onOpenTasks, supportSlot }: CapabilityNextStepProps) {
  const { t } = useMessages(capabilitiesEn);
  const resolution = capability.statusReason?.resolution;
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
