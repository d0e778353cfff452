/**
 * paykit/forms: the checkout flow and every form. The checkout (`createCheckout`, bound by
 * `useCheckout`, with its quote and confirm forms) and everything that turns an ask into a form. The task form model (`buildTaskForm`,
 * `toSubmission`, validators, drafts and revision diffs), task forms on react-hook-form, and the
 * recipient and destination form models with their checks (ABA routing, IBAN against the registry's
 * formats and BIC, wallet addresses per network family). Kept apart from the root entry so an app
 * that renders its own forms, or none, carries neither react-hook-form nor the IBAN registry.
 *
 * `useTaskForm` reads a task and gives its form; `useTaskField`, `useTaskTextField` and
 * `useChoiceGroup` bind one field or alternative group to it, each re-rendering on its own;
 * `useTaskFormErrors` lists the current errors for a summary. `useRecipientForm`,
 * `useDestinationForm`, `useRelatedPartyForm` and `useQuoteForm` are the payee, related-party and
 * quote forms, headless, on the same react-hook-form engine
 * (`useModelForm`), each field bound with `useModelField`. `useDocumentUpload` and
 * `useVerificationSession` drive the two answer types that live outside the form: a document upload
 * and a hosted identity or terms session.
 */
// The quote-then-transfer checkout, headless: the observer, its transition table and views, and
// the next step for every money error.
export {
  createCheckout,
  systemCheckoutClock,
  pollTransfer,
  initialCheckoutState,
  transition,
  canConfirm,
  canGoBack,
  checkoutStep,
  checkoutSteps,
  hasTransfer,
  isConfirming,
  isQuoteShown,
  isQuoting,
  checkoutEventTypes,
  checkoutStatuses,
  terminalCheckoutStatuses,
  transferCheckoutStatuses,
  type CheckoutClient,
  type CheckoutClock,
  type CheckoutObserver,
  type CheckoutSnapshot,
  type CheckoutStep,
  type CreateCheckoutOptions,
  type TransferWatch,
  type TransferWatcher,
  type CheckoutEvent,
  type CheckoutEventType,
  type CheckoutState,
  type CheckoutStatus,
  type ConfirmRequestedEvent,
  type EditEvent,
  type IntentResumedEvent,
  type PriceChangeAcceptedEvent,
  type PriceChange,
  type QuoteExpiredEvent,
  type QuoteFailedEvent,
  type QuoteInput,
  type QuoteReceivedEvent,
  type QuoteRequestedEvent,
  type RequoteRequestedEvent,
  type ResetEvent,
  type ReviewRequestedEvent,
  type TerminalCheckoutStatus,
  type TransferCheckoutStatus,
  type TransferCreatedEvent,
  type TransferFailedEvent,
  type TransferFoundEvent,
  type TransferUpdatedEvent,
  clientFailureCodes,
  moneyErrorCodes,
  moneyErrorGuide,
  moneyNextSteps,
  type MoneyErrorCode,
  type MoneyErrorGuidance,
  type MoneyErrorGuideOptions,
  type MoneyNextStep,
  type ProblemLike,
  quoteInputOf,
  checkoutStatusOfTransfer,
  isQuoteLive,
  isTerminalTransferState,
  isUnknownOutcome,
  terminalTransferStates,
} from '../../core/checkout/index.js';
// The checkout flow bound to React.
export { useCheckout, type ConfirmDetails, type UseCheckoutOptions, type UseCheckoutResult } from '../money/useCheckout.js';
// The task form model.
export {
  buildTaskForm,
  type BuildTaskFormOptions,
  buildField,
  carryOverValues,
  diffTaskModels,
  editedValues,
  createDraft,
  draftStorageKey,
  isDraftable,
  mentionsTaxIdentifier,
  parseDraft,
  restoreDraft,
  serializeDraft,
  type TaskDraft,
  dedupeOpenTasks,
  type AskOccurrence,
  type DedupedAsk,
  fieldErrorsFromProblem,
  type FormErrors,
  type ChoiceGroup,
  type DocumentConstraints,
  type FieldKind,
  type FieldOption,
  type FieldProblem,
  type FieldProblemCode,
  type FormEntry,
  type FormField,
  type FormSection,
  type TaskFormModel,
  type TaskFormValues,
  getAtPointer,
  givenAnswerOf,
  type GivenAnswer,
  toSubmission,
  type ChoiceProblemCode,
  type SubmissionProblem,
  type ToSubmissionResult,
  codePointLength,
  compilePattern,
  createValidator,
  isDateString,
  isEmptyValue,
  type ValidatorSpec,
} from '../../core/forms/index.js';
// The recipient and destination form models.
export {
  isValidRoutingNumber,
  normalizeRoutingNumber,
  routingNumberProblem,
  type RoutingNumberProblem,
  ibanProblem,
  isValidBicCode,
  normalizeBic,
  normalizeIban,
  type IbanProblem,
  toCreateDestinationBody,
  DOMESTIC_WIRE_COUNTRY,
  destinationCurrency,
  destinationFormModel,
  destinationMethodCurrencies,
  destinationMethods,
  isDestinationMethod,
  isDomesticWire,
  type DestinationMethod,
  payeeFieldErrors,
  type PayeeFieldErrors,
  type PayeeProblem,
  type PayeeProblemError,
  defaultPayeeValues,
  withDefaults,
  type PayeeError,
  type PayeeErrorCode,
  type PayeeField,
  type PayeeFieldKind,
  type PayeeFormModel,
  type PayeeFormValues,
  type PayeeInputMode,
  toCreateRecipientBody,
  toUpdateRecipientBody,
  EMAIL_MAX_LENGTH,
  isRecipientType,
  payoutAddressParts,
  recipientAddressParts,
  recipientFormModel,
  recipientFormValues,
  recipientNameFields,
  type RecipientFormOptions,
  type RecipientType,
  NAME_MAX_LENGTH,
  normalizeAccountNumber,
  validateDestination,
  normalizePhone,
  normalizeRecipientValue,
  validateRecipient,
  isWalletAddressFor,
  walletAddressForms,
  walletAddressProblem,
  walletNetworkFamilies,
  walletNetworkFamily,
  type WalletAddressProblem,
  type WalletNetworkFamily,
  destinationCoordinates,
  maskIban,
  type DestinationCoordinates,
} from '../../core/payees/index.js';
export { absentPath, answerPath, choicePath, fieldIdOf, fieldName } from './fieldNames.js';
export type {
  ChoiceRadioProps,
  TaskFieldInputProps,
  TaskFieldOptions,
  TaskTextFieldOptions,
  TaskFieldParts,
  TaskTextInputProps,
  TaskFieldError,
  TaskFormErrorEntry,
  TaskFormFieldValues,
  TaskFormStatus,
  TaskFormSubmitStatus,
  TaskRevisionChange,
  TaskTextBinding,
  TaskTextElement,
  UseChoiceGroupResult,
  UseTaskFieldResult,
  UseTaskTextFieldResult,
  UseTaskFormOptions,
  UseTaskFormResult,
} from './taskFormTypes.js';
export { partAria, type FieldInputAria, type FieldLabelProps, type FieldPartProps, type FieldPartsProps } from './fieldAria.js';
export { TaskFormProvider, type TaskFormProviderProps } from './TaskFormProvider.js';
export type { TaskFieldSnapshot, TaskFormActions, TaskFormStore } from './taskFormStore.js';
export { useChoiceGroup } from './useChoiceGroup.js';
export { useTaskField } from './useTaskField.js';
export { useTaskTextField } from './useTaskTextField.js';
export { useTaskForm } from './useTaskForm.js';
export { useGivenAnswers } from './useGivenAnswers.js';
export { useTaskFormErrors } from './useTaskFormErrors.js';
export { isSessionsOnly, taskFormView, type TaskFormView } from './taskFormView.js';
// The recipient, destination, related-party and quote forms, headless, on the same engine.
export type { FocusTargets } from './focusTargets.js';
export type {
  ModelFieldError,
  ModelFieldOptions,
  ModelFormSubmitStatus,
  ModelFormValues,
  ModelServerErrors,
  UseModelFieldResult,
  UseModelFormOptions,
  UseModelFormResult,
} from './modelFormTypes.js';
export { useModelField } from './useModelField.js';
export { useModelForm } from './useModelForm.js';
export { useDestinationForm, type UseDestinationFormOptions, type UseDestinationFormResult } from './useDestinationForm.js';
export { useRecipientForm, type UseRecipientFormOptions, type UseRecipientFormResult } from './useRecipientForm.js';
export { useQuoteForm, type UseQuoteFormOptions, type UseQuoteFormResult } from './useQuoteForm.js';
export { useConfirmForm, type UseConfirmFormOptions, type UseConfirmFormResult } from './useConfirmForm.js';
export type {
  ConfirmFieldMessage,
  ConfirmFormField,
  ConfirmFormValues,
  ConfirmProblemMessageId,
} from '../../core/checkout/confirmFormModel.js';
export type { QuoteFieldMessage, QuoteProblemMessageId } from '../../core/checkout/quoteFormModel.js';
export { useRelatedPartyForm, type UseRelatedPartyFormOptions, type UseRelatedPartyFormResult } from './useRelatedPartyForm.js';
export type { AddressPart, RelatedPartyFieldName, RelatedPartyFormValues, RelatedPartyProblem } from '../../core/relatedParties/index.js';
// Two answer types of a task, headless: a document upload and a hosted session (identity, terms).
export {
  acceptedDocumentFormats,
  checkDocumentFile,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  documentInputAccept,
  type DocumentFileProblem,
  type DocumentFormat,
} from '../documentFileCheck.js';
export {
  useDocumentUpload,
  type DocumentUploadStatus,
  type UseDocumentUploadOptions,
  type UseDocumentUploadResult,
} from '../useDocumentUpload.js';
export {
  useVerificationSession,
  type UseVerificationSessionResult,
  type VerificationSessionOpenStatus,
  type VerificationSessionProblem,
} from '../useVerificationSession.js';
