export { Badge, type BadgeProps } from './primitives/Badge/index.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button/index.js';
export { Callout, type CalloutProps } from './primitives/Callout/index.js';
export { LiveUpdatesStatus, type LiveUpdatesStatusProps } from './primitives/LiveUpdates/index.js';
export {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardContentProps,
  type CardFooterProps,
  type CardHeaderProps,
  type CardProps,
  type CardTitleProps,
} from './primitives/Card/index.js';
export { CopyableValue, type CopyableValueProps, type CopyStatus } from './primitives/CopyableValue/index.js';
export { Field, useFieldIds, type FieldIds, type FieldNecessity, type FieldProps } from './primitives/Field/index.js';
export { FieldError, type FieldErrorProps } from './primitives/FieldError/index.js';
export {
  Heading,
  HeadingLevelProvider,
  useHeadingLevel,
  type HeadingLevel,
  type HeadingLevelProviderProps,
  type HeadingProps,
} from './primitives/Heading/index.js';
export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps, type SkeletonVariant } from './primitives/Skeleton/index.js';
export { Spinner, type SpinnerProps } from './primitives/Spinner/index.js';
export type { Tone } from './tone.js';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden/index.js';
export { ErrorCallout, humanize, type ErrorCalloutProps } from './text/index.js';
export { componentEn } from './messages/en.js';
export type { ComponentMessageId } from './messages/index.js';
// The English messages by area, for `useMessages(capabilitiesEn)` (from `paykit`) in a part of your own.
export { accountsEn, type AccountsMessageId } from './messages/areas/accounts.en.js';
export { capabilitiesEn, type CapabilitiesMessageId } from './messages/areas/capabilities.en.js';
export { capabilityPipelineEn, type CapabilityPipelineMessageId } from './messages/areas/capabilityPipeline.en.js';
export { checkoutEn, type CheckoutMessageId } from './messages/areas/checkout.en.js';
export { documentsEn, type DocumentsMessageId } from './messages/areas/documents.en.js';
export { documentsManagerEn, type DocumentsManagerMessageId } from './messages/areas/documentsManager.en.js';
export { sweepRulesEn, type SweepRulesMessageId } from './messages/areas/sweepRules.en.js';
export { railStatusEn, type RailStatusMessageId } from './messages/areas/railStatus.en.js';
export { fieldsEn, type FieldsMessageId } from './messages/areas/fields.en.js';
export { liveUpdatesEn, type LiveUpdatesMessageId } from './messages/areas/liveUpdates.en.js';
export { moneyErrorsEn, type MoneyErrorsMessageId } from './messages/areas/moneyErrors.en.js';
export { notificationsEn, type NotificationsMessageId } from './messages/areas/notifications.en.js';
export { onboardingEn, type OnboardingMessageId } from './messages/areas/onboarding.en.js';
export { payeesEn, type PayeesMessageId } from './messages/areas/payees.en.js';
export { reasonsEn, type ReasonsMessageId } from './messages/areas/reasons.en.js';
export { relatedPartiesEn, type RelatedPartiesMessageId } from './messages/areas/relatedParties.en.js';
export { profileEn, type ProfileMessageId } from './messages/areas/profile.en.js';
export { sessionsEn, type SessionsMessageId } from './messages/areas/sessions.en.js';
export { taskFormEn, type TaskFormMessageId } from './messages/areas/taskForm.en.js';
export { transfersEn, type TransfersMessageId } from './messages/areas/transfers.en.js';

