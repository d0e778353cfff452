/**
 * The session's customer, from the merchant's own `getCustomerId` and nowhere else. No session is
 * 401; an id that is not a customer id, or an authentication that throws, is the merchant's bug
 * and answers 500 without details; a lookup still running when the request's deadline passes is
 * 504 `session_timeout` (nothing was sent upstream). Each 5xx keeps its real cause for `onError`.
 */
import { isValidPathParam } from '../../core/routes/index.js';
import { timeoutError } from './proxyFailure.js';
import { ProxyProblem, isProxyProblem } from './proxyProblem.js';
import { beforeDeadline, endedProblem, type RequestDeadline } from './requestDeadline.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

function sessionTimedOut(budgetMs: number): ProxyProblem {
  return new ProxyProblem(
    {
      status: 504,
      code: 'session_timeout',
      detail: `The session could not be read within the request's ${budgetMs} ms.`,
      retryable: true,
    },
    { phase: 'session', cause: timeoutError('getCustomerId', budgetMs) },
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/** The 500 of a session read (`getCustomerId`, `peekCustomerId`, `getSessionId`) that failed with `cause`. */
export function sessionUnreadable(cause: unknown, retryable = true): ProxyProblem {
  return new ProxyProblem(
    { status: 500, code: 'internal_error', detail: 'The session could not be read.', retryable },
    { phase: 'session', cause },
  );
}

/**
 * The customer id of `request`'s session, read with `context` (what the adapter handed the proxy
 * beside the request) before `deadline` passes when one is given.
 * @throws ProxyProblem 401 `unauthenticated`, 500 `invalid_session_customer` or `internal_error`,
 * 504 `session_timeout`.
 */
export async function sessionCustomer(
  config: Pick<ProxyConfig, 'getCustomerId'>,
  request: Request,
  context: unknown,
  deadline?: RequestDeadline,
): Promise<string> {
  let customerId: unknown;
  try {
    const found: unknown = config.getCustomerId(request, context);
    if (!isThenable(found)) {
      // A session read from the request itself (a cookie, a header) answers at once: nothing to race.
      if (deadline?.signal.aborted === true) throw endedProblem(deadline, () => sessionTimedOut(deadline.budgetMs));
      customerId = found;
    } else {
      const lookup = Promise.resolve(found);
      customerId = await (deadline === undefined ? lookup : beforeDeadline(lookup, deadline, () => sessionTimedOut(deadline.budgetMs)));
    }
  } catch (error) {
    if (isProxyProblem(error)) throw error;
    throw sessionUnreadable(error);
  }
  if (customerId === null || customerId === undefined) {
    throw new ProxyProblem({ status: 401, code: 'unauthenticated', detail: 'Sign in to continue.', retryable: false });
  }
  if (typeof customerId !== 'string' || !isValidPathParam('customerId', customerId)) {
    throw new ProxyProblem(
      {
        status: 500,
        code: 'invalid_session_customer',
        detail: 'The session does not hold a well-formed customer id.',
        retryable: false,
      },
      { phase: 'session', cause: new TypeError('getCustomerId answered a value that is not a customer id (cus_…), null or undefined.') },
    );
  }
  return customerId;
}
