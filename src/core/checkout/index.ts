/**
 * The quote-then-transfer checkout, headless: a pure transition table and the next step for
 * every money-movement error.
 */
export {
  acceptedEvents,
  initialCheckoutState,
  transition,
  transitions,
  type CheckoutGuard,
  type CheckoutTransitions,
} from './checkoutMachine.js';
export {
  checkoutEventTypes,
  checkoutStatuses,
  terminalCheckoutStatuses,
  transferCheckoutStatuses,
  type CheckoutEvent,
  type CheckoutEventType,
  type CheckoutState,
  type CheckoutStatus,
  type ConfirmRequestedEvent,
  type EditEvent,
  type IntentResumedEvent,
  type QuoteExpiredEvent,
  type QuoteFailedEvent,
  type QuoteInput,
  type QuoteReceivedEvent,
  type QuoteRequestedEvent,
  type RequoteRequestedEvent,
  type ResetEvent,
  type TerminalCheckoutStatus,
  type TransferCheckoutStatus,
  type TransferCreatedEvent,
  type TransferFailedEvent,
  type TransferFoundEvent,
  type TransferUpdatedEvent,
} from './checkoutTypes.js';
export {
  clientFailureCodes,
  moneyErrorCodes,
  moneyErrorGuide,
  moneyNextSteps,
  type MoneyErrorCode,
  type MoneyErrorGuidance,
  type MoneyErrorGuideOptions,
  type MoneyNextStep,
  type ProblemLike,
} from './moneyErrorGuide.js';
export { quoteInputOf } from './quoteInputOf.js';
export {
  checkoutStatusOfTransfer,
  isQuoteLive,
  isTerminalTransferState,
  isUnknownOutcome,
  terminalTransferStates,
} from './transferStatus.js';
