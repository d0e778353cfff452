/**
 * What the proxy tells the developer once a request is answered: the log entry, and `onError`
 * when a failure stands behind the answer. Neither may fail or delay the response: a logger or an
 * error hook that throws (or rejects) is ignored.
 */
import type { PaykitProxyErrorInfo } from './proxyFailure.js';
import { loggedMethod, type ProxyLogEntry } from './proxyLog.js';
import type { RequestTrace } from './requestTrace.js';
import type { ProxyConfig } from './resolveProxyConfig.js';

/** One answered request, as the reports need it. */
export interface AnsweredRequest {
  method: string;
  status: number;
  requestId: string;
  startedAt: number;
  trace: RequestTrace;
}

function ignoreRejection(result: unknown): void {
  if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
    Promise.resolve(result).catch(() => undefined);
  }
}

/** Logs `answered` and tells `onError` about its failure, if any, without letting either fail. */
export function reportRequest(config: Pick<ProxyConfig, 'log' | 'onError' | 'now'>, answered: AnsweredRequest): void {
  const { trace } = answered;
  if (trace.failure !== null && config.onError !== undefined) {
    const info: PaykitProxyErrorInfo = {
      phase: trace.failure.phase,
      route: trace.route,
      requestId: answered.requestId,
      status: answered.status,
      code: trace.code,
    };
    try {
      ignoreRejection(config.onError(trace.failure.cause, info));
    } catch {
      // The developer's hook must not change what the browser gets.
    }
  }
  if (config.log === undefined) return;
  const entry: ProxyLogEntry = {
    method: loggedMethod(answered.method),
    route: trace.route,
    status: answered.status,
    durationMs: Math.max(0, Math.round(config.now() - answered.startedAt)),
    requestId: answered.requestId,
    upstreamStatus: trace.upstreamStatus,
    code: trace.code,
    phase: trace.failure?.phase ?? null,
  };
  try {
    ignoreRejection(config.log(entry));
  } catch {
    // A failing logger must not fail the request.
  }
}
