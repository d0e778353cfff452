export { createPaykitQueryClient } from './createPaykitQueryClient.js';
export type { PaykitMutationOptions } from './useIdempotentMutation.js';
export { queryKeysForResource, type PaykitResourceRef } from './queryKeysForResource.js';
export {
  PaykitContext,
  PaykitPortalContainerContext,
  type PaykitContextValue,
  type PaykitEmit,
  type PaykitTheme,
} from './PaykitContext.js';
export { paykitQueryKeys, type PaykitQueryKeyFilters } from './paykitQueryKeys.js';
export { PaykitProvider, type PaykitEventsOptions, type PaykitProviderProps } from './PaykitProvider.js';
export { usePaykitClient } from './usePaykitClient.js';
export { usePaykitStorage } from './usePaykitStorage.js';
export { useOnboarding, type UseOnboardingOptions, type UseOnboardingResult } from './useOnboarding.js';
export { useMessages, type UseMessagesResult } from './useMessages.js';
export { usePaykitPortalContainer } from './usePaykitPortalContainer.js';
export { DEFAULT_EVENT_STREAM_URL, useEventStream, type UseEventStreamOptions, type UseEventStreamResult } from './useEventStream.js';
export { type EventSourceClass, type EventSourceLike, type EventStreamState, type EventStreamStatus } from './eventStreamConnection.js';
export { useEventStreamStatus } from './useEventStreamStatus.js';
export { useCustomer, type UseCustomerOptions, type UseCustomerResult } from './useCustomer.js';
export { useDocuments, type UseDocumentsOptions } from './useDocuments.js';
export { useDeleteDocument, type UseDeleteDocumentOptions, type UseDeleteDocumentResult } from './useDeleteDocument.js';
export { listAllCapabilities, useCapabilities, type UseCapabilitiesOptions, type UseCapabilitiesResult } from './useCapabilities.js';
export {
  useSupportedCapabilities,
  type UseSupportedCapabilitiesOptions,
  type UseSupportedCapabilitiesResult,
} from './useSupportedCapabilities.js';
export { useCapability, type UseCapabilityOptions, type UseCapabilityResult } from './useCapability.js';
export { useApplicationHistory, type UseApplicationHistoryOptions, type UseApplicationHistoryResult } from './useApplicationHistory.js';
export {
  useRequestCapability,
  type RequestCapabilityVariables,
  type UseRequestCapabilityOptions,
  type UseRequestCapabilityResult,
} from './useRequestCapability.js';
export { useCancelCapability, type UseCancelCapabilityOptions, type UseCancelCapabilityResult } from './useCancelCapability.js';
export { useTasksPreview, type UseTasksPreviewOptions, type UseTasksPreviewResult } from './useTasksPreview.js';
export { useTasks, type UseTasksFilters, type UseTasksOptions, type UseTasksResult } from './useTasks.js';
export { useTask, type UseTaskOptions, type UseTaskResult } from './useTask.js';
export {
  useNotifications,
  type NotificationsStatus,
  type UseNotificationsOptions,
  type UseNotificationsResult,
} from './useNotifications.js';
export { useRelatedParties, type UseRelatedPartiesOptions, type UseRelatedPartiesResult } from './useRelatedParties.js';
export { useCreateRelatedParty, type UseCreateRelatedPartyOptions, type UseCreateRelatedPartyResult } from './useCreateRelatedParty.js';
export {
  useUpdateRelatedParty,
  type UpdateRelatedPartyVariables,
  type UseUpdateRelatedPartyOptions,
  type UseUpdateRelatedPartyResult,
} from './useUpdateRelatedParty.js';
export { useUpdateCustomer, type UseUpdateCustomerOptions, type UseUpdateCustomerResult } from './useUpdateCustomer.js';
export { useArchiveRelatedParty, type UseArchiveRelatedPartyOptions, type UseArchiveRelatedPartyResult } from './useArchiveRelatedParty.js';
export {
  acceptedDocumentFormats,
  checkDocumentFile,
  detectDocumentFormat,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  documentInputAccept,
  type DocumentFileProblem,
  type DocumentFormat,
} from './documentFileCheck.js';
export {
  useDocumentUpload,
  type DocumentUploadStatus,
  type UseDocumentUploadOptions,
  type UseDocumentUploadResult,
} from './useDocumentUpload.js';
export {
  useVerificationSession,
  type UseVerificationSessionResult,
  type VerificationSessionOpenStatus,
  type VerificationSessionProblem,
} from './useVerificationSession.js';
// The money hooks: accounts, recipients and destinations, quotes and transfers.
export {
  groupAccounts,
  matchesAccountFilters,
  type AccountFilters,
  type AccountGroups,
  executeQuoteOnce,
  isAccountProvisioning,
  MONEY_POLL_INTERVAL_MS,
  pollUntilTransferSettles,
  pollWhileProvisioning,
  secondsUntil,
  createTransferIntents,
  TRANSFER_INTENT_STORAGE_KEY_PREFIX,
  transferIntentStorageKey,
  type TransferIntents,
  type TransferIntent,
  useAccounts,
  type UseAccountsOptions,
  type UseAccountsResult,
  useCreateAccount,
  type UseCreateAccountOptions,
  type UseCreateAccountResult,
  useArchiveAccount,
  type UseArchiveAccountOptions,
  type UseArchiveAccountResult,
  useRecipients,
  type UseRecipientsFilters,
  type UseRecipientsOptions,
  type UseRecipientsResult,
  useCreateRecipient,
  type UseCreateRecipientOptions,
  type UseCreateRecipientResult,
  useUpdateRecipient,
  type UpdateRecipientVariables,
  type UseUpdateRecipientOptions,
  type UseUpdateRecipientResult,
  useArchiveRecipient,
  type UseArchiveRecipientOptions,
  type UseArchiveRecipientResult,
  useDestinations,
  type UseDestinationsOptions,
  type UseDestinationsResult,
  useCreateDestination,
  type CreateDestinationVariables,
  type UseCreateDestinationOptions,
  type UseCreateDestinationResult,
  useArchiveDestination,
  type ArchiveDestinationVariables,
  type UseArchiveDestinationOptions,
  type UseArchiveDestinationResult,
  useQuote,
  type QuoteStatus,
  type UseQuoteOptions,
  type UseQuoteResult,
  useCreateTransfer,
  type CreateTransferStatus,
  type UseCreateTransferOptions,
  type UseCreateTransferResult,
  useTransfer,
  type UseTransferOptions,
  type UseTransferResult,
  useTransferInstructions,
  type UseTransferInstructionsOptions,
  type UseTransferInstructionsResult,
  useCancelTransfer,
  type UseCancelTransferOptions,
  type UseCancelTransferResult,
  useTransferTasks,
  type UseTransferTasksOptions,
  type UseTransferTasksResult,
  useTransfers,
  type TransferPages,
  type UseTransfersFilters,
  type UseTransfersOptions,
  type UseTransfersResult,
  useRules,
  type UseRulesOptions,
  type UseRulesResult,
  useCreateRule,
  type UseCreateRuleOptions,
  type UseCreateRuleResult,
  useUpdateRule,
  type UpdateRuleVariables,
  type UseUpdateRuleOptions,
  type UseUpdateRuleResult,
  useDeleteRule,
  type UseDeleteRuleOptions,
  type UseDeleteRuleResult,
  useSweepTargets,
  type UseSweepTargetsResult,
  useTransferHistory,
  type UseTransferHistoryOptions,
  type UseTransferHistoryResult,
  useCheckout,
  type ConfirmDetails,
  type UseCheckoutOptions,
  type UseCheckoutResult,
} from './money/index.js';
