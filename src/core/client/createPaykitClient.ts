import { kitRoutes, type KitRouteName, type PathParamsOf } from '../routes/index.js';
import { toDocumentFormData } from './documentUpload.js';
import type { EffectfulCallOptions, PaykitClient } from './PaykitClient.js';
import type { RouteQueries } from './queries.js';
import { createRateLimitPause } from './rateLimitPause.js';
import { defaultRetryPolicy, type RetryPolicy } from './retryPolicy.js';
import { responseReader, type RouteResult } from './routeSchemas.js';
import { sleep as defaultSleep, type Sleep } from './sleep.js';
import { request, type FetchLike, type ResponseMeta, type TransportConfig } from './transport.js';

/** Options of {@link createPaykitClient}. */
export interface PaykitClientOptions {
  /** Base URL of the merchant's paykit proxy. @default '/api/paykit' */
  baseUrl?: string;
  /** The `fetch` to send with, e.g. one that adds a CSRF header. @default globalThis.fetch */
  fetch?: FetchLike;
  /**
   * Time one attempt may take before it fails with kind `timeout`; sent to the proxy as
   * `Paykit-Timeout-Ms`, so the proxy answers 504 before then. @default 15000
   */
  timeoutMs?: number;
  /** Changes to the retry policy. @default defaultRetryPolicy */
  retry?: Partial<RetryPolicy>;
  /** How to wait between retries (tests inject one). @default a setTimeout sleep */
  sleep?: Sleep;
  /** Current time in epoch milliseconds (tests inject one). @default Date.now */
  now?: () => number;
  /** Called with the meta of every successful call, e.g. to log `Idempotency-Replayed`. */
  onResponse?: (meta: ResponseMeta) => void;
}

/** The default base URL of the merchant's proxy. */
export const DEFAULT_BASE_URL = '/api/paykit';

/** The default time one attempt may take. */
export const DEFAULT_TIMEOUT_MS = 15_000;

type PathParams<N extends KitRouteName> = PathParamsOf<(typeof kitRoutes)[N]['path']>;

type CallInput<N extends KitRouteName> = {
  readonly body?: unknown;
  readonly query?: N extends keyof RouteQueries ? RouteQueries[N] : never;
  readonly options?: EffectfulCallOptions;
} & ([PathParams<N>] extends [never] ? { readonly params?: undefined } : { readonly params: Record<PathParams<N>, string> });

/**
 * Creates the typed paykit client: one method per kit route, each checking its input before
 * anything is sent, retrying what is safe to retry under one idempotency key per intent, and
 * checking every response against its schema.
 *
 * @example
 * const client = createPaykitClient({ baseUrl: '/api/paykit' });
 * const task = await client.getTask('tsk_8Jd2kq');
 * await client.createSubmission(task.id, { taskRevision: task.revision, answers });
 */
