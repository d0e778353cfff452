export { errorReference, paykitErrorText } from './errorText.js';
export { formatFileSize } from './formatFileSize.js';
export { humanize } from './humanize.js';
export { ErrorCallout, type ErrorCalloutProps } from './ErrorCallout.js';
export { knownMessage, openEnumLabel } from './openEnumLabel.js';
export { knownReasonText, reasonText, reviewFeedbackText, type ReasonLike } from './reasonText.js';
export { fieldErrorCodeText, serverFieldErrorText } from './serverFieldErrorText.js';
