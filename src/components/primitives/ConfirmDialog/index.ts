export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { ConfirmedNotice, type ConfirmedNoticeProps } from './ConfirmedNotice.js';
