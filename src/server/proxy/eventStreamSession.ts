/**
 * How an event stream the proxy opens stays bound to its session: opened only for a signed-in
 * customer, tagged with the merchant's session id (so a sign-out can close it at once) and checked
 * again at an interval with the merchant's side-effect-free `peekCustomerId` (else
 * `getCustomerId`). A failed check drops the stream; the browser reopens it with its current
 * cookies, and that reopening is authenticated like any request.
 */
import type { EventStreamOptions } from '../events/EventRelay.js';
import { isProxyProblem } from './proxyProblem.js';
import type { ProxyConfig } from './resolveProxyConfig.js';
import { sessionCustomer, sessionUnreadable } from './sessionCustomer.js';

type SessionConfig = Pick<ProxyConfig, 'getCustomerId' | 'peekCustomerId' | 'getSessionId' | 'sessionCheckMs'>;

/** The longest session id kept as a stream's tag; a longer one is the merchant's bug. */
const MAX_SESSION_ID_LENGTH = 1024;

async function sessionIdOf(config: SessionConfig, request: Request, context: unknown): Promise<string | undefined> {
  if (config.getSessionId === undefined) return undefined;
  let sessionId: unknown;
  try {
    sessionId = await config.getSessionId(request, context);
  } catch (error) {
    throw sessionUnreadable(error);
  }
  if (sessionId === null || sessionId === undefined) return undefined;
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > MAX_SESSION_ID_LENGTH) {
    throw sessionUnreadable(
      new TypeError(`getSessionId answered a value that is not a string of 1 to ${MAX_SESSION_ID_LENGTH} characters.`),
      false,
    );
  }
  return sessionId;
}

/**
 * The customer whose stream `request` opens, from `getCustomerId` as for any request, or `null`
 * when nobody is signed in (the proxy then answers with a stream that only says `session_ended`).
 * @throws ProxyProblem 500 as {@link sessionCustomer} does (a failing or malformed session).
 */
export async function eventStreamCustomer(
  config: Pick<ProxyConfig, 'getCustomerId'>,
  request: Request,
  context: unknown,
): Promise<string | null> {
  try {
    return await sessionCustomer(config, request, context);
  } catch (error) {
    if (isProxyProblem(error) && error.init.status === 401) return null;
    throw error;
  }
}

/**
 * The stream options of the event stream `request` opens for `customerId`: its session id, and a
 * check that asks `peekCustomerId(request, context)` (else `getCustomerId`) again every
 * `sessionCheckMs` and is current only while it still answers that customer.
 * @throws ProxyProblem 500 when `getSessionId` throws or answers something that is not an id.
 */
export async function eventStreamSession(
  config: SessionConfig,
  request: Request,
  context: unknown,
  customerId: string,
): Promise<EventStreamOptions> {
  const sessionId = await sessionIdOf(config, request, context);
  const readCustomerId = config.peekCustomerId ?? config.getCustomerId;
  return {
    ...(sessionId === undefined ? {} : { sessionId }),
    sessionCheckMs: config.sessionCheckMs,
    isSessionCurrent: async () => (await readCustomerId(request, context)) === customerId,
  };
}
