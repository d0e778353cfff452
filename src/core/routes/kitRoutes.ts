/**
 * The kit routes: the v3 operations a customer's browser may reach through the merchant's proxy,
 * with the `/v3/customers/{customerId}` prefix removed, and the few legacy v1/v2 reads under
 * `/legacy/…` that the proxy serves only when it opts in. The client calls `path`; the proxy maps it
 * to `upstream`, where `{customerId}` is always the session's customer. This table is the one place
 * both sides read, so they can never disagree.
 */
import type { KitRoute } from './kitRoute.js';

const LIST = ['cursor', 'limit', 'updatedAfter'] as const;

export const kitRoutes = {
  getCustomer: { method: 'GET', path: '/customer', upstream: '/v3/customers/{customerId}' },
  updateCustomer: { method: 'PATCH', path: '/customer', upstream: '/v3/customers/{customerId}', body: 'json' },

  listCapabilities: { method: 'GET', path: '/capabilities', upstream: '/v3/customers/{customerId}/capabilities', query: LIST },
  listSupportedCapabilities: {
    method: 'GET',
    path: '/capabilities/supported',
    upstream: '/v3/customers/{customerId}/capabilities/supported',
  },
  requestCapability: {
    method: 'POST',
    path: '/capabilities/{capabilityId}',
    upstream: '/v3/customers/{customerId}/capabilities/{capabilityId}',
    body: 'json',
  },
  cancelCapability: {
    method: 'POST',
    path: '/capabilities/{capabilityId}/cancel',
    upstream: '/v3/customers/{customerId}/capabilities/{capabilityId}/cancel',
  },
  previewCapabilityTasks: {
    method: 'GET',
    path: '/capabilities/{capabilityId}/tasks-preview',
    upstream: '/v3/customers/{customerId}/capabilities/{capabilityId}/tasks-preview',
    query: ['institutions'],
  },
  listCapabilityApplications: {
    method: 'GET',
    path: '/capabilities/{capabilityId}/applications',
    upstream: '/v3/customers/{customerId}/capabilities/{capabilityId}/applications',
    query: LIST,
  },
  getApplicationHistory: {
    method: 'GET',
    path: '/capabilities/{capabilityId}/applications/{applicationId}/history',
    upstream: '/v3/customers/{customerId}/capabilities/{capabilityId}/applications/{applicationId}/history',
  },

  listTasks: { method: 'GET', path: '/tasks', upstream: '/v3/customers/{customerId}/tasks', query: [...LIST, 'status'] },
  getTask: { method: 'GET', path: '/tasks/{taskId}', upstream: '/v3/customers/{customerId}/tasks/{taskId}' },
  getTaskHistory: { method: 'GET', path: '/tasks/{taskId}/history', upstream: '/v3/customers/{customerId}/tasks/{taskId}/history' },
  listSubmissions: {
    method: 'GET',
    path: '/tasks/{taskId}/submissions',
    upstream: '/v3/customers/{customerId}/tasks/{taskId}/submissions',
    query: LIST,
  },
  createSubmission: {
    method: 'POST',
    path: '/tasks/{taskId}/submissions',
    upstream: '/v3/customers/{customerId}/tasks/{taskId}/submissions',
    body: 'json',
  },
  getSubmission: {
    method: 'GET',
    path: '/tasks/{taskId}/submissions/{submissionId}',
    upstream: '/v3/customers/{customerId}/tasks/{taskId}/submissions/{submissionId}',
  },

  listDocuments: { method: 'GET', path: '/documents', upstream: '/v3/customers/{customerId}/documents', query: LIST },
  uploadDocument: { method: 'POST', path: '/documents', upstream: '/v3/customers/{customerId}/documents', body: 'multipart' },
  deleteDocument: {
    method: 'DELETE',
    path: '/documents/{documentId}',
    upstream: '/v3/customers/{customerId}/documents/{documentId}',
    answer: 'dataOrNoContent',
  },

  listAccounts: { method: 'GET', path: '/accounts', upstream: '/v3/customers/{customerId}/accounts', query: LIST },
  createAccount: { method: 'POST', path: '/accounts', upstream: '/v3/customers/{customerId}/accounts', body: 'json' },
  updateAccount: {
    method: 'PATCH',
    path: '/accounts/{accountId}',
    upstream: '/v3/customers/{customerId}/accounts/{accountId}',
    body: 'json',
  },
  archiveAccount: {
    method: 'DELETE',
    path: '/accounts/{accountId}',
    upstream: '/v3/customers/{customerId}/accounts/{accountId}',
    answer: 'dataOrNoContent',
  },

  listRecipients: { method: 'GET', path: '/recipients', upstream: '/v3/customers/{customerId}/recipients', query: [...LIST, 'externalId'] },
  createRecipient: { method: 'POST', path: '/recipients', upstream: '/v3/customers/{customerId}/recipients', body: 'json' },
  updateRecipient: {
    method: 'PATCH',
    path: '/recipients/{recipientId}',
    upstream: '/v3/customers/{customerId}/recipients/{recipientId}',
    body: 'json',
  },
  archiveRecipient: {
    method: 'DELETE',
    path: '/recipients/{recipientId}',
    upstream: '/v3/customers/{customerId}/recipients/{recipientId}',
    answer: 'dataOrNoContent',
  },
  listDestinations: {
    method: 'GET',
    path: '/recipients/{recipientId}/destinations',
    upstream: '/v3/customers/{customerId}/recipients/{recipientId}/destinations',
    query: LIST,
  },
  createDestination: {
    method: 'POST',
    path: '/recipients/{recipientId}/destinations',
    upstream: '/v3/customers/{customerId}/recipients/{recipientId}/destinations',
    body: 'json',
  },
  archiveDestination: {
    method: 'DELETE',
    path: '/recipients/{recipientId}/destinations/{destinationId}',
    upstream: '/v3/customers/{customerId}/recipients/{recipientId}/destinations/{destinationId}',
    answer: 'dataOrNoContent',
  },

  listRelatedParties: { method: 'GET', path: '/related-parties', upstream: '/v3/customers/{customerId}/related-parties', query: LIST },
  createRelatedParty: { method: 'POST', path: '/related-parties', upstream: '/v3/customers/{customerId}/related-parties', body: 'json' },
  getRelatedParty: {
    method: 'GET',
    path: '/related-parties/{relatedPartyId}',
    upstream: '/v3/customers/{customerId}/related-parties/{relatedPartyId}',
  },
  updateRelatedParty: {
    method: 'PATCH',
    path: '/related-parties/{relatedPartyId}',
    upstream: '/v3/customers/{customerId}/related-parties/{relatedPartyId}',
    body: 'json',
  },
  archiveRelatedParty: {
    method: 'DELETE',
    path: '/related-parties/{relatedPartyId}',
    upstream: '/v3/customers/{customerId}/related-parties/{relatedPartyId}',
    answer: 'dataOrNoContent',
  },

  listRules: { method: 'GET', path: '/rules', upstream: '/v3/customers/{customerId}/rules', query: LIST },
  createRule: { method: 'POST', path: '/rules', upstream: '/v3/customers/{customerId}/rules', body: 'json' },
  updateRule: { method: 'PATCH', path: '/rules/{ruleId}', upstream: '/v3/customers/{customerId}/rules/{ruleId}', body: 'json' },
  deleteRule: {
    method: 'DELETE',
    path: '/rules/{ruleId}',
    upstream: '/v3/customers/{customerId}/rules/{ruleId}',
    answer: 'dataOrNoContent',
  },

  createQuote: { method: 'POST', path: '/quotes', upstream: '/v3/quotes', body: 'json', binding: { body: 'customerId' } },
  getQuote: { method: 'GET', path: '/quotes/{quoteId}', upstream: '/v3/quotes/{quoteId}', ownership: 'quote' },

  listTransfers: {
    method: 'GET',
    path: '/transfers',
    upstream: '/v3/transfers',
    query: [...LIST, 'externalId', 'state'],
    binding: { query: 'customerId' },
  },
  createTransfer: { method: 'POST', path: '/transfers', upstream: '/v3/transfers', body: 'json', ownership: 'quoteInBody' },
  getTransfer: { method: 'GET', path: '/transfers/{transferId}', upstream: '/v3/transfers/{transferId}', ownership: 'transfer' },
  cancelTransfer: {
    method: 'POST',
    path: '/transfers/{transferId}/cancel',
    upstream: '/v3/transfers/{transferId}/cancel',
    ownership: 'transfer',
  },
  getTransferInstructions: {
    method: 'GET',
    path: '/transfers/{transferId}/instructions',
    upstream: '/v3/transfers/{transferId}/instructions',
    ownership: 'transfer',
  },
  listTransferTasks: {
    method: 'GET',
    path: '/transfers/{transferId}/tasks',
    upstream: '/v3/transfers/{transferId}/tasks',
    ownership: 'transfer',
    query: LIST,
  },

  listRates: { method: 'GET', path: '/rates', upstream: '/v3/rates', query: ['from', 'to'] },
  listInstitutions: { method: 'GET', path: '/institutions', upstream: '/v3/institutions', query: [...LIST, 'method', 'country'] },

  getLegacyCustomer: { method: 'GET', path: '/legacy/customer', upstream: '/v1/customers/{customerId}', legacy: true },
  listBusinessRails: {
    method: 'GET',
    path: '/legacy/business-rails',
    upstream: '/v2/customers/business/{customerId}/rails',
    legacy: true,
  },
  createVerificationToken: {
    method: 'POST',
    path: '/legacy/verification-token/{provider}',
    upstream: '/v1/customers/{customerId}/kyc/tokens/{provider}',
    legacy: true,
  },

  forceCapabilityStatus: {
    method: 'POST',
    path: '/sandbox/capabilities/{capabilityId}/status',
    upstream: '/v3/sandbox/customers/{customerId}/capabilities/{capabilityId}/status',
    body: 'json',
    sandboxOnly: true,
  },
  simulateVerification: {
    method: 'POST',
    path: '/sandbox/verification',
    upstream: '/v3/sandbox/customers/{customerId}/verification',
    body: 'json',
    sandboxOnly: true,
    answer: 'unstated',
  },
  createSandboxTask: {
    method: 'POST',
    path: '/sandbox/tasks',
    upstream: '/v3/sandbox/tasks',
    body: 'json',
    sandboxOnly: true,
    binding: { body: 'scope.customerId' },
  },
  reviewSandboxTask: {
    method: 'POST',
    path: '/sandbox/tasks/{taskId}/review',
    upstream: '/v3/sandbox/tasks/{taskId}/review',
    body: 'json',
    sandboxOnly: true,
    ownership: 'task',
    answer: 'unstated',
  },
  topUpSandboxAccount: {
    method: 'POST',
    path: '/sandbox/accounts/{accountId}/topup',
    upstream: '/v3/sandbox/accounts/{accountId}/topup',
    body: 'json',
    sandboxOnly: true,
    ownership: 'account',
    answer: 'unstated',
  },
  setSandboxTransferState: {
    method: 'POST',
    path: '/sandbox/transfers/{transferId}/state',
    upstream: '/v3/sandbox/transfers/{transferId}/state',
    body: 'json',
    sandboxOnly: true,
    ownership: 'transfer',
    answer: 'unstated',
  },
} as const satisfies Record<string, KitRoute>;

/** The name of a kit route, e.g. `'getTask'`. */
export type KitRouteName = keyof typeof kitRoutes;

/**
 * The name of a legacy v1/v2 kit route. The proxy serves them only when it opts in, and the
 * client's methods leave them out: their schemas live in `src/core/legacy`, so an app that never
 * reads v1 or v2 does not carry them.
 */
export type LegacyKitRouteName = { [N in KitRouteName]: (typeof kitRoutes)[N] extends { legacy: true } ? N : never }[KitRouteName];

/** The name of a kit route the client has a method for: every route but the legacy ones. */
export type ClientKitRouteName = Exclude<KitRouteName, LegacyKitRouteName>;

/** The path of the proxy's own event stream (Server-Sent Events), served by the proxy, not upstream. */
export const EVENT_STREAM_PATH = '/events';
