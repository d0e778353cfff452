/** The money hooks: accounts, recipients and destinations, quotes and transfers. */
export { groupAccounts, matchesAccountFilters, type AccountFilters, type AccountGroups } from './accountGroups.js';
export { isAccountProvisioning, MONEY_POLL_INTERVAL_MS, pollUntilTransferSettles, pollWhileProvisioning } from './livePolling.js';
// React-free, kept in core beside the checkout observer that uses them; listed here as before.
export {
  createTransferIntents,
  executeQuoteOnce,
  secondsUntil,
  TRANSFER_INTENT_STORAGE_KEY_PREFIX,
  transferIntentStorageKey,
  type TransferIntents,
  type TransferIntent,
} from '../../core/checkout/index.js';
export { useAccounts, type UseAccountsOptions, type UseAccountsResult } from './useAccounts.js';
export { useCreateAccount, type UseCreateAccountOptions, type UseCreateAccountResult } from './useCreateAccount.js';
export { useArchiveAccount, type UseArchiveAccountOptions, type UseArchiveAccountResult } from './useArchiveAccount.js';
export { useRecipients, type UseRecipientsFilters, type UseRecipientsOptions, type UseRecipientsResult } from './useRecipients.js';
export { useCreateRecipient, type UseCreateRecipientOptions, type UseCreateRecipientResult } from './useCreateRecipient.js';
export {
  useUpdateRecipient,
  type UpdateRecipientVariables,
  type UseUpdateRecipientOptions,
  type UseUpdateRecipientResult,
} from './useUpdateRecipient.js';
export { useArchiveRecipient, type UseArchiveRecipientOptions, type UseArchiveRecipientResult } from './useArchiveRecipient.js';
export { useDestinations, type UseDestinationsOptions, type UseDestinationsResult } from './useDestinations.js';
export {
  useCreateDestination,
  type CreateDestinationVariables,
  type UseCreateDestinationOptions,
  type UseCreateDestinationResult,
} from './useCreateDestination.js';
export {
  useArchiveDestination,
  type ArchiveDestinationVariables,
  type UseArchiveDestinationOptions,
  type UseArchiveDestinationResult,
} from './useArchiveDestination.js';
export { useQuote, type QuoteStatus, type UseQuoteOptions, type UseQuoteResult } from './useQuote.js';
export {
  useCreateTransfer,
  type CreateTransferStatus,
  type UseCreateTransferOptions,
  type UseCreateTransferResult,
} from './useCreateTransfer.js';
export { useTransfer, type UseTransferOptions, type UseTransferResult } from './useTransfer.js';
export {
  useTransferInstructions,
  type UseTransferInstructionsOptions,
  type UseTransferInstructionsResult,
} from './useTransferInstructions.js';
export { useCancelTransfer, type UseCancelTransferOptions, type UseCancelTransferResult } from './useCancelTransfer.js';
export { useTransferTasks, type UseTransferTasksOptions, type UseTransferTasksResult } from './useTransferTasks.js';
export {
  useTransfers,
  type TransferPages,
  type UseTransfersFilters,
  type UseTransfersOptions,
  type UseTransfersResult,
} from './useTransfers.js';
export { useTransferHistory, type UseTransferHistoryOptions, type UseTransferHistoryResult } from './useTransferHistory.js';
export { useCheckout, type ConfirmDetails, type UseCheckoutOptions, type UseCheckoutResult } from './useCheckout.js';
export { useRules, type UseRulesOptions, type UseRulesResult } from './useRules.js';
export { useCreateRule, type UseCreateRuleOptions, type UseCreateRuleResult } from './useCreateRule.js';
export { useUpdateRule, type UpdateRuleVariables, type UseUpdateRuleOptions, type UseUpdateRuleResult } from './useUpdateRule.js';
export { useDeleteRule, type UseDeleteRuleOptions, type UseDeleteRuleResult } from './useDeleteRule.js';
export { useSweepTargets, type UseSweepTargetsResult } from './useSweepTargets.js';
