/**
 * Default deny: a request resolves to one kit route (or the event stream) or to a problem, before
 * anything else happens. Paths carrying encoded or literal traversal characters, and parameters
 * longer than any id, are refused with 400; every other path outside the table is 404.
 */
import { EVENT_STREAM_PATH } from '../../core/routes/index.js';
import { isKitRouteMatch, matchKitRoute, type KitRouteMatch } from '../matchKitRoute.js';
import { idTooLong } from './bodyIds.js';
import type { PaykitProxyEnvironment } from './PaykitProxyOptions.js';
import { ProxyProblem, outsideMountPath, routeNotFound } from './proxyProblem.js';

/** Which routes the proxy serves beyond the v3 ones, by option. */
export interface KitRouteGates {
  /** The proxy's environment: sandbox-only routes are served in `sandbox` only. */
  readonly environment: PaykitProxyEnvironment;
  /** The proxy's `legacy` option: legacy v1/v2 routes are served only when it is true. */
  readonly legacy: boolean;
}

/** What a request resolved to. */
export type KitRequest = { kind: 'route'; match: KitRouteMatch } | { kind: 'events' };

/**
 * Percent signs (encoded dots, slashes, backslashes, double encoding, any non-ASCII), literal
 * backslashes, dot segments and empty segments. No kit path ever contains one.
 */
const TRAVERSAL = /%|\\|(?:^|\/)\.{1,2}(?:\/|$)|\/\//;
/** Every kit path is made of these characters only. */
const KIT_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

function malformedPath(): ProxyProblem {
  return new ProxyProblem({
    status: 400,
    code: 'malformed_path',
    detail: 'The path holds encoded, traversal or non-ASCII characters, which no kit route has.',
    retryable: false,
  });
}

/** The path of `pathname` under `mountPath`, or `undefined` when it is not under it. */
export function stripMountPath(pathname: string, mountPath: string): string | undefined {
  if (!pathname.startsWith(`${mountPath}/`)) return undefined;
  return pathname.slice(mountPath.length);
}

/**
 * Resolves `method` and the URL's raw `pathname` (as `new URL(request.url).pathname` gives it,
 * still percent-encoded) against the kit route table.
 * @throws ProxyProblem 400 `malformed_path`, 400 `validation_error` (`too_long` at
 * `/path/{parameter}`) for a parameter longer than any id, or 404 `not_found` for anything outside
 * the table (including sandbox-only routes outside the sandbox, and legacy routes unless the proxy
 * opts in); outside `mountPath` in development, a 404 whose detail names the mount path.
 */
export function resolveKitRequest(
  method: string,
  pathname: string,
  mountPath: string,
  gates: KitRouteGates,
  isDevelopment = false,
): KitRequest {
  const path = stripMountPath(pathname, mountPath);
  if (path === undefined) throw outsideMountPath(mountPath, isDevelopment);
  if (TRAVERSAL.test(path)) throw malformedPath();
  if (!KIT_PATH.test(path)) throw routeNotFound();
  if (path === EVENT_STREAM_PATH) {
    if (method !== 'GET') throw routeNotFound();
    return { kind: 'events' };
  }
  const match = matchKitRoute(method, path);
  if (!isKitRouteMatch(match)) throw match.reason === 'parameter_too_long' ? idTooLong(`/path/${match.parameter}`) : routeNotFound();
  if (match.route.sandboxOnly === true && gates.environment !== 'sandbox') throw routeNotFound();
  // Default deny: a merchant that never opted in has no v1/v2 surface, as if the rows were absent.
  if (match.route.legacy === true && !gates.legacy) throw routeNotFound();
  return { kind: 'route', match };
}
