/**
 * Query keys for every paykit resource, rooted at `['paykit']` so the kit's cache can share a
 * merchant's `QueryClient` without collisions. Keys nest: a resource's `all` is a prefix of its
 * lists and details, and a detail is a prefix of its sub-resources that change with it, so
 * invalidating a shorter key refreshes everything under it. Reads that do not change when their
 * resource does sit apart: the supported capabilities (`['paykit', 'supportedCapabilities']`, not
 * under `capabilities.all`) and a transfer's instructions (not under its detail).
 */

/** List filters as part of a key. `undefined` fields hash like absent ones. */
export type PaykitQueryKeyFilters = object;

const root = ['paykit'] as const;

const capabilitiesAll = [...root, 'capabilities'] as const;
const tasksAll = [...root, 'tasks'] as const;
const documentsAll = [...root, 'documents'] as const;
const accountsAll = [...root, 'accounts'] as const;
const recipientsAll = [...root, 'recipients'] as const;
const relatedPartiesAll = [...root, 'relatedParties'] as const;
const rulesAll = [...root, 'rules'] as const;
const quotesAll = [...root, 'quotes'] as const;
const transfersAll = [...root, 'transfers'] as const;

const customerKey = () => [...root, 'customer'] as const;
const legacyCustomer = () => [...customerKey(), 'legacy'] as const;

const taskDetail = (taskId: string) => [...tasksAll, 'detail', taskId] as const;
const taskSubmissions = (taskId: string) => [...taskDetail(taskId), 'submissions'] as const;
const capabilityApplications = (capabilityId: string) => [...capabilitiesAll, 'detail', capabilityId, 'applications'] as const;
const transferDetail = (transferId: string) => [...transfersAll, 'detail', transferId] as const;

/**
 * Second segments of reads that no change of the customer's resources makes stale: the catalogue
 * of supported capabilities, quotes (fixed once made; executing one is a transfer) and institutions.
 */
const SETTLED_SEGMENTS: ReadonlySet<unknown> = new Set(['supportedCapabilities', 'quotes', 'institutions']);

/**
 * True for a paykit key whose data no customer change makes stale (see `SETTLED_SEGMENTS`): a
 * refresh of everything (the event stream coming back after a drop) leaves those reads alone.
 */
export function isSettledPaykitQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === root[0] && SETTLED_SEGMENTS.has(queryKey[1]);
}

/**
 * The query-key factory.
 *
 * @example
 * useQuery({ queryKey: paykitQueryKeys.tasks.detail(taskId), queryFn: () => client.getTask(taskId) });
 * queryClient.invalidateQueries({ queryKey: paykitQueryKeys.transfers.all });
 */
export const paykitQueryKeys = {
  /** Every paykit query. */
  all: root,
  /** The session's customer; a prefix of its legacy reads, so what refreshes the customer refreshes them. */
  customer: customerKey,
  /** The session customer's legacy v1/v2 reads (`useLegacyCustomer`, `useBusinessRails`), under the customer. */
  legacy: {
    customer: legacyCustomer,
    businessRails: () => [...legacyCustomer(), 'businessRails'] as const,
  },
  capabilities: {
    all: capabilitiesAll,
    list: () => [...capabilitiesAll, 'list'] as const,
    /** The catalogue of capabilities: static, so on a root of its own, not under `capabilities.all`. */
    supported: () => [...root, 'supportedCapabilities'] as const,
    /** The tasks a capability would need; institutions are sorted so the same set shares a key. */
    preview: (capabilityId: string, institutions?: readonly string[]) => {
      const sorted = institutions ? [...institutions].sort() : [];
      return [...capabilitiesAll, 'detail', capabilityId, 'preview', { institutions: sorted }] as const;
    },
    applications: capabilityApplications,
    applicationHistory: (capabilityId: string, applicationId: string) =>
      [...capabilityApplications(capabilityId), applicationId, 'history'] as const,
  },
  tasks: {
    all: tasksAll,
    list: (filters?: PaykitQueryKeyFilters) => [...tasksAll, 'list', filters ?? {}] as const,
    detail: taskDetail,
    history: (taskId: string) => [...taskDetail(taskId), 'history'] as const,
    submissions: taskSubmissions,
    submission: (taskId: string, submissionId: string) => [...taskSubmissions(taskId), submissionId] as const,
  },
  documents: {
    all: documentsAll,
    list: () => [...documentsAll, 'list'] as const,
  },
  accounts: {
    all: accountsAll,
    list: () => [...accountsAll, 'list'] as const,
  },
  recipients: {
    all: recipientsAll,
    list: (filters?: PaykitQueryKeyFilters) => [...recipientsAll, 'list', filters ?? {}] as const,
    destinations: (recipientId: string) => [...recipientsAll, 'detail', recipientId, 'destinations'] as const,
  },
  relatedParties: {
    all: relatedPartiesAll,
    list: () => [...relatedPartiesAll, 'list'] as const,
    detail: (id: string) => [...relatedPartiesAll, 'detail', id] as const,
  },
  rules: {
    all: rulesAll,
    list: () => [...rulesAll, 'list'] as const,
  },
  quotes: {
    all: quotesAll,
    detail: (quoteId: string) => [...quotesAll, 'detail', quoteId] as const,
  },
  transfers: {
    all: transfersAll,
    list: (filters?: PaykitQueryKeyFilters) => [...transfersAll, 'list', filters ?? {}] as const,
    detail: transferDetail,
    /** How to fund a transfer: fixed once issued, so not under its detail, which every change of the transfer refreshes. */
    instructions: (transferId: string) => [...transfersAll, 'instructions', transferId] as const,
    tasks: (transferId: string) => [...transferDetail(transferId), 'tasks'] as const,
  },
  /** Exchange rates for a currency pair. */
  rates: (from: string, to: string) => [...root, 'rates', { from, to }] as const,
  /** Institutions, filtered by method or country. */
  institutions: (filters?: PaykitQueryKeyFilters) => [...root, 'institutions', filters ?? {}] as const,
} as const;