// Onboarding
export {
  ChooseStep,
  Onboarding,
  OnboardingStepList,
  PreviewStep,
  RequestStep,
  StatusStep,
  TasksStep,
  type CapabilityChoice,
  type ChooseStepProps,
  type OnboardingProps,
  type OnboardingStep,
  type OnboardingStepListProps,
  type PreviewStepProps,
  type RequestStepProps,
  type StatusStepProps,
  type TasksStepProps,
} from './Onboarding/index.js';
export {
  ApplicationList,
  CancelCapability,
  CapabilityList,
  CapabilityNextStep,
  CapabilityPipeline,
  CapabilityStatusBadge,
  CapabilityStatusPanel,
  CapabilityStatusView,
  capabilityName,
  type NamedCapability,
  type ApplicationListProps,
  type CancelCapabilityProps,
  type CapabilityListProps,
  type CapabilityNextStepProps,
  type CapabilityPipelineProps,
  type CapabilityStatusBadgeProps,
  type CapabilityStatusPanelOptions,
  type CapabilityStatusPanelProps,
  type CapabilityStatusViewProps,
} from './CapabilityStatus/index.js';
export {
  NotificationBanner,
  NotificationBannerItem,
  type NotificationBannerItemProps,
  type NotificationBannerProps,
  type NotificationCounts,
} from './NotificationBanner/index.js';
export {
  ChoiceGroupField,
  DraftRestoredNotice,
  RevisionConflictNotice,
  TaskForm,
  TaskFormField,
  TaskFormHeader,
  TaskFormLoadError,
  TaskFormRequiredHint,
  TaskFormSection,
  TaskFormSkeleton,
  TaskFormSubmitBar,
  TaskFormErrorSummary,
  TaskFormSubmitted,
  TaskStatusNotice,
  type ChoiceGroupFieldProps,
  type DraftRestoredNoticeProps,
  type RevisionConflictNoticeProps,
  type TaskFormFieldProps,
  type TaskFormHeaderProps,
  type TaskFormLoadErrorProps,
  type TaskFormProps,
  type TaskFormRequiredHintProps,
  type TaskFormSectionProps,
  type TaskFormSubmitBarProps,
  type TaskFormErrorSummaryProps,
  type TaskFormSubmittedProps,
  type TaskStatusNoticeProps,
} from './TaskForm/index.js';
export {
  AbsenceControl,
  AddressControl,
  AttestationControl,
  BooleanControl,
  CountryControl,
  CountryListControl,
  CurrencyListControl,
  DateControl,
  EmailControl,
  MoneyControl,
  MultiSelectControl,
  NameControl,
  PhoneControl,
  ProfileControl,
  ReadOnlyValue,
  SingleSelectControl,
  TaxIdentifiersControl,
  TextControl,
  UnknownControl,
  type ControlBinding,
  type ControlLabelling,
  type DateControlProps,
  type NameControlProps,
  type ReadOnlyValueProps,
  type TaskFieldControl,
  type TaskFieldControlProps,
} from './TaskFields/index.js';
export {
  DocumentControl,
  DocumentPicker,
  DocumentPreview,
  type DocumentPickerProps,
  type DocumentPreviewProps,
} from './DocumentField/index.js';
export { ResourceReferenceControl } from './ResourceReference/index.js';
export {
  HostedSessionCard,
  HostedSessionList,
  HostedSessionQr,
  type HostedSessionCardProps,
  type HostedSessionKind,
  type HostedSessionListProps,
  type HostedSessionQrProps,
} from './HostedSession/index.js';
export {
  RelatedPartiesManager,
  RelatedPartyDialog,
  RelatedPartyForm,
  type RelatedPartiesManagerProps,
  type RelatedPartyDialogProps,
  type RelatedPartyFormProps,
} from './RelatedParties/index.js';
export {
  DocumentItem,
  DocumentsManager,
  documentName,
  type DocumentItemProps,
  type DocumentsManagerProps,
} from './DocumentsManager/index.js';
export { SweepRules, type SweepRulesProps } from './SweepRules/index.js';
export { RailStatus, type RailStatusProps } from './RailStatus/index.js';
export { CustomerProfile, type CustomerProfileProps } from './CustomerProfile/index.js';
export { MoneyErrorNotice, type MoneyErrorNoticeProps } from './shared/MoneyError/index.js';
export { FormErrorSummary, type ErrorSummaryItem, type FormErrorSummaryProps } from './shared/FormErrorSummary/index.js';
export type { LoadErrorProps } from './shared/useLoadErrorCallback.js';
export {
  AccountBalances,
  AccountDetails,
  AccountList,
  AccountStatusBadge,
  DepositCoordinates,
  accountName,
  type AccountBalancesProps,
  type AccountDetailsOptions,
  type AccountDetailsProps,
  type AccountListProps,
  type AccountStatusBadgeProps,
  type DepositCoordinatesProps,
} from './Accounts/index.js';
export {
  DestinationForm,
  RecipientForm,
  RecipientsManager,
  recipientName,
  type DestinationFormProps,
  type RecipientFormProps,
  type RecipientsManagerProps,
} from './Payees/index.js';
export {
  DepositAddressDetails,
  FundingInstructions,
  TransferDetails,
  TransferList,
  TransferStateBadge,
  TransferTimeline,
  type DepositAddressDetailsProps,
  type FundingInstructionsProps,
  type TransferDetailsProps,
  type TransferListProps,
  type TransferStateBadgeProps,
  type TransferTaskForm,
  type TransferTimelineProps,
} from './Transfers/index.js';
export {
  Checkout,
  QuoteCountdown,
  QuoteForm,
  QuoteSummary,
  TransferCheckout,
  emptyQuoteFormValues,
  type AmountSide,
  type CheckoutEditTarget,
  type CheckoutProps,
  type PayeeKind,
  type QuoteCountdownProps,
  type QuoteFormField,
  type QuoteFormProps,
  type QuoteFormValues,
  type QuoteSummaryProps,
  type TransferCheckoutProps,
} from './Checkout/index.js';
export { ConfirmDialog, ConfirmedNotice, type ConfirmDialogProps, type ConfirmedNoticeProps } from './primitives/ConfirmDialog/index.js';
