export { HostedSessionCard, type HostedSessionCardProps, type HostedSessionKind } from './HostedSessionCard.js';
export { HostedSessionList, type HostedSessionListProps } from './HostedSessionList.js';
