import type { RouteDef } from './RequestContext.js';

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** The routes matching a path: the one for the method, and whether any route has the path at all. */
export interface RouteMatch {
  route: RouteDef | undefined;
  params: Record<string, string>;
  pathExists: boolean;
  allowed: string[];
}

/** Compiles route templates (`/v3/customers/{customerId}`) into matchers over raw path segments. */
export function createRouter(routes: readonly RouteDef[]): (method: string, pathname: string) => RouteMatch {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
  return (method, pathname) => {
    const allowed: string[] = [];
    let found: { route: RouteDef; params: Record<string, string> } | undefined;
    // Literal segments win over parameters: `/capabilities/supported` is not a capability id.
    const candidates = compiled
      .map((entry) => ({ entry, match: entry.pattern.exec(pathname) }))
      .filter((candidate) => candidate.match !== null)
      .sort((a, b) => a.entry.names.length - b.entry.names.length);
    for (const { entry, match } of candidates) {
      allowed.push(entry.route.method);
      if (found || entry.route.method !== method || !match) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, index) => {
        params[name] = match[index + 1] as string;
      });
      found = { route: entry.route, params };
    }
    return { route: found?.route, params: found?.params ?? {}, pathExists: candidates.length > 0, allowed: [...new Set(allowed)] };
  };
}
