import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Capability } from '../../core/schemas/index.js';
import { useCapabilities, type UseCapabilitiesOptions } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { ErrorCallout } from '../text/index.js';
import { CapabilityStatusView } from './CapabilityStatusPanel.js';
import { HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** Props for {@link CapabilityList}: any `<div>` attribute plus the ones below. */
export interface CapabilityListProps extends Omit<ComponentPropsWithRef<'div'>, 'children'>, LoadErrorProps {
  /**
   * Called with a capability's `openTaskIds` when the person asks to see its tasks.
   * @default undefined (no button)
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
  /**
   * Shown in a capability whose next step is `contact_support`.
   * @default a sentence asking the person to contact support
   */
  supportSlot?: ReactNode;
  /**
   * Which capabilities to show, e.g. only the ones the person just requested.
   * @default every capability of the customer
   */
  filter?: (capability: Capability) => boolean;
  /**
   * The level of each capability's name heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Show each capability's applications and the cancel action, as the panel does.
   * @default true
   */
  showDetails?: boolean;
  /**
   * TanStack Query options for the capabilities read, e.g. a `refetchInterval` while waiting.
   * @default {}
   */
  queryOptions?: UseCapabilitiesOptions;
}

/**
 * Every capability of the signed-in customer (or those `filter` keeps), each with its status
 * badge, reason and next step as in {@link CapabilityStatusPanel}; a skeleton while loading, an
 * error with a retry, and a sentence when there are none.
 *
 * @example
 * <CapabilityList onOpenTasks={openTasks} filter={(capability) => capability.status !== 'canceled'} />
 */
export const CapabilityList = forwardRefAsProp(function CapabilityList({
  onOpenTasks,
  supportSlot,
  filter,
  headingLevel,
  showDetails = true,
  queryOptions = {},
  onLoadError,
  ...props
}: CapabilityListProps) {
  const { t } = useMessages(capabilitiesEn);
  const query = useCapabilities(queryOptions);
  useLoadErrorCallback(query.error, onLoadError);
  const level = useHeadingLevel(headingLevel);
  if (query.status === 'pending') {
    return (
      <div {...props} {...part('capability-list', props)}>
        <SkeletonGroup label={t('capabilities.list.loading')}>
          <Skeleton variant="block" />
          <Skeleton variant="block" />
        </SkeletonGroup>
      </div>
    );
  }
  if (query.status === 'error') {
    return (
      <div {...props} {...part('capability-list', props)}>
        <ErrorCallout
          title={t('capabilities.list.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  }
  const capabilities = filter ? query.data.filter(filter) : query.data;
  if (capabilities.length === 0) {
    return (
      <div data-state="empty" {...props} {...part('capability-list', props)}>
        <p {...part('capability-list-empty')}>{t('capabilities.list.empty')}</p>
      </div>
    );
  }
  return (
    <div {...props} {...part('capability-list', props)}>
      <HeadingLevelProvider level={level}>
        <ul aria-label={t('capabilities.list.label')} {...part('capability-list-items')}>
          {capabilities.map((capability) => (
            <li key={capability.id} {...part('capability-list-item')}>
              <CapabilityStatusView capability={capability} onOpenTasks={onOpenTasks} supportSlot={supportSlot} showDetails={showDetails} />
            </li>
          ))}
        </ul>
      </HeadingLevelProvider>
    </div>
  );
});
