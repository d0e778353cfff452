import type { PaykitError } from '../../core/client/index.js';
import { useMessages } from '../messages/index.js';
import { taskFormEn } from '../messages/areas/taskForm.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/Skeleton.js';
import { ErrorCallout } from '../text/index.js';
import { part } from '../part.js';

/** The shape of a task form while it loads, announced once as "Loading the task". */
export function TaskFormSkeleton() {
  const { t } = useMessages(taskFormEn);
  return (
    <SkeletonGroup label={t('taskForm.loading')} {...part('task-form-skeleton')}>
      <Skeleton variant="text" data-size="title" />
      <Skeleton variant="text" />
      <Skeleton variant="block" />
      <Skeleton variant="block" />
    </SkeletonGroup>
  );
}

/** Props for {@link TaskFormLoadError}. */
export interface TaskFormLoadErrorProps {
  /** Why the task or the customer could not be read. */
  error: PaykitError | null;
  /** Reads the task and the customer again. */
  onRetry: () => void;
  /**
   * The retry is running.
   * @default false
   */
  isRetrying?: boolean;
}

/**
 * The task could not be read: "We couldn't load this task.", why in words, the reference to quote
 * to support, and a retry (the kit's `ErrorCallout`).
 */
export function TaskFormLoadError({ error, onRetry, isRetrying = false }: TaskFormLoadErrorProps) {
  const { t } = useMessages(taskFormEn);
  return <ErrorCallout title={t('taskForm.loadError')} error={error} onRetry={onRetry} isRetrying={isRetrying} />;
}
