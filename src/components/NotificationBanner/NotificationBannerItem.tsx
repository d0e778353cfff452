import type { MouseEvent } from 'react';
import type { NotificationItem, NotificationKind, NotificationSubject } from '../../core/notifications/index.js';
import { accountName } from '../Accounts/index.js';
import { capabilityName } from '../CapabilityStatus/index.js';
import { useMessages, type ComponentTranslate, type UseMessagesResult } from '../messages/index.js';
import { accountsEn, type AccountsMessageId } from '../messages/areas/accounts.en.js';
import { capabilitiesEn, type CapabilitiesMessageId } from '../messages/areas/capabilities.en.js';
import { notificationsEn, type NotificationsMessageId } from '../messages/areas/notifications.en.js';
import { Badge } from '../primitives/Badge/index.js';
import { part } from '../part.js';
import type { Tone } from '../tone.js';

type Translate = ComponentTranslate<NotificationsMessageId | CapabilitiesMessageId | AccountsMessageId>;

/** Props for {@link NotificationBannerItem}. */
export interface NotificationBannerItemProps {
  item: NotificationItem;
  /** Where the item is done; the item is a link when there is one. */
  href?: string;
  /** Called when the person picks the item; without `href` the item is then a button. */
  onSelect?: (item: NotificationItem, event: MouseEvent<HTMLElement>) => void;
}

const BADGE_TONES: Readonly<Partial<Record<NotificationKind, Tone>>> = {
  changes_requested: 'danger',
  review: 'info',
  setup: 'info',
};

type TaskTitleKind = 'task' | 'verification' | 'terms';
type DetailKind = 'contact_support' | 'attention' | 'review' | 'setup';
const isTitleKind = (kind: NotificationKind): kind is TaskTitleKind => kind === 'task' || kind === 'verification' || kind === 'terms';
const isDetailKind = (kind: NotificationKind): kind is DetailKind => !isTitleKind(kind) && kind !== 'changes_requested';

/** A capability, account or transfer as the person knows it: "ACH bank transfers", "USD bank account", "Payment of $100.00". */
function subjectName(t: Translate, i18n: UseMessagesResult['i18n'], subject: NotificationSubject): string {
  if (subject.type === 'capability') return capabilityName(t, subject.capability);
  if (subject.type === 'account') return accountName(t, subject.account);
  const money = subject.transfer?.in;
  return money?.amount
    ? t('notifications.subject.transfer', { amount: i18n.formatMoney(money.amount, money.currency) })
    : t('notifications.subject.transferUnread');
}

/**
 * One item of the {@link NotificationBanner}: what it is (a badge: to do, in review…), its title
 * (the task's name, or the capability, account or payment it is about) as a link or button to
 * where it is done, and what it is for.
 */
export function NotificationBannerItem({ item, href, onSelect }: NotificationBannerItemProps) {
  const { t, i18n } = useMessages(notificationsEn, capabilitiesEn, accountsEn);
  const names = item.about.map((subject) => subjectName(t, i18n, subject));
  const { kind, task } = item;
  const title = task ? task.name?.trim() || t(`notifications.task.${isTitleKind(kind) ? kind : 'task'}`) : (names[0] ?? '');
  const detail = task
    ? names.length > 0 && t('notifications.about', { subjects: i18n.formatList(names) })
    : isDetailKind(kind) && t(`notifications.detail.${kind}`);
  const select = onSelect && ((event: MouseEvent<HTMLElement>) => onSelect(item, event));
  const action = href ? (
    <a href={href} onClick={select} {...part('notification-banner-action')}>
      {title}
    </a>
  ) : select ? (
    <button type="button" onClick={select} {...part('notification-banner-action')}>
      {title}
    </button>
  ) : (
    title
  );
  return (
    <li data-urgency={item.urgency} {...part('notification-banner-item')}>
      <Badge tone={BADGE_TONES[kind] ?? 'warning'} {...part('notification-banner-badge')}>
        {t(`notifications.badge.${kind}`)}
      </Badge>
      <span {...part('notification-banner-title')}>{action}</span>
      {detail && <span {...part('notification-banner-detail')}>{detail}</span>}
    </li>
  );
}
