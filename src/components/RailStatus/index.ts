export { RailStatus, type RailStatusProps } from './RailStatus.js';
