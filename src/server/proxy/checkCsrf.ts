/**
 * The CSRF guard of effectful requests: they need `Paykit-Request: 1` (a custom header, which a
 * cross-site form or a no-CORS fetch cannot send) and an `Origin` in the allowed list, or, when a
 * browser sends no `Origin`, `Sec-Fetch-Site: same-origin`. The proxy never answers CORS, so a
 * preflight for the custom header fails and the request is never sent cross-site at all.
 */
import { ProxyProblem } from './proxyProblem.js';

/**
 * Refuses `request` unless it passes the guard.
 * @throws ProxyProblem 403 `csrf_header_missing` or `origin_not_allowed`.
 */
export function checkCsrf(request: Request, allowedOrigins: ReadonlySet<string>): void {
  if (request.headers.get('paykit-request') !== '1') {
    throw new ProxyProblem({
      status: 403,
      code: 'csrf_header_missing',
      detail: 'Effectful requests must carry the header Paykit-Request: 1.',
      retryable: false,
    });
  }
  const origin = request.headers.get('origin');
  const allowed = origin === null ? request.headers.get('sec-fetch-site') === 'same-origin' : allowedOrigins.has(origin.toLowerCase());
  if (!allowed) {
    throw new ProxyProblem({
      status: 403,
      code: 'origin_not_allowed',
      detail: 'The request does not come from an allowed origin.',
      retryable: false,
    });
  }
}
