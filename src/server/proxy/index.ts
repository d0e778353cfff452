/**
 * The secure proxy handler of paykit/server.
 */
export { createPaykitProxy, type PaykitProxyHandler } from './createPaykitProxy.js';
export type { PaykitProxyEnvironment, PaykitProxyFetch, PaykitProxyLimits, PaykitProxyOptions } from './PaykitProxyOptions.js';
export type { ProxyProblemCode } from './proxyProblem.js';
