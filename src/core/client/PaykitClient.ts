/**
 * The typed client: one method per kit route, named as the route. Path parameters come first,
 * in template order, then the body or the query, then options. Reads resolve to the resource,
 * lists to a page, archives to the archived resource when the API sends one back.
 */
import type {
  Account,
  Application,
  Capability,
  Customer,
  Destination,
  DocumentResource,
  Institution,
  ListEnvelope,
  Quote,
  Rate,
  Recipient,
  RelatedParty,
  Rule,
  Submission,
  SupportedCapability,
  Task,
  TaskHistory,
  TaskPreviewItem,
  Transfer,
  TransferInstructions,
} from '../schemas/index.js';
import type { UploadDocumentInput } from './documentUpload.js';
import type { UploadProgress } from './progressFetch.js';
import type * as Money from './moneyBodies.js';
import type * as Q from './queries.js';
import type * as Onboarding from './requestBodies.js';
import type * as Sandbox from './sandboxBodies.js';
import type { ResponseMeta } from './transport.js';

/** Options of any call. */
export interface CallOptions {
  /** Cancels the call; its abort reason is rethrown unchanged (TanStack Query's cancel). */
  signal?: AbortSignal;
  /** Called with the response's meta (status, request id, `Idempotency-Replayed`) on success. */
  onResponse?: (meta: ResponseMeta) => void;
}

/** Options of a call that changes state. */
export interface EffectfulCallOptions extends CallOptions {
  /**
   * The key of this intent, reused across retries. Pass the same key again to retry an intent
   * that failed (it is on `PaykitError.idempotencyKey`); a fresh one is made when absent.
   */
  idempotencyKey?: string;
}

/** Options of a document upload. */
export interface UploadCallOptions extends EffectfulCallOptions {
  /**
   * Called as the file's bytes leave the browser. Only a client that sends with the browser's
   * own `fetch` (no `fetch` option) in a browser can see them; elsewhere it is never called.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The paykit client. Create one with `createPaykitClient`. */
export interface PaykitClient {
  /** Base URL of the merchant's proxy, e.g. `/api/paykit`; the event stream lives under it. */
  readonly baseUrl: string;

  /** The session's customer. */
  getCustomer(options?: CallOptions): Promise<Customer>;
  /** Merges `body` into the customer (`null` clears a field). */
  updateCustomer(body: Onboarding.UpdateCustomerBody, options?: EffectfulCallOptions): Promise<Customer>;

