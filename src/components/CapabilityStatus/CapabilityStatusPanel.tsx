import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { Capability } from '../../core/schemas/index.js';
import { useCapability } from '../../hooks/index.js';
import { Callout } from '../primitives/Callout/index.js';
import { useMessages } from '../messages/index.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { Skeleton, SkeletonGroup } from '../primitives/Skeleton/index.js';
import { reasonsEn } from '../messages/areas/reasons.en.js';
import { humanize, ErrorCallout, knownReasonText } from '../text/index.js';
import { ApplicationList } from './ApplicationList.js';
import { CancelCapability } from './CancelCapability.js';
import { CapabilityPipeline } from './CapabilityPipeline.js';
import { CapabilityNextStep } from './CapabilityNextStep.js';
import { CapabilityStatusBadge } from './CapabilityStatusBadge.js';
import { capabilityName } from './capabilityText.js';
import { useCapabilityTasks } from './useCapabilityTasks.js';
import { part } from '../part.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { Heading, HeadingLevelProvider, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { useLoadErrorCallback, type LoadErrorProps } from '../shared/useLoadErrorCallback.js';

/** The options of {@link CapabilityStatusPanel} and {@link CapabilityStatusView}, beside the section's own props. */
export interface CapabilityStatusPanelOptions extends LoadErrorProps {
  /**
   * Called with the tasks waiting on the person for this capability when they ask to see them
   * (`complete_tasks`), as the task list has them (see `CapabilityNextStep`); without it the next
   * step shows no button.
   * @default undefined
   */
  onOpenTasks?: (taskIds: readonly string[]) => void;
  /**
   * Shown when the next step is `contact_support`: the merchant's support channel (a link, a chat
   * button, a phone number).
   * @default a sentence asking the person to contact support
   */
  supportSlot?: ReactNode;
  /**
   * The level of the capability's name heading; the applications heading is one below.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Show the pipeline (requested, tasks, in review, ready, with dates from the application
   * history), the applications (institutions and their status) and the cancel action; a compact
   * panel shows only the name, status, reason and next step.
   * @default true
   */
  showDetails?: boolean;
}

/** Props for {@link CapabilityStatusPanel}: a capability object, or its id to read it. */
export type CapabilityStatusPanelProps = CapabilityStatusPanelOptions &
  Omit<ComponentPropsWithRef<'section'>, 'children'> &
  (
    | {
        /** The capability to show, e.g. an item of `useCapabilities().data`. */
        capability: Capability;
        capabilityId?: never;
      }
    | {
        /** The id of one of the customer's capabilities (`ach_pooled`), read with `useCapability`. */
        capabilityId: string;
        capability?: never;
      }
  );

/** Props for {@link CapabilityStatusView}: the panel's options and the capability to show. */
export type CapabilityStatusViewProps = CapabilityStatusPanelOptions &
  Omit<ComponentPropsWithRef<'section'>, 'children'> & { capability: Capability };

