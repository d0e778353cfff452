import type { ReactNode } from 'react';
import type { Capability, Task } from '../../core/schemas/index.js';
import { Button } from '../primitives/Button/index.js';
import { Callout } from '../primitives/Callout/index.js';
import { CapabilityList } from '../CapabilityStatus/index.js';
import type { HeadingLevel } from '../primitives/Heading/index.js';
import { LiveUpdatesStatus } from '../primitives/LiveUpdates/index.js';
import { useIsEventStreamLive } from '../../hooks/useIsEventStreamLive.js';
import { useMessages } from '../messages/index.js';
import { onboardingEn } from '../messages/areas/onboarding.en.js';
import { areAllReady, buildTaskList, isFollowed } from '../../core/onboarding/index.js';
import { PeopleSection } from './PeopleSection.js';
import { taskName } from './TaskListItem.js';
import { part } from '../part.js';

/** How often the status is read again while a followed capability is pending and the event stream is not live. */
const STATUS_POLL_INTERVAL_MS = 5_000;

/** Props for {@link StatusStep}. */
export interface StatusStepProps {
  capabilities: readonly Capability[];
  tasks: readonly Task[];
  /** The capabilities the flow follows; every one of the customer's when empty. */
  followedIds: readonly string[];
  supportSlot?: ReactNode;
  /** The level of each capability's name heading. @default the level the enclosing part or `HeadingLevelProvider` sets, else 2 */
  headingLevel?: HeadingLevel;
  onOpenTasks: () => void;
  onAddMore: () => void;
}

/**
 * "Status": the followed capabilities with their live status (the provider's event stream
 * refreshes them; only while it is not live are they read again every few seconds while one is
 * pending), the tasks in
 * review, a success message once every followed capability is ready, and for a business whose
 * tasks asked about its people, those people to keep up to date (`PeopleSection`).
 */
export function StatusStep({ capabilities, tasks, followedIds, supportSlot, headingLevel, onOpenTasks, onAddMore }: StatusStepProps) {
  const { t, i18n } = useMessages(onboardingEn);
  const isShown = (capability: Capability) => isFollowed(followedIds, capability);
  const isStreamLive = useIsEventStreamLive();
  const isWaiting = !isStreamLive && capabilities.some((capability) => isShown(capability) && capability.status === 'pending');
  const isReady = areAllReady(capabilities, followedIds);
  const inReview = buildTaskList(tasks, capabilities)
    .entries.filter((entry) => entry.state === 'in_review')
    .map((entry) => taskName(t, entry.task));
  return (
    <div {...part('onboarding-status')}>
      <p>{t('onboarding.status.intro')}</p>
      <LiveUpdatesStatus />
      {isReady && <Callout tone="success">{t('onboarding.status.ready', { count: followedIds.length })}</Callout>}
      {inReview.length > 0 && (
        <p {...part('onboarding-in-review')}>{t('onboarding.status.inReview', { tasks: i18n.formatList(inReview) })}</p>
      )}
      <CapabilityList
        filter={isShown}
        supportSlot={supportSlot}
        headingLevel={headingLevel}
        onOpenTasks={onOpenTasks}
        queryOptions={{ refetchInterval: isWaiting ? STATUS_POLL_INTERVAL_MS : false }}
      />
      <PeopleSection tasks={tasks} />
      <div {...part('onboarding-actions')}>
        <Button variant="secondary" onClick={onAddMore}>
          {t('onboarding.status.addMore')}
        </Button>
      </div>
    </div>
  );
}
