/** HTTP methods the kit uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * How the proxy proves an upstream record belongs to the session's customer before it forwards a
 * request on a route outside `/v3/customers/{customerId}`.
 */
export type OwnershipCheck = 'quote' | 'quoteInBody' | 'transfer' | 'task' | 'account';

/**
 * What a route's success carries. `data`: `{ data, … }`, as every single read, create and list
 * ("Single and create responses are {data: resource}"). `dataOrNoContent`: that, or a 204 with no
 * body (an archive or delete: the description lists them without payloads, and the fake platform
 * answers 204 for a document or rule). `unstated`: any JSON object, or a 204 (a sandbox simulation
 * whose answer the description leaves unstated). No route succeeds with an empty 200 or 201.
 */
export type KitRouteAnswer = 'data' | 'dataOrNoContent' | 'unstated';

/** One kit route: what the browser calls and what the proxy forwards. */
export interface KitRoute {
  readonly method: HttpMethod;
  /** Path under the proxy's base URL; `{name}` marks a path parameter. */
  readonly path: string;
  /** Upstream path (v3, or v1/v2 for a `legacy` route); `{customerId}` is always filled from the session, never from the browser. */
  readonly upstream: string;
  /** Query parameters the route accepts; every other one is refused. @default [] */
  readonly query?: readonly string[];
  /** Body the route takes. @default 'none' */
  readonly body?: 'json' | 'multipart';
  /** Only served when the proxy's environment is sandbox. @default false */
  readonly sandboxOnly?: boolean;
  /**
   * A legacy v1/v2 operation: served only when the proxy opts in (`createPaykitProxy({ legacy: true })`),
   * else answered 404 like any path outside the table. @default false
   */
  readonly legacy?: boolean;
  /** Where the proxy writes the session's customer id (a dotted body path, or a query parameter). */
  readonly binding?: { readonly body?: string; readonly query?: string };
  /** Ownership proof the proxy makes before forwarding. */
  readonly ownership?: OwnershipCheck;
  /** What a success carries; the proxy relays nothing else and the client reads nothing else. @default 'data' */
  readonly answer?: KitRouteAnswer;
}

/** What a success of `route` carries (see {@link KitRouteAnswer}). */
export function answerOf(route: KitRoute): KitRouteAnswer {
  return route.answer ?? 'data';
}

/** True when a success of `route` may be a 204 with no body: the only empty success any route has. */
export function mayAnswerNoContent(route: KitRoute): boolean {
  return answerOf(route) !== 'data';
}

/** True for methods that change state and so carry an `Idempotency-Key`. */
export function isEffectfulMethod(method: HttpMethod): boolean {
  return method !== 'GET';
}
