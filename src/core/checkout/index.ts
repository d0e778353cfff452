/**
 * The quote-then-transfer checkout, headless: a pure transition table, the effects each state
 * calls for, the views a screen reads, the observer that runs them (`createCheckout`), and the
 * next step for every money-movement error.
 */
export { systemCheckoutClock, type CheckoutClock } from './checkoutClock.js';
export { checkoutEffects, MAX_AUTO_REPLAYS, type CheckoutEffectContext, type CheckoutEffects } from './checkoutEffects.js';
export {
  canConfirm,
  canGoBack,
  checkoutStep,
  checkoutSteps,
  hasTransfer,
  isConfirming,
  isQuoteShown,
  isQuoting,
  type CheckoutStep,
} from './checkoutViews.js';
export { createCheckout } from './createCheckout.js';
export type { CheckoutClient, CheckoutObserver, CheckoutSnapshot, ConfirmDetails, CreateCheckoutOptions } from './checkoutObserverTypes.js';
export { executeQuoteOnce } from './executeQuoteOnce.js';
export { secondsUntil } from './quoteCountdown.js';
export { createQuoteRequests, type QuoteRequests } from './quoteRequests.js';
export {
  createTransferIntents,
  OPEN_TRANSFER_INTENT_STORAGE_KEY,
  TRANSFER_INTENT_STORAGE_KEY_PREFIX,
  transferIntentStorageKey,
  type TransferIntent,
  type TransferIntents,
} from './transferIntent.js';
export { pollTransfer, TRANSFER_POLL_INTERVAL_MS, type TransferWatch, type TransferWatcher } from './transferWatch.js';
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
  type PriceChangeAcceptedEvent,
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
export { checkoutMethodCurrencies, checkoutMethodsFor } from './checkoutMethodCurrencies.js';
export { priceChangeOf, type PriceChange } from './priceChange.js';
export {
  checkoutStatusOfTransfer,
  isQuoteLive,
  isTerminalTransferState,
  isUnknownOutcome,
  terminalTransferStates,
} from './transferStatus.js';
