export { HostedSessionCard, type HostedSessionCardProps, type HostedSessionKind } from './HostedSessionCard.js';
export { HostedSessionList, type HostedSessionListProps } from './HostedSessionList.js';
export { HostedSessionQr, type HostedSessionQrProps } from './HostedSessionQr.js';
