export { CopyableValue, type CopyableValueProps, type CopyStatus } from './CopyableValue.js';
