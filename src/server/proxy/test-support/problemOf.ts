import { isProxyProblem, type ProxyProblemInit } from '../proxyProblem.js';

/** The problem `run` throws, or `undefined` when it returns; any other error is rethrown. */
export function problemOf(run: () => unknown): ProxyProblemInit | undefined {
  try {
    run();
  } catch (error) {
    if (isProxyProblem(error)) return error.init;
    throw error;
  }
  return undefined;
}
