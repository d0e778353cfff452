/**
 * How an event stream the proxy opens stays bound to its session: opened only for a signed-in
 * customer, tagged with the merchant's session id (so a sign-out can close it at once) and checked
 * again at an interval with the merchant's side-effect-free `peekCustomerId` (else
 * `getCustomerId`). A failed check drops the stream; the browser reopens it with its current
 * cookies, and that reopening is authenticated like any request.
 */
import type { EventStreamOptions } from '../events/EventRelay.js';
import { isProxyProblem, ProxyProblem } from './proxyProblem.js';
import type { ProxyConfig } from './resolveProxyConfig.js';
import { sessionCustomer } from './sessionCustomer.js';

type SessionConfig = Pick<ProxyConfig, 'getCustomerId' | 'peekCustomerId' | 'getSessionId' | 'sessionCheckMs'>;

/** The longest session id kept as a stream's tag; a longer one is the merchant's bug. */
const MAX_SESSION_ID_LENGTH = 1024;

async function sessionIdOf(config: SessionConfig, request: Request): Promise<string | undefined> {
  if (config.getSessionId === undefined) return undefined;
  let sessionId: unknown;
  try {
    sessionId = await config.getSessionId(request);
  } catch {
    throw new ProxyProblem({ status: 500, code: 'internal_error', detail: 'The session could not be read.', retryable: true });
  }
  if (sessionId === null || sessionId === undefined) return undefined;
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > MAX_SESSION_ID_LENGTH) {
    throw new ProxyProblem({ status: 500, code: 'internal_error', detail: 'The session could not be read.', retryable: false });
  }
  return sessionId;
}

/**
 * The customer whose stream `request` opens, from `getCustomerId` as for any request, or `null`
 * when nobody is signed in (the proxy then answers with a stream that only says `session_ended`).
 * @throws ProxyProblem 500 as {@link sessionCustomer} does (a failing or malformed session).
 */
export async function eventStreamCustomer(config: Pick<ProxyConfig, 'getCustomerId'>, request: Request): Promise<string | null> {
  try {
    return await sessionCustomer(config, request);
  } catch (error) {
    if (isProxyProblem(error) && error.init.status === 401) return null;
    throw error;
  }
}

/**
 * The stream options of the event stream `request` opens for `customerId`: its session id, and a
 * check that asks `peekCustomerId(request)` (else `getCustomerId(request)`) again every
 * `sessionCheckMs` and is current only while it still answers that customer.
 * @throws ProxyProblem 500 when `getSessionId` throws or answers something that is not an id.
 */
export async function eventStreamSession(config: SessionConfig, request: Request, customerId: string): Promise<EventStreamOptions> {
  const sessionId = await sessionIdOf(config, request);
  const readCustomerId = config.peekCustomerId ?? config.getCustomerId;
  return {
    ...(sessionId === undefined ? {} : { sessionId }),
    sessionCheckMs: config.sessionCheckMs,
    isSessionCurrent: async () => (await readCustomerId(request)) === customerId,
  };
}
