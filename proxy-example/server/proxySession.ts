import type { PaykitProxyOptions } from 'paykit/server';
import { readSessionId } from './sessionCookie.js';
import type { SessionStore } from './sessions.js';

/** The proxy options that read the demo's session: who is signed in, without renewing, and which session. */
export type ProxySessionOptions = Required<Pick<PaykitProxyOptions, 'getCustomerId' | 'peekCustomerId' | 'getSessionId'>>;

/**
 * How the proxy reads the demo's sessions from the session cookie: `getCustomerId` renews the idle
 * timer (each kit request is the person's use), `peekCustomerId` does not (the proxy's periodic
 * check of an open event stream, so a forgotten tab still signs out after the idle lifetime), and
 * `getSessionId` tags each event stream with its session, which the sign-out closes.
 *
 * @example
 * createPaykitProxy({ …, events: relay, ...proxySessionOptions(sessions, https) });
 */
export function proxySessionOptions(sessions: SessionStore, secureCookies: boolean): ProxySessionOptions {
  return {
    getCustomerId: (request) => sessions.customerIdOf(readSessionId(request, secureCookies)),
    peekCustomerId: (request) => sessions.peekCustomerIdOf(readSessionId(request, secureCookies)),
    getSessionId: (request) => readSessionId(request, secureCookies) ?? null,
  };
}
