/** The transfer components: one transfer live until it ends, and the list of transfers. */
export { BankTransferDetails, type BankTransferDetailsProps } from './BankTransferDetails.js';
export { CancelTransfer, type CancelTransferProps } from './CancelTransfer.js';
export { CardCheckout, type CardCheckoutProps } from './CardCheckout.js';
export { DepositAddressDetails, type DepositAddressDetailsProps } from './DepositAddressDetails.js';
export { DepositAddressQr, type DepositAddressQrProps } from './DepositAddressQr.js';
export { FundingInstructions, type FundingInstructionsProps } from './FundingInstructions.js';
export { TransferDetails, type TransferDetailsProps } from './TransferDetails.js';
export { TransferList, type TransferListProps } from './TransferList.js';
export { TransferListItem, type TransferListItemProps } from './TransferListItem.js';
export { TransferOutcome, type TransferOutcomeProps } from './TransferOutcome.js';
export { TransferStateBadge, type TransferStateBadgeProps } from './TransferStateBadge.js';
export { TransferSummary, type TransferSummaryProps } from './TransferSummary.js';
export { TransferTasks, type TransferTaskForm, type TransferTasksProps } from './TransferTasks.js';
export { TransferTimeline, type TransferTimelineProps } from './TransferTimeline.js';
export { transferStateTone } from './transferStateTone.js';
