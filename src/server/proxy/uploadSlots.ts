/**
 * How many uploads run at once: at most `perSession` for one customer and `total` for the whole
 * proxy. An upload holds its slot from admission until its response is settled, whatever ends it
 * (success, a refused body, the browser leaving, the upstream failing).
 */
import { ProxyProblem } from './proxyProblem.js';

/** Seconds a refused upload is told to wait: about the time a small upload takes. */
export const UPLOAD_RETRY_AFTER_SECONDS = 2;

/** One admitted upload. */
export interface UploadLease {
  /** Aborts when the lease is released: whatever still runs for the upload stops. */
  readonly signal: AbortSignal;
  /** Frees the slot; later calls do nothing. */
  release(): void;
}

/** The upload slots of one proxy. */
export interface UploadSlots {
  /**
   * Admits an upload of `customerId`.
   * @throws ProxyProblem 429 `too_many_uploads` when the session has `perSession` uploads running,
   * 503 `upload_capacity_reached` when the proxy has `total`; both with `Retry-After`.
   */
  enter(customerId: string): UploadLease;
  /** Uploads running now (for tests and metrics). */
  inFlight(): number;
}

/** Creates the slots: `perSession` uploads per customer, `total` in all. */
export function createUploadSlots(limits: { perSession: number; total: number }): UploadSlots {
  const bySession = new Map<string, number>();
  let running = 0;

  return {
    enter(customerId) {
      const mine = bySession.get(customerId) ?? 0;
      if (mine >= limits.perSession) {
        throw new ProxyProblem({
          status: 429,
          code: 'too_many_uploads',
          detail: `This session already has ${limits.perSession} uploads running; retry after the delay in Retry-After.`,
          retryable: true,
          retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
        });
      }
      if (running >= limits.total) {
        throw new ProxyProblem({
          status: 503,
          code: 'upload_capacity_reached',
          detail: 'The server is taking as many uploads as it can; retry after the delay in Retry-After.',
          retryable: true,
          retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
        });
      }
      bySession.set(customerId, mine + 1);
      running += 1;
      const ended = new AbortController();
      return {
        signal: ended.signal,
        release() {
          if (ended.signal.aborted) return;
          ended.abort();
          running -= 1;
          const left = (bySession.get(customerId) ?? 1) - 1;
          if (left === 0) bySession.delete(customerId);
          else bySession.set(customerId, left);
        },
      };
    },
    inFlight: () => running,
  };
}
