/** The body length a request declares, which a server may refuse before reading but never trusts. */

/** The body length `request` declares in `Content-Length`, or `undefined` when it declares none (or no number). */
export function declaredLength(request: Request): number | undefined {
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared) ? Number(declared) : undefined;
}
