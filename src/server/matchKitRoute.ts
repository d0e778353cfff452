import { kitRoutes, isValidPathParam, MAX_ID_LENGTH, type KitRoute, type KitRouteName } from '../core/routes/index.js';

/** A request path resolved to one kit route, with its validated path parameters. */
export interface KitRouteMatch {
  name: KitRouteName;
  route: KitRoute;
  params: Record<string, string>;
}

/**
 * Why a path resolved to no route, without any upstream call: an unknown route or a malformed
 * parameter (the proxy answers 404), or a parameter longer than any id (the proxy answers 400).
 */
export type KitRouteMiss =
  { reason: 'unknown_route' } | { reason: 'malformed_parameter'; parameter: string } | { reason: 'parameter_too_long'; parameter: string };

/** One segment of a route path: a literal, or the name of a parameter. */
type Segment = { literal: string } | { parameter: string };

interface CompiledRoute {
  name: KitRouteName;
  route: KitRoute;
  segments: Segment[];
}

const compiled: CompiledRoute[] = (Object.entries(kitRoutes) as [KitRouteName, KitRoute][]).map(([name, route]) => ({
  name,
  route,
  segments: route.path
    .split('/')
    .slice(1)
    .map((segment): Segment => {
      const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
      return parameter === undefined ? { literal: segment } : { parameter };
    }),
}));

/**
 * Resolves `method` and `path` (relative to the proxy's mount point, e.g. `/tasks/tsk_1`) to a kit
 * route. Matching is on raw segments: a parameter must match its resource pattern exactly, so an
 * encoded slash, dot or backslash can never reach an upstream URL. Work is bounded whatever the
 * path: an over-long parameter is refused on its length before any pattern runs.
 */
export function matchKitRoute(method: string, path: string): KitRouteMatch | KitRouteMiss {
  const segments = path.split('/').slice(1);
  const upperMethod = method.toUpperCase();
  let miss: KitRouteMiss | undefined;
  for (const candidate of compiled) {
    if (candidate.route.method !== upperMethod) continue;
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let index = 0; index < segments.length && matched; index += 1) {
      const expected = candidate.segments[index] as Segment;
      const actual = segments[index] as string;
      if ('literal' in expected) {
        matched = expected.literal === actual;
      } else if (isValidPathParam(expected.parameter, actual)) {
        params[expected.parameter] = actual;
      } else {
        const reason = actual.length > MAX_ID_LENGTH ? 'parameter_too_long' : 'malformed_parameter';
        miss ??= { reason, parameter: expected.parameter };
        matched = false;
      }
    }
    if (matched) return { name: candidate.name, route: candidate.route, params };
  }
  return miss ?? { reason: 'unknown_route' };
}

/** Narrows a match result. */
export function isKitRouteMatch(result: KitRouteMatch | KitRouteMiss): result is KitRouteMatch {
  return 'route' in result;
}
