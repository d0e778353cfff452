/**
 * The session's customer, from the merchant's own `getCustomerId` and nowhere else. No session is
 * 401; an id that is not a customer id, or an authentication that throws, is the merchant's bug
 * and answers 500 without details.
 */
import { isValidPathParam } from '../../core/routes/index.js';
import { ProxyProblem } from './proxyProblem.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

/**
 * The customer id of `request`'s session.
 * @throws ProxyProblem 401 `unauthenticated`, 500 `invalid_session_customer` or `internal_error`.
 */
export async function sessionCustomer(config: Pick<ProxyConfig, 'getCustomerId'>, request: Request): Promise<string> {
  let customerId: unknown;
  try {
    customerId = await config.getCustomerId(request);
  } catch {
    throw new ProxyProblem({ status: 500, code: 'internal_error', detail: 'The session could not be read.', retryable: true });
  }
  if (customerId === null || customerId === undefined) {
    throw new ProxyProblem({ status: 401, code: 'unauthenticated', detail: 'Sign in to continue.', retryable: false });
  }
  if (typeof customerId !== 'string' || !isValidPathParam('customerId', customerId)) {
    throw new ProxyProblem({
      status: 500,
      code: 'invalid_session_customer',
      detail: 'The session does not hold a well-formed customer id.',
      retryable: false,
    });
  }
  return customerId;
}
