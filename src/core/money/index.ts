export { AMOUNT_PATTERN, MAX_AMOUNT_DIGITS, countAmountDigits, fractionDigitCount, isAmountString } from './amountGrammar.js';
export {
  STABLECOIN_SCALE,
  UNLISTED_CURRENCY_SCALE,
  currencyScale,
  isCurrencyCode,
  isStablecoin,
  stablecoins,
  type Stablecoin,
} from './currencyScale.js';
export { isoCurrencyCodes, isoMinorUnits } from './iso4217.js';
export { validateAmount, validateAmountString, type AmountProblem, type AmountProblemCode } from './validateAmount.js';
export { formatAmount, type FormatAmountOptions } from './formatAmount.js';
export { amountExample, amountFieldValue, formatAmountText, parseAmountText } from './amountText.js';
export { compareAmounts } from './compareAmounts.js';
export {
  transferOutcomeStep,
  transferTimeline,
  type TransferOutcomeStep,
  type TransferTimelineDates,
  type TransferTimelineStep,
  type TransferTimelineStepKind,
  type TransferTimelineStepStatus,
} from './transferTimeline.js';
