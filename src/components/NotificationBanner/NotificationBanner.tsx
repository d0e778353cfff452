import { useEffect, useId, useRef, type ComponentPropsWithRef, type MouseEvent } from 'react';
import type { PaykitError } from '../../core/client/index.js';
import type { NotificationItem } from '../../core/notifications/index.js';
import { useNotifications, type UseNotificationsOptions } from '../../hooks/index.js';
import { useMessages } from '../messages/index.js';
import { accountsEn } from '../messages/areas/accounts.en.js';
import { capabilitiesEn } from '../messages/areas/capabilities.en.js';
import { notificationsEn } from '../messages/areas/notifications.en.js';
import { Heading, useHeadingLevel, type HeadingLevel } from '../primitives/Heading/index.js';
import { ErrorCallout } from '../text/index.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';
import { NotificationBannerItem } from './NotificationBannerItem.js';
import { useLoadErrorCallback } from '../shared/useLoadErrorCallback.js';

/** The counts {@link NotificationBannerProps.onNotificationsChange} reports. */
export interface NotificationCounts {
  /** Every item, informational ones included. */
  total: number;
  /** The items the person must act on. */
  actionRequired: number;
}

/** Props for {@link NotificationBanner}: any `<section>` attribute plus the ones below. */
export interface NotificationBannerProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'onSelect'> {
  /**
   * Where each item is done, e.g. your onboarding page for a capability's task, the transfer's
   * page for a held transfer. An item with an address is a link; without one it is a button when
   * `onSelect` is set, else text.
   * @default undefined (no links)
   */
  hrefFor?: (item: NotificationItem) => string | undefined;
  /**
   * Called when the person picks an item: a button's click, or a link's (call
   * `event.preventDefault()` to route inside your app instead of loading the address).
   * @default undefined
   */
  onSelect?: (item: NotificationItem, event: MouseEvent<HTMLElement>) => void;
  /**
   * Called with the counts once they are first known and each time they change, after the render
   * that shows them, e.g. for a badge in your navigation. Not called while the reads are pending.
   * @default undefined
   */
  onNotificationsChange?: (counts: NotificationCounts) => void;
  /**
   * Called once per failure when the reads behind the banner fail; the banner then shows the error
   * with a Retry button.
   * @default undefined
   */
  onLoadError?: (error: PaykitError) => void;
  /**
   * The level of the banner's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Options of the reads (`useNotifications`), e.g. `{ accounts: false }` in an app without accounts.
   * @default {}
   */
  options?: UseNotificationsOptions;
}

/**
 * What needs the signed-in customer's attention, for a page header: "2 things need your
 * attention", then each open task (once, however many capabilities wait on it), each account or
 * held transfer waiting on the person, and what is in review or being set up, each a link or
 * button to where it is done. It renders nothing while it reads and when nothing is left, and
 * shares its reads with the other parts (`useNotifications`), so it adds no request of its own.
 *
 * @example
 * <NotificationBanner
 *   hrefFor={(item) => (item.about[0]?.type === 'transfer' ? `/transfers/${item.about[0].id}` : '/onboarding')}
 *   onNotificationsChange={({ actionRequired }) => setBadge(actionRequired)}
 * />
 */
export const NotificationBanner = forwardRefAsProp(function NotificationBanner({
  hrefFor,
  onSelect,
  onNotificationsChange,
  onLoadError,
  headingLevel,
  options,
  ...props
}: NotificationBannerProps) {
  const { t } = useMessages(notificationsEn, capabilitiesEn, accountsEn);
  const notifications = useNotifications(options);
  const level = useHeadingLevel(headingLevel);
  const headingId = useId();
  const { status, error, total, actionRequired } = notifications;
  const callbacks = useRef({ onNotificationsChange });
  useEffect(() => {
    callbacks.current = { onNotificationsChange };
  });
  useLoadErrorCallback(error, onLoadError);
  const isRead = status === 'success';
  useEffect(() => {
    if (isRead) callbacks.current.onNotificationsChange?.({ total, actionRequired });
  }, [isRead, total, actionRequired]);

  if (error) {
    return (
      <section {...props} {...part('notification-banner', props)} data-state="error" aria-label={t('notifications.error')}>
        <ErrorCallout title={t('notifications.error')} error={error} onRetry={notifications.refetch} />
      </section>
    );
  }
  if (total === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-tone={actionRequired > 0 ? 'warning' : 'info'}
      {...props}
      {...part('notification-banner', props)}
    >
      <Heading level={level} id={headingId} {...part('notification-banner-heading')}>
        {actionRequired > 0
          ? t('notifications.heading', { count: actionRequired })
          : t('notifications.headingInformational', { count: total })}
      </Heading>
      <ul {...part('notification-banner-items')}>
        {notifications.items.map((item) => (
          <NotificationBannerItem key={item.id} item={item} href={hrefFor?.(item)} onSelect={onSelect} />
        ))}
      </ul>
    </section>
  );
});
