import { kitRoutes, pathParamNames, isValidPathParam, type KitRoute, type KitRouteName } from '../core/routes/index.js';

/** A request path resolved to one kit route, with its validated path parameters. */
export interface KitRouteMatch {
  name: KitRouteName;
  route: KitRoute;
  params: Record<string, string>;
}

/** Why a path resolved to no route: the proxy answers 404 for both, without any upstream call. */
export type KitRouteMiss = { reason: 'unknown_route' } | { reason: 'malformed_parameter'; parameter: string };

interface CompiledRoute {
  name: KitRouteName;
  route: KitRoute;
  segments: string[];
  names: string[];
}

const compiled: CompiledRoute[] = (Object.entries(kitRoutes) as [KitRouteName, KitRoute][]).map(
  ([name, route]) => ({ name, route, segments: route.path.split('/').slice(1), names: pathParamNames(route.path) }),
);

/**
 * Resolves `method` and `path` (relative to the proxy's mount point, e.g. `/tasks/tsk_1`) to a kit
 * route. Matching is on raw segments: a parameter must match its resource pattern exactly, so an
 * encoded slash, dot or backslash can never reach an upstream URL.
 */
export function matchKitRoute(method: string, path: string): KitRouteMatch | KitRouteMiss {
  const segments = path.split('/').slice(1);
  let malformed: string | undefined;
  for (const candidate of compiled) {
    if (candidate.route.method !== method.toUpperCase()) continue;
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let index = 0; index < segments.length && matched; index += 1) {
      const expected = candidate.segments[index] as string;
      const actual = segments[index] as string;
      const parameter = /^\{(\w+)\}$/.exec(expected)?.[1];
      if (parameter === undefined) {
        matched = expected === actual;
      } else if (isValidPathParam(parameter, actual)) {
        params[parameter] = actual;
      } else {
        malformed ??= parameter;
        matched = false;
      }
    }
    if (matched) return { name: candidate.name, route: candidate.route, params };
  }
  return malformed === undefined ? { reason: 'unknown_route' } : { reason: 'malformed_parameter', parameter: malformed };
}

/** Narrows a match result. */
export function isKitRouteMatch(result: KitRouteMatch | KitRouteMiss): result is KitRouteMatch {
  return 'route' in result;
}
