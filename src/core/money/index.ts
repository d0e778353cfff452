export {
  AMOUNT_PATTERN,
  MAX_AMOUNT_DIGITS,
  countAmountDigits,
  fractionDigitCount,
  isAmountString,
} from './amountGrammar.js';
export {
  STABLECOIN_SCALE,
  currencyScale,
  isCurrencyCode,
  isStablecoin,
  stablecoins,
  type Stablecoin,
} from './currencyScale.js';
export {
  validateAmount,
  validateAmountString,
  type AmountProblem,
  type AmountProblemCode,
} from './validateAmount.js';
export { formatAmount, type FormatAmountOptions } from './formatAmount.js';
export { compareAmounts } from './compareAmounts.js';
