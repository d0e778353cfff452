/**
 * paykit: the typed client, the core models and the React bindings.
 * Styled parts live in `paykit/components`, the stylesheet in `paykit/styles.css`, the proxy in
 * `paykit/server` and the fake platform in `paykit/testing`.
 */
export {
  createPaykitClient,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  KNOWN_ERROR_CODES,
  PaykitError,
  fieldErrors,
  hasErrorCode,
  isPaykitError,
  isRefusal,
  createIdempotencyKey,
  isValidIdempotencyKey,
  decideRetry,
  defaultRetryPolicy,
  parseRetryAfter,
  type PaykitClientOptions,
  type CallOptions,
  type EffectfulCallOptions,
  type PaykitClient,
  type KnownErrorCode,
  type PaykitErrorCode,
  type PaykitErrorKind,
  type PaykitErrorOutcome,
  type ProblemBlockingResource,
  type ProblemFieldError,
  type ProblemStatusReason,
  type RetryDecision,
  type RetryPolicy,
  type ResponseMeta,
  type UploadDocumentInput,
  type AddressInput,
  type CreateRelatedPartyBody,
  type CreateSubmissionBody,
  type RequestCapabilityBody,
  type SubmissionAnswerInput,
  type UpdateCustomerBody,
  type UpdateRelatedPartyBody,
  type CreateAccountBody,
  type CreateDestinationBody,
  type CreateQuoteBody,
  type CreateRecipientBody,
  type CreateRuleBody,
  type CreateTransferBody,
  type UpdateAccountBody,
  type UpdateRecipientBody,
  type UpdateRuleBody,
  type ListQuery,
  type ListTasksQuery,
  type ListTransfersQuery,
  type ListRecipientsQuery,
} from './core/client/index.js';
export * from './core/routes/index.js';
export * from './core/schemas/index.js';
export * from './core/money/index.js';
export * from './i18n/index.js';
export * from './hooks/index.js';
export * from './core/checkout/index.js';
