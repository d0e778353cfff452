/**
 * What a kit route call costs from the session's rate-limit bucket: one token, and for an upload
 * one more per started MiB of its body, so a session cannot move more bytes through the proxy by
 * sending them as uploads. An upload is admitted for the size it declares (the size cap when it
 * declares none), and pays for the rest as more than that arrives.
 */
import { declaredLength } from '../../core/bytes/declaredLength.js';
import type { KitRoute } from '../../core/routes/index.js';
import type { RateLimiter } from './rateLimiter.js';
import { MULTIPART_OVERHEAD_BYTES } from './readDocumentUpload.js';

const MiB = 1024 * 1024;

/** Tokens an upload body of `bytes` costs: one, and one per started MiB. */
function uploadTokens(bytes: number): number {
  return 1 + Math.ceil(bytes / MiB);
}

/** Tokens `request` on `route` takes at admission; `documentBytes` is the upload size cap. */
export function requestCost(route: KitRoute, request: Request, documentBytes: number): number {
  if (route.body !== 'multipart') return 1;
  const cap = documentBytes + MULTIPART_OVERHEAD_BYTES;
  return uploadTokens(Math.min(declaredLength(request) ?? cap, cap));
}

/**
 * The meter of an upload admitted for `paid` tokens: told the bytes read so far, it charges
 * `customerId` the tokens they cost past `paid`, as they are read.
 */
export function uploadMeter(limiter: RateLimiter, customerId: string, paid: number): (bytesRead: number) => void {
  let charged = paid;
  return (bytesRead) => {
    const due = uploadTokens(bytesRead) - charged;
    if (due <= 0) return;
    // Not waited for: a store that fails to record the rest costs the session nothing more.
    void Promise.resolve(limiter.charge(customerId, due)).catch(() => undefined);
    charged += due;
  };
}
