/**
 * What needs the customer's attention, headless: open tasks across capabilities, accounts and
 * transfers (each once), and the resources in review or being set up.
 */
export {
  buildNotifications,
  type NotificationItem,
  type NotificationKind,
  type NotificationSources,
  type NotificationSubject,
  type NotificationUrgency,
  type Notifications,
} from './buildNotifications.js';
