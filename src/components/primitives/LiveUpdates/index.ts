export { LiveUpdatesStatus, type LiveUpdatesStatusProps } from './LiveUpdatesStatus.js';