export function createPaykitClient(options: PaykitClientOptions = {}): PaykitClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const config: TransportConfig = {
    baseUrl,
    // Looked up on each call so a fetch patched later (msw, a test) is the one used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...defaultRetryPolicy, ...options.retry },
    sleep: options.sleep ?? defaultSleep,
    now: options.now ?? Date.now,
    onResponse: options.onResponse,
    pause: createRateLimitPause(),
  };

  async function call<N extends KitRouteName>(name: N, input: CallInput<N>): Promise<RouteResult<N>> {
    const reader = responseReader(name);
    const body = await request(config, {
      route: kitRoutes[name],
      params: input.params,
      query: input.query,
      body: input.body,
      schema: reader.schema,
      allowEmpty: reader.allowEmpty,
      signal: input.options?.signal,
      idempotencyKey: input.options?.idempotencyKey,
      onResponse: input.options?.onResponse,
    });
    // The reader of route N returns RouteResult<N>; routeSchemas ties the two together.
    return reader.unwrap(body) as RouteResult<N>;
  }

  const methods: { [N in KitRouteName]: PaykitClient[N] } = {
    getCustomer: (options) => call('getCustomer', { options }),
    updateCustomer: (body, options) => call('updateCustomer', { body, options }),

    listCapabilities: (query, options) => call('listCapabilities', { query, options }),
    listSupportedCapabilities: (options) => call('listSupportedCapabilities', { options }),
    requestCapability: (capabilityId, body, options) => call('requestCapability', { params: { capabilityId }, body: body ?? {}, options }),
    cancelCapability: (capabilityId, options) => call('cancelCapability', { params: { capabilityId }, options }),
    previewCapabilityTasks: (capabilityId, query, options) => call('previewCapabilityTasks', { params: { capabilityId }, query, options }),
    listCapabilityApplications: (capabilityId, query, options) =>
      call('listCapabilityApplications', { params: { capabilityId }, query, options }),
    getApplicationHistory: (capabilityId, applicationId, options) =>
      call('getApplicationHistory', { params: { capabilityId, applicationId }, options }),

    listTasks: (query, options) => call('listTasks', { query, options }),
    getTask: (taskId, options) => call('getTask', { params: { taskId }, options }),
    getTaskHistory: (taskId, options) => call('getTaskHistory', { params: { taskId }, options }),
    listSubmissions: (taskId, query, options) => call('listSubmissions', { params: { taskId }, query, options }),
    createSubmission: (taskId, body, options) => call('createSubmission', { params: { taskId }, body, options }),
    getSubmission: (taskId, submissionId, options) => call('getSubmission', { params: { taskId, submissionId }, options }),

    listDocuments: (query, options) => call('listDocuments', { query, options }),
    uploadDocument: (input, options) => call('uploadDocument', { body: toDocumentFormData(input), options }),
    deleteDocument: (documentId, options) => call('deleteDocument', { params: { documentId }, options }),

    listAccounts: (query, options) => call('listAccounts', { query, options }),
    createAccount: (body, options) => call('createAccount', { body, options }),
    updateAccount: (accountId, body, options) => call('updateAccount', { params: { accountId }, body, options }),
    archiveAccount: (accountId, options) => call('archiveAccount', { params: { accountId }, options }),

    listRecipients: (query, options) => call('listRecipients', { query, options }),
    createRecipient: (body, options) => call('createRecipient', { body, options }),
    updateRecipient: (recipientId, body, options) => call('updateRecipient', { params: { recipientId }, body, options }),
    archiveRecipient: (recipientId, options) => call('archiveRecipient', { params: { recipientId }, options }),
    listDestinations: (recipientId, query, options) => call('listDestinations', { params: { recipientId }, query, options }),
    createDestination: (recipientId, body, options) => call('createDestination', { params: { recipientId }, body, options }),
    archiveDestination: (recipientId, destinationId, options) =>
      call('archiveDestination', { params: { recipientId, destinationId }, options }),

    listRelatedParties: (query, options) => call('listRelatedParties', { query, options }),
    createRelatedParty: (body, options) => call('createRelatedParty', { body, options }),
    getRelatedParty: (relatedPartyId, options) => call('getRelatedParty', { params: { relatedPartyId }, options }),
    updateRelatedParty: (relatedPartyId, body, options) => call('updateRelatedParty', { params: { relatedPartyId }, body, options }),
    archiveRelatedParty: (relatedPartyId, options) => call('archiveRelatedParty', { params: { relatedPartyId }, options }),

    listRules: (query, options) => call('listRules', { query, options }),
    createRule: (body, options) => call('createRule', { body, options }),
    updateRule: (ruleId, body, options) => call('updateRule', { params: { ruleId }, body, options }),
    deleteRule: (ruleId, options) => call('deleteRule', { params: { ruleId }, options }),

    createQuote: (body, options) => call('createQuote', { body, options }),
    getQuote: (quoteId, options) => call('getQuote', { params: { quoteId }, options }),

    listTransfers: (query, options) => call('listTransfers', { query, options }),
    createTransfer: (body, options) => call('createTransfer', { body, options }),
    getTransfer: (transferId, options) => call('getTransfer', { params: { transferId }, options }),
    cancelTransfer: (transferId, options) => call('cancelTransfer', { params: { transferId }, options }),
    getTransferInstructions: (transferId, options) => call('getTransferInstructions', { params: { transferId }, options }),
    listTransferTasks: (transferId, query, options) => call('listTransferTasks', { params: { transferId }, query, options }),

    listRates: (query, options) => call('listRates', { query, options }),
    listInstitutions: (query, options) => call('listInstitutions', { query, options }),

    forceCapabilityStatus: (capabilityId, body, options) => call('forceCapabilityStatus', { params: { capabilityId }, body, options }),
    simulateVerification: (body, options) => call('simulateVerification', { body, options }),
    createSandboxTask: (body, options) => call('createSandboxTask', { body, options }),
    reviewSandboxTask: (taskId, body, options) => call('reviewSandboxTask', { params: { taskId }, body, options }),
    topUpSandboxAccount: (accountId, body, options) => call('topUpSandboxAccount', { params: { accountId }, body, options }),
    setSandboxTransferState: (transferId, body, options) => call('setSandboxTransferState', { params: { transferId }, body, options }),
  };

  return Object.freeze({ baseUrl, ...methods });
}
