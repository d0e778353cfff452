export { CustomerProfile, type CustomerProfileProps } from './CustomerProfile.js';