/** The panel for a capability already at hand (what {@link CapabilityStatusPanel} renders once it has one). */
export const CapabilityStatusView = forwardRefAsProp(function CapabilityStatusView({
  capability,
  onOpenTasks,
  supportSlot,
  headingLevel,
  showDetails = true,
  onLoadError: _onLoadError,
  ...props
}: CapabilityStatusViewProps) {
  const { t } = useMessages(capabilitiesEn, reasonsEn);
  const headingId = useId();
  const level = useHeadingLevel(headingLevel);
  const name = capabilityName(t, capability);
  // The status the person meets: open copies answered through another capability's wait on its review.
  const tasks = useCapabilityTasks(capability);
  const status = tasks?.status ?? capability.status;
  const waitsOnReview = tasks !== undefined && tasks.resolution !== capability.statusReason?.resolution;
  // An unknown code needs no sentence here: CapabilityNextStep says what happens next, by `resolution`.
  const reasonLine = waitsOnReview
    ? t('reasons.code.under_review')
    : capability.statusReason
      ? knownReasonText(t, capability.statusReason)
      : undefined;
  return (
    <section data-state={capability.status} aria-labelledby={headingId} {...props} {...part('capability-status', props)}>
      <div {...part('capability-status-header')}>
        <Heading level={level} id={headingId} {...part('capability-status-name')}>
          {name}
        </Heading>
        <CapabilityStatusBadge status={status} />
      </div>
      {reasonLine && <p {...part('capability-status-reason')}>{reasonLine}</p>}
      <CapabilityNextStep capability={capability} onOpenTasks={onOpenTasks} supportSlot={supportSlot} />
      {showDetails && (
        <HeadingLevelProvider level={level + 1}>
          <CapabilityPipeline capability={capability} />
          <ApplicationList applications={tasks?.applications ?? capability.applications} />
          <CancelCapability capability={capability} />
        </HeadingLevelProvider>
      )}
    </section>
  );
});

/** The caller's `<section>` attributes, for the root of the loading, error and not-requested states. */
function rootPropsOf({
  onOpenTasks: _onOpenTasks,
  supportSlot: _supportSlot,
  headingLevel: _headingLevel,
  showDetails: _showDetails,
  onLoadError: _onLoadError,
  ...rootProps
}: CapabilityStatusPanelOptions & Omit<ComponentPropsWithRef<'section'>, 'children'>): ComponentPropsWithRef<'section'> {
  return rootProps;
}

const CapabilityById = forwardRefAsProp(function CapabilityById({
  capabilityId,
  ...rest
}: CapabilityStatusPanelOptions & Omit<ComponentPropsWithRef<'section'>, 'children'> & { capabilityId: string }) {
  const { t } = useMessages(capabilitiesEn);
  const query = useCapability(capabilityId);
  useLoadErrorCallback(query.error, rest.onLoadError);
  if (query.status === 'success' && query.data) return <CapabilityStatusView capability={query.data} {...rest} />;
  const rootProps = rootPropsOf(rest);
  const state = query.status === 'success' ? 'not-requested' : query.status === 'pending' ? 'loading' : 'error';
  return (
    <section
      data-state={state}
      aria-busy={query.status === 'pending' || undefined}
      {...rootProps}
      {...part('capability-status', rootProps)}
    >
      {query.status === 'pending' && (
        <SkeletonGroup>
          <Skeleton />
          <Skeleton variant="block" />
        </SkeletonGroup>
      )}
      {query.status === 'error' && (
        <ErrorCallout
          title={t('capabilities.panel.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.status === 'success' && (
        <Callout tone="neutral">
          <p>{t('capabilities.panel.notRequested', { name: humanize(capabilityId) })}</p>
        </Callout>
      )}
    </section>
  );
});

/**
 * One capability's status for a person: its name, a status badge, the status reason's message,
 * both as the task list has them (a capability whose open tasks are copies answered through
 * another capability's, now in review, reads Pending: its answers are being reviewed), the next
 * step from the `resolution` (tasks to do, what is being reviewed, the merchant's
 * support slot, or that nothing more can be done), its applications with their institutions, and
 * cancel when the status allows it. Give the `capability` you already hold, or its
 * `capabilityId` to read it (with loading, error and "not requested" states).
 *
 * @example
 * <CapabilityStatusPanel capabilityId="ach_pooled" onOpenTasks={openTasks} supportSlot={<a href="/help">Contact us</a>} />
 */
export const CapabilityStatusPanel = forwardRefAsProp(function CapabilityStatusPanel(props: CapabilityStatusPanelProps) {
  if (props.capability) {
    const { capabilityId: _, ...rest } = props;
    return <CapabilityStatusView {...rest} capability={props.capability} />;
  }
  const { capability: _, ...rest } = props;
  return <CapabilityById {...rest} capabilityId={props.capabilityId} />;
});
