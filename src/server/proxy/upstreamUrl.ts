/**
 * Upstream URLs, built only from the route table, validated path parameters and the session's
 * customer, then checked once more: the URL must start with the base URL and the route's fixed
 * prefix, and parse back to exactly the path that was built.
 */
import { fillPath } from '../../core/routes/index.js';
import { routeNotFound } from './proxyProblem.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

/** The fixed part of an upstream template once the customer is filled: up to its first `{`. */
export function expectedPrefix(template: string, customerId: string): string {
  const filled = template.replace('{customerId}', customerId);
  const brace = filled.indexOf('{');
  return brace === -1 ? filled : filled.slice(0, brace);
}

/**
 * The upstream URL of `template` (e.g. `/v3/customers/{customerId}/tasks/{taskId}`) with `params`
 * and the session's `customerId`, plus `query` (already filtered, without `?`).
 * @throws ProxyProblem 404 when a parameter is malformed or the URL escapes its prefix; nothing is
 * sent upstream then.
 */
export function upstreamUrl(
  config: Pick<ProxyConfig, 'baseUrl' | 'baseOrigin' | 'basePath'>,
  template: string,
  params: Readonly<Record<string, string>>,
  customerId: string,
  query = '',
): string {
  let path: string;
  try {
    path = fillPath(template, { ...params, customerId });
  } catch {
    throw routeNotFound();
  }
  const url = `${config.baseUrl}${path}${query === '' ? '' : `?${query}`}`;
  const prefix = `${config.baseUrl}${expectedPrefix(template, customerId)}`;
  if (!url.startsWith(prefix)) throw routeNotFound();
  const parsed = new URL(url);
  if (parsed.origin !== config.baseOrigin || parsed.pathname !== `${config.basePath}${path}`) throw routeNotFound();
  return url;
}
