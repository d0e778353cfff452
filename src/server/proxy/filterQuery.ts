/**
 * Query parameters, allowlisted per route and re-serialised: the upstream query string is built
 * anew from the parameters the route accepts, so nothing the browser wrote reaches the API as is.
 * A customer id is never taken from the browser; a route bound to the customer by query gets the
 * session's.
 */
import { MAX_ID_LENGTH, type KitRoute } from '../../core/routes/index.js';
import { idTooLong } from './bodyIds.js';
import { ProxyProblem } from './proxyProblem.js';

/** Parameters that may repeat (`institutions=a&institutions=b`); every other one appears once. */
const REPEATABLE = new Set(['institutions']);
/** Parameters whose values are ids, bounded as ids are everywhere. */
const ID_PARAMETERS = new Set(['institutions']);
/** Longest value and most values the proxy passes on. */
const MAX_VALUE_LENGTH = 512;
const MAX_VALUES = 32;

function refuse(name: string, code: 'unknown_parameter' | 'customer_id_not_allowed' | 'validation_error', message: string): ProxyProblem {
  return new ProxyProblem({
    status: 400,
    code,
    detail: message,
    retryable: false,
    errors: [{ pointer: `/query/${name.slice(0, 64)}`, code: code === 'validation_error' ? 'invalid_value' : code, message }],
  });
}

/**
 * The upstream query string (without `?`) for `route`, from the browser's `search` (as
 * `new URL(request.url).searchParams` gives it).
 * @throws ProxyProblem 400 `customer_id_not_allowed` for a `customerId` parameter,
 * `unknown_parameter` for any parameter the route does not accept, `validation_error` for a
 * repeated or over-long value (`too_long` for an id over `MAX_ID_LENGTH`).
 */
export function filterQuery(route: KitRoute, search: URLSearchParams, customerId: string): string {
  const allowed: readonly string[] = route.query ?? [];
  const out = new URLSearchParams();
  const seen = new Set<string>();
  let count = 0;
  for (const [name, value] of search) {
    if (name === 'customerId' || name === route.binding?.query) {
      throw refuse(name, 'customer_id_not_allowed', 'The customer comes from the session; the request must not name one.');
    }
    if (!allowed.includes(name))
      throw refuse(name, 'unknown_parameter', `This route does not accept the query parameter "${name.slice(0, 64)}".`);
    if (seen.has(name) && !REPEATABLE.has(name)) throw refuse(name, 'validation_error', `The query parameter "${name}" must appear once.`);
    if (ID_PARAMETERS.has(name) && value.length > MAX_ID_LENGTH) throw idTooLong(`/query/${name}`);
    if (value.length > MAX_VALUE_LENGTH)
      throw refuse(name, 'validation_error', `The query parameter "${name}" is longer than ${MAX_VALUE_LENGTH} characters.`);
    count += 1;
    if (count > MAX_VALUES) throw refuse(name, 'validation_error', `At most ${MAX_VALUES} query values are accepted.`);
    seen.add(name);
    out.append(name, value);
  }
  if (route.binding?.query !== undefined) out.set(route.binding.query, customerId);
  return out.toString();
}
