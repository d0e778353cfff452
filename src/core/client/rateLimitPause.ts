/**
 * What one client learned from the proxy's 429s: until when its reads, and its writes, would be
 * refused. The proxy counts them in separate buckets, so a refused read holds back the client's
 * other reads, never its writes. A request that would only be refused waits instead of going out.
 */
import { isEffectfulMethod, type HttpMethod } from '../routes/index.js';

/** Until when (epoch ms) each kind of request is refused; one per client, shared by its calls. */
export interface RateLimitPause {
  read: number;
  write: number;
}

/** A pause that holds nothing back yet. */
export function createRateLimitPause(): RateLimitPause {
  return { read: 0, write: 0 };
}

function kindOf(method: HttpMethod): keyof RateLimitPause {
  return isEffectfulMethod(method) ? 'write' : 'read';
}

/** Milliseconds a `method` request must wait at `now`, at most `maxMs`; 0 when it may go. */
export function pauseLeftMs(pause: RateLimitPause, method: HttpMethod, now: number, maxMs: number): number {
  return Math.min(Math.max(0, pause[kindOf(method)] - now), maxMs);
}

/** Records a 429 of a `method` request at `now` that asked to wait `retryAfterMs`. */
export function pauseFor(pause: RateLimitPause, method: HttpMethod, now: number, retryAfterMs: number): void {
  const kind = kindOf(method);
  pause[kind] = Math.max(pause[kind], now + retryAfterMs);
}
