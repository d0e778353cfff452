/**
 * How an event stream the proxy opens stays bound to its session: tagged with the merchant's
 * session id (so a sign-out can close it at once) and checked again at an interval with the
 * merchant's own `getCustomerId`, so a stream never outlives the session that opened it.
 */
import type { EventStreamOptions } from '../events/EventRelay.js';
import { ProxyProblem } from './proxyProblem.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

type SessionConfig = Pick<ProxyConfig, 'getCustomerId' | 'getSessionId' | 'sessionCheckMs'>;

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
 * The stream options of the event stream `request` opens for `customerId`: its session id, and a
 * check that asks `getCustomerId(request)` again every `sessionCheckMs` and is current only while
 * it still answers that customer.
 * @throws ProxyProblem 500 when `getSessionId` throws or answers something that is not an id.
 */
export async function eventStreamSession(config: SessionConfig, request: Request, customerId: string): Promise<EventStreamOptions> {
  const sessionId = await sessionIdOf(config, request);
  return {
    ...(sessionId === undefined ? {} : { sessionId }),
    sessionCheckMs: config.sessionCheckMs,
    isSessionCurrent: async () => (await config.getCustomerId(request)) === customerId,
  };
}