  /** A page of the customer's capabilities. */
  listCapabilities(query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Capability>>;
  /** The capabilities the customer could request, with their institutions. */
  listSupportedCapabilities(options?: CallOptions): Promise<SupportedCapability[]>;
  /** Requests a capability, e.g. `ach_pooled`, optionally with chosen institutions. */
  requestCapability(capabilityId: string, body?: Onboarding.RequestCapabilityBody, options?: EffectfulCallOptions): Promise<Capability>;
  /** Cancels a pending or restricted capability. */
  cancelCapability(capabilityId: string, options?: EffectfulCallOptions): Promise<Capability>;
  /** The tasks a capability request would create. */
  previewCapabilityTasks(capabilityId: string, query?: Q.PreviewCapabilityTasksQuery, options?: CallOptions): Promise<TaskPreviewItem[]>;
  /** A page of a capability's applications. */
  listCapabilityApplications(capabilityId: string, query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Application>>;
  /** The task history of an application, grouped by task. */
  getApplicationHistory(capabilityId: string, applicationId: string, options?: CallOptions): Promise<TaskHistory>;

  /** A page of the customer's tasks. */
  listTasks(query?: Q.ListTasksQuery, options?: CallOptions): Promise<ListEnvelope<Task>>;
  /** One task, with hosted session URLs while they are actionable. */
  getTask(taskId: string, options?: CallOptions): Promise<Task>;
  /** The history of one task. */
  getTaskHistory(taskId: string, options?: CallOptions): Promise<TaskHistory>;
  /** A page of a task's submissions (answers redacted). */
  listSubmissions(taskId: string, query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Submission>>;
  /** Answers every actionable requirement of the task's current round. */
  createSubmission(taskId: string, body: Onboarding.CreateSubmissionBody, options?: EffectfulCallOptions): Promise<Submission>;
  /** One submission. */
  getSubmission(taskId: string, submissionId: string, options?: CallOptions): Promise<Submission>;

  /** A page of the customer's documents. */
  listDocuments(query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<DocumentResource>>;
  /** Uploads a document (multipart). */
  uploadDocument(input: FormData | UploadDocumentInput, options?: UploadCallOptions): Promise<DocumentResource>;
  /** Deletes a document. */
  deleteDocument(documentId: string, options?: EffectfulCallOptions): Promise<DocumentResource | undefined>;

  /** A page of the customer's accounts. */
  listAccounts(query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Account>>;
  /** Creates an issued or registers an external bank account or wallet. */
  createAccount(body: Money.CreateAccountBody, options?: EffectfulCallOptions): Promise<Account>;
  /** Merges `body` into an account. */
  updateAccount(accountId: string, body: Money.UpdateAccountBody, options?: EffectfulCallOptions): Promise<Account>;
  /** Archives an account without in-flight transfers. */
  archiveAccount(accountId: string, options?: EffectfulCallOptions): Promise<Account | undefined>;

  /** A page of the customer's payout recipients. */
  listRecipients(query?: Q.ListRecipientsQuery, options?: CallOptions): Promise<ListEnvelope<Recipient>>;
  /** Creates a third-party payout recipient. */
  createRecipient(body: Money.CreateRecipientBody, options?: EffectfulCallOptions): Promise<Recipient>;
  /** Merges `body` into a recipient. */
  updateRecipient(recipientId: string, body: Money.UpdateRecipientBody, options?: EffectfulCallOptions): Promise<Recipient>;
  /** Archives a recipient. */
  archiveRecipient(recipientId: string, options?: EffectfulCallOptions): Promise<Recipient | undefined>;
  /** A page of a recipient's destinations. */
  listDestinations(recipientId: string, query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Destination>>;
  /** Adds a bank or wallet destination to a recipient. */
  createDestination(recipientId: string, body: Money.CreateDestinationBody, options?: EffectfulCallOptions): Promise<Destination>;
  /** Archives a destination. */
  archiveDestination(recipientId: string, destinationId: string, options?: EffectfulCallOptions): Promise<Destination | undefined>;

  /** A page of the business customer's related parties. */
  listRelatedParties(query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<RelatedParty>>;
  /** Adds a related party (director, owner, …). */
  createRelatedParty(body: Onboarding.CreateRelatedPartyBody, options?: EffectfulCallOptions): Promise<RelatedParty>;
  /** One related party. */
  getRelatedParty(relatedPartyId: string, options?: CallOptions): Promise<RelatedParty>;
  /** Merges `body` into a related party. */
  updateRelatedParty(
    relatedPartyId: string,
    body: Onboarding.UpdateRelatedPartyBody,
    options?: EffectfulCallOptions,
  ): Promise<RelatedParty>;
  /** Archives a related party. */
  archiveRelatedParty(relatedPartyId: string, options?: EffectfulCallOptions): Promise<RelatedParty | undefined>;

  /** A page of the customer's sweep rules. */
  listRules(query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Rule>>;
  /** Creates a sweep rule on an issued wallet account. */
  createRule(body: Money.CreateRuleBody, options?: EffectfulCallOptions): Promise<Rule>;
  /** Merges `body` into a rule. */
  updateRule(ruleId: string, body: Money.UpdateRuleBody, options?: EffectfulCallOptions): Promise<Rule>;
  /** Deletes a rule. */
  deleteRule(ruleId: string, options?: EffectfulCallOptions): Promise<Rule | undefined>;

  /** Prices a money movement; the amount is fixed on one side. */
  createQuote(body: Money.CreateQuoteBody, options?: EffectfulCallOptions): Promise<Quote>;
  /** One quote. */
  getQuote(quoteId: string, options?: CallOptions): Promise<Quote>;

  /** A page of the customer's transfers. */
  listTransfers(query?: Q.ListTransfersQuery, options?: CallOptions): Promise<ListEnvelope<Transfer>>;
  /** Executes a quote. */
  createTransfer(body: Money.CreateTransferBody, options?: EffectfulCallOptions): Promise<Transfer>;
  /** One transfer. */
  getTransfer(transferId: string, options?: CallOptions): Promise<Transfer>;
  /** Cancels a transfer. */
  cancelTransfer(transferId: string, options?: EffectfulCallOptions): Promise<Transfer>;
  /** How to fund an `awaiting_funds` transfer: bank coordinates or a deposit address. */
  getTransferInstructions(transferId: string, options?: CallOptions): Promise<TransferInstructions>;
  /** A page of the tasks blocking a transfer. */
  listTransferTasks(transferId: string, query?: Q.ListQuery, options?: CallOptions): Promise<ListEnvelope<Task>>;

  /** Indicative exchange rates. */
  listRates(query?: Q.ListRatesQuery, options?: CallOptions): Promise<Rate[]>;
  /** A page of institutions. */
  listInstitutions(query?: Q.ListInstitutionsQuery, options?: CallOptions): Promise<ListEnvelope<Institution>>;

  /** Sandbox: forces a capability's status. */
  forceCapabilityStatus(capabilityId: string, body: Sandbox.ForceCapabilityStatusBody, options?: EffectfulCallOptions): Promise<Capability>;
  /** Sandbox: settles the customer's identity verification. The response shape is not described. */
  simulateVerification(body: Sandbox.SimulateVerificationBody, options?: EffectfulCallOptions): Promise<unknown>;
  /** Sandbox: creates a task for the customer. */
  createSandboxTask(body: Sandbox.CreateSandboxTaskBody, options?: EffectfulCallOptions): Promise<Task>;
  /** Sandbox: reviews a task's pending submission. The response shape is not described. */
  reviewSandboxTask(taskId: string, body: Sandbox.ReviewSandboxTaskBody, options?: EffectfulCallOptions): Promise<unknown>;
  /** Sandbox: credits funds to an account. The response shape is not described. */
  topUpSandboxAccount(accountId: string, body: Sandbox.TopUpSandboxAccountBody, options?: EffectfulCallOptions): Promise<unknown>;
  /** Sandbox: moves a transfer to a state. The response shape is not described. */
  setSandboxTransferState(transferId: string, body: Sandbox.SetSandboxTransferStateBody, options?: EffectfulCallOptions): Promise<unknown>;
}
