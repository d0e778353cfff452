export { MoneyErrorNotice, type MoneyErrorNoticeProps } from './MoneyErrorNotice.js';
export {
  formatCountdown,
  moneyActionMessageId,
  moneyErrorCodeMessageId,
  moneyErrorCopy,
  moneyStepMessageId,
  retryWaitText,
  type MoneyErrorCopy,
} from './moneyErrorText.js';
export { useRetryCountdown, type RetryCountdown } from './useRetryCountdown.js';
