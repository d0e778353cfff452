/**
 * Query parameters of the kit's read routes. Each type names only parameters its route's
 * allowlist accepts; a compile-time check below keeps them in step with the route table. They are
 * type aliases, not interfaces, so they stay assignable to the transport's query record.
 */
import type { KitRouteName, kitRoutes } from '../routes/index.js';

/** Parameters of every list: cursor pagination and the `updatedAfter` catch-up window. */
export type ListQuery = {
  /** Opaque cursor: the `nextCursor` of the previous page. */
  cursor?: string;
  /** Page size, 1 to 100. @default 25 */
  limit?: number;
  /** RFC 3339; only records updated at or after it (inclusive), to catch up on missed events. */
  updatedAfter?: string;
};

/** Query of `listTasks`. */
export type ListTasksQuery = ListQuery & {
  /** Only tasks with this status, e.g. `action_required`. */
  status?: string;
};

/** Query of `listRecipients`. */
export type ListRecipientsQuery = ListQuery & {
  /** Exact merchant correlation reference. */
  externalId?: string;
};

/** Query of `listTransfers`. */
export type ListTransfersQuery = ListQuery & {
  externalId?: string;
  /** Only transfers in this state, e.g. `awaiting_funds`. */
  state?: string;
};

/** Query of `listInstitutions`. */
export type ListInstitutionsQuery = ListQuery & {
  /** Payment method, e.g. `sepa`. */
  method?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
};

/** Query of `listRates`. */
export type ListRatesQuery = {
  /** Source currency, e.g. `USD`. */
  from?: string;
  /** Target currency, e.g. `USDC`. */
  to?: string;
};

/** Query of `previewCapabilityTasks`. */
export type PreviewCapabilityTasksQuery = {
  /** Public institution ids; omitted selects the applicable defaults. */
  institutions?: readonly string[];
};

/** The query type of each route that takes one. */
export interface RouteQueries {
  listCapabilities: ListQuery;
  previewCapabilityTasks: PreviewCapabilityTasksQuery;
  listCapabilityApplications: ListQuery;
  listTasks: ListTasksQuery;
  listSubmissions: ListQuery;
  listDocuments: ListQuery;
  listAccounts: ListQuery;
  listRecipients: ListRecipientsQuery;
  listDestinations: ListQuery;
  listRelatedParties: ListQuery;
  listRules: ListQuery;
  listTransfers: ListTransfersQuery;
  listTransferTasks: ListQuery;
  listRates: ListRatesQuery;
  listInstitutions: ListInstitutionsQuery;
}

/** The parameters a route's allowlist names. */
type AllowedQuery<N extends KitRouteName> = (typeof kitRoutes)[N] extends { query: readonly (infer K)[] } ? K : never;

/** Routes whose query type names a parameter the route refuses, or that take no query. */
type MisfitQueries = {
  [N in keyof RouteQueries]: N extends KitRouteName ? ([Exclude<keyof RouteQueries[N], AllowedQuery<N>>] extends [never] ? never : N) : N;
}[keyof RouteQueries];

/** Routes that take a query but have no query type. */
type MissingQueries = {
  [N in KitRouteName]: [AllowedQuery<N>] extends [never] ? never : N extends keyof RouteQueries ? never : N;
}[KitRouteName];

// Fails to compile when the query types and the route table disagree.
const _queriesFitRoutes: [MisfitQueries | MissingQueries] extends [never] ? true : never = true;
