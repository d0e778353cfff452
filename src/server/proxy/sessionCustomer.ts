/**
 * The session's customer, from the merchant's own `getCustomerId` and nowhere else. No session is
 * 401; an id that is not a customer id, or an authentication that throws, is the merchant's bug
 * and answers 500 without details; a lookup still running when the request's deadline passes is
 * 504 `session_timeout` (nothing was sent upstream).
 */
import { isValidPathParam } from '../../core/routes/index.js';
import { ProxyProblem, isProxyProblem } from './proxyProblem.js';
import { beforeDeadline, type RequestDeadline } from './requestDeadline.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

function sessionTimedOut(budgetMs: number): ProxyProblem {
  return new ProxyProblem({
    status: 504,
    code: 'session_timeout',
    detail: `The session could not be read within the request's ${budgetMs} ms.`,
    retryable: true,
  });
}

/**
 * The customer id of `request`'s session, read before `deadline` passes when one is given.
 * @throws ProxyProblem 401 `unauthenticated`, 500 `invalid_session_customer` or `internal_error`,
 * 504 `session_timeout`.
 */
export async function sessionCustomer(
  config: Pick<ProxyConfig, 'getCustomerId'>,
  request: Request,
  deadline?: RequestDeadline,
): Promise<string> {
  let customerId: unknown;
  try {
    const lookup = Promise.resolve(config.getCustomerId(request));
    customerId = await (deadline === undefined ? lookup : beforeDeadline(lookup, deadline, () => sessionTimedOut(deadline.budgetMs)));
  } catch (error) {
    if (isProxyProblem(error)) throw error;
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
