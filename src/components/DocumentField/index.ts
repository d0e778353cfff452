export { DocumentControl } from './DocumentControl.js';
export { DocumentConstraintsText, type DocumentConstraintsTextProps } from './DocumentConstraintsText.js';
export { DocumentPicker, type DocumentPickerProps } from './DocumentPicker.js';
export { DocumentPreview, type DocumentPreviewProps } from './DocumentPreview.js';
export { DocumentUploadFeedback, type DocumentUploadFeedbackProps } from './DocumentUploadFeedback.js';
export { documentCapture, maxDocumentsOf, uploadPurpose, type DocumentCapture } from './documentRules.js';
