/**
 * The URL of one kit route call: the base URL, the route's path with validated parameters, and
 * the query parameters the route allows, nothing else.
 */
import { fillPath, type KitRoute } from '../routes/index.js';

/** One query parameter value; arrays are sent as repeated keys, `undefined` and `null` not at all. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** Query parameters of a call. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

function scalar(route: KitRoute, name: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new TypeError(`Query parameter "${name}" of ${route.method} ${route.path} must be a string, a finite number or a boolean`);
}

/**
 * Serialises `query` for `route`. Arrays become repeated keys (`institutions=a&institutions=b`).
 * @throws TypeError for a parameter outside the route's allowlist or a value that is not a
 * string, finite number, boolean or array of strings, before anything is sent.
 */
export function serializeQuery(route: KitRoute, query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const allowed: readonly string[] = route.query ?? [];
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (!allowed.includes(name)) {
      throw new TypeError(`Query parameter "${name}" is not accepted by ${route.method} ${route.path}`);
    }
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as readonly unknown[]) : [value]) {
      search.append(name, scalar(route, name, item));
    }
  }
  return search.toString();
}

/**
 * The URL of a call to `route` under `baseUrl` (absolute or same-origin, e.g. `/api/paykit`).
 * @throws TypeError for a missing or malformed path parameter or a refused query parameter.
 */
export function buildUrl(baseUrl: string, route: KitRoute, params: Readonly<Record<string, string>> = {}, query?: QueryParams): string {
  const path = fillPath(route.path, params);
  const search = serializeQuery(route, query);
  return `${baseUrl.replace(/\/+$/, '')}${path}${search === '' ? '' : `?${search}`}`;
}
