/**
 * Query keys for every paykit resource, rooted at `['paykit']` so the kit's cache can share a
 * merchant's `QueryClient` without collisions. Keys nest: a resource's `all` is a prefix of its
 * lists and details, and a detail is a prefix of its sub-resources, so invalidating a shorter key
 * refreshes everything under it.
 */

/** List filters as part of a key. `undefined` fields hash like absent ones. */
export type PaykitKeyFilters = object;

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

const taskDetail = (taskId: string) => [...tasksAll, 'detail', taskId] as const;
const taskSubmissions = (taskId: string) => [...taskDetail(taskId), 'submissions'] as const;
const capabilityApplications = (capabilityId: string) => [...capabilitiesAll, 'detail', capabilityId, 'applications'] as const;
const transferDetail = (transferId: string) => [...transfersAll, 'detail', transferId] as const;

/**
 * The query-key factory.
 *
 * @example
 * useQuery({ queryKey: paykitKeys.tasks.detail(taskId), queryFn: () => client.getTask(taskId) });
 * queryClient.invalidateQueries({ queryKey: paykitKeys.transfers.all });
 */
export const paykitKeys = {
  /** Every paykit query. */
  all: root,
  /** The session's customer. */
  customer: () => [...root, 'customer'] as const,
  capabilities: {
    all: capabilitiesAll,
    list: () => [...capabilitiesAll, 'list'] as const,
    supported: () => [...capabilitiesAll, 'supported'] as const,
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
    list: (filters?: PaykitKeyFilters) => [...tasksAll, 'list', filters ?? {}] as const,
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
    list: (filters?: PaykitKeyFilters) => [...recipientsAll, 'list', filters ?? {}] as const,
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
    list: (filters?: PaykitKeyFilters) => [...transfersAll, 'list', filters ?? {}] as const,
    detail: transferDetail,
    instructions: (transferId: string) => [...transferDetail(transferId), 'instructions'] as const,
    tasks: (transferId: string) => [...transferDetail(transferId), 'tasks'] as const,
  },
  /** Exchange rates for a currency pair. */
  rates: (from: string, to: string) => [...root, 'rates', { from, to }] as const,
  /** Institutions, filtered by method or country. */
  institutions: (filters?: PaykitKeyFilters) => [...root, 'institutions', filters ?? {}] as const,
} as const;
