/**
 * What a kit route call costs from the session's rate-limit bucket: one token, and for an upload
 * one more per started MiB of its declared size (the size cap when it declares none), so a session
 * cannot move more bytes through the proxy by sending them as uploads.
 */
import type { KitRoute } from '../../core/routes/index.js';
import { MULTIPART_OVERHEAD_BYTES } from './readDocumentUpload.js';
import { declaredLength } from '../../core/bytes/declaredLength.js';

const MiB = 1024 * 1024;

/** Tokens `request` on `route` takes; `documentBytes` is the upload size cap. */
export function requestCost(route: KitRoute, request: Request, documentBytes: number): number {
  if (route.body !== 'multipart') return 1;
  const cap = documentBytes + MULTIPART_OVERHEAD_BYTES;
  return 1 + Math.ceil(Math.min(declaredLength(request) ?? cap, cap) / MiB);
}
