export { NotificationBanner, type NotificationBannerProps, type NotificationCounts } from './NotificationBanner.js';
export { NotificationBannerItem, type NotificationBannerItemProps } from './NotificationBannerItem.js';
