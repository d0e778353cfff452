export { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary.js';
export type { ErrorSummaryItem } from './errorSummaryText.js';
