export { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary.js';
export { serverErrorText, type ErrorSummaryItem } from './errorSummaryText.js';
