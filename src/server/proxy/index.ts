/**
 * The secure proxy handler of paykit/server.
 */
export { createPaykitProxy, type PaykitProxyHandler } from './createPaykitProxy.js';
export type {
  PaykitProxyEnvironment,
  PaykitProxyFetch,
  PaykitProxyLimits,
  PaykitProxyOptions,
  PaykitSessionReader,
} from './PaykitProxyOptions.js';
export type { PaykitProxyErrorInfo, ProxyErrorPhase } from './proxyFailure.js';
export { formatProxyLogLine, type ProxyLogEntry } from './proxyLog.js';
export type { ProxyProblemCode } from './proxyProblem.js';
