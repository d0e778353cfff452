/**
 * The typed paykit client: one method per kit route over one request pipeline (timeouts,
 * retries under one idempotency key per intent, problem+json errors, checked responses).
 */
export { createPaykitClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type PaykitClientOptions } from './createPaykitClient.js';
export type { CallOptions, EffectfulCallOptions, PaykitClient, UploadCallOptions } from './PaykitClient.js';
export {
  KNOWN_ERROR_CODES,
  PaykitError,
  fieldErrors,
  hasErrorCode,
  isPaykitError,
  isRefusal,
  type KnownErrorCode,
  type PaykitErrorCode,
  type PaykitErrorInit,
  type PaykitErrorKind,
  type PaykitErrorOutcome,
  type ProblemBlockingResource,
  type ProblemFieldError,
  type ProblemStatusReason,
} from './PaykitError.js';
export { toPaykitError } from './toPaykitError.js';
export { isProblemBody, readProblem, type ProblemFields } from './problem.js';
export { MAX_RETRY_AFTER_MS, parseRetryAfter, type ParseRetryAfterOptions } from './retryAfter.js';
export { decideRetry, defaultRetryPolicy, isTransientError, type RetryDecision, type RetryPolicy } from './retryPolicy.js';
export {
  IDEMPOTENCY_KEY_PREFIX,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  createIdempotencyKey,
  isValidIdempotencyKey,
  idempotencyKeyForIntent,
} from './idempotency.js';
export { sleep, type Sleep } from './sleep.js';
export { buildUrl, serializeQuery, type QueryParams, type QueryValue } from './buildUrl.js';
export { describeIssues, readResponse, type ReadContext } from './readResponse.js';
export { request, send, type FetchLike, type ResponseMeta, type Sent, type TransportConfig, type TransportRequest } from './transport.js';
export { responseReader, routeSchemas, type ResponseReader, type RouteResponse, type RouteResult } from './routeSchemas.js';
export { toDocumentFormData, type UploadDocumentInput } from './documentUpload.js';
export type { UploadProgress } from './progressFetch.js';
export type {
  AddressInput,
  CreateRelatedPartyBody,
  CreateSubmissionBody,
  MergePatch,
  RelatedPartyUpsert,
  RelatedPersonInput,
  RequestCapabilityBody,
  SubmissionAnswerInput,
  UpdateCustomerBody,
  UpdateRelatedPartyBody,
} from './requestBodies.js';
export type {
  CreateAccountBody,
  CreateDestinationBody,
  CreateExternalBankAccountBody,
  CreateExternalWalletAccountBody,
  CreateIssuedBankAccountBody,
  CreateIssuedWalletAccountBody,
  CreateQuoteBody,
  CreateRecipientBody,
  CreateRuleBody,
  CreateTransferBody,
  ExternalBankDetails,
  FixedQuoteSide,
  OpenQuoteSide,
  RecipientBodyBase,
  UpdateAccountBody,
  UpdateRecipientBody,
  UpdateRuleBody,
} from './moneyBodies.js';
export type {
  CreateSandboxTaskBody,
  ForceCapabilityStatusBody,
  ReviewSandboxTaskBody,
  SandboxTaskConstraints,
  SandboxTaskItem,
  SetSandboxTransferStateBody,
  SimulateVerificationBody,
  TopUpSandboxAccountBody,
} from './sandboxBodies.js';
export type {
  ListInstitutionsQuery,
  ListQuery,
  ListRatesQuery,
  ListRecipientsQuery,
  ListTasksQuery,
  ListTransfersQuery,
  PreviewCapabilityTasksQuery,
  RouteQueries,
} from './queries.js';
