/**
 * The CSRF rule the paykit proxy applies, for the demo's own effectful routes: the request must
 * carry `Paykit-Request: 1` (a header a cross-site form or image cannot send) and come from an
 * allowed origin: its `Origin` is one of them, or, when a browser sent no `Origin`,
 * `Sec-Fetch-Site: same-origin`. A request with neither is refused: default deny.
 */

/** Why a request was refused, or `'allowed'`. */
export type SameOriginVerdict = 'allowed' | 'missing_paykit_header' | 'foreign_origin' | 'unknown_origin';

/** Judges one request against the allowed origins (exact `scheme://host[:port]` strings). */
export function judgeSameOrigin(request: Request, allowedOrigins: readonly string[]): SameOriginVerdict {
  if (request.headers.get('Paykit-Request') !== '1') return 'missing_paykit_header';
  const origin = request.headers.get('Origin');
  if (origin !== null) return allowedOrigins.includes(origin) ? 'allowed' : 'foreign_origin';
  return request.headers.get('Sec-Fetch-Site') === 'same-origin' ? 'allowed' : 'unknown_origin';
}

/**
 * The origins a page served at `http://<host>:<port>` is reached at: that one and, on a loopback
 * host, its `localhost` and `127.0.0.1` spellings; or exactly `publicOrigin` when the server sits
 * behind another address.
 */
export function allowedOriginsFor(host: string, port: number, publicOrigin?: string): string[] {
  if (publicOrigin !== undefined) return [publicOrigin];
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const origins = new Set([`http://${bracketed}:${port}`]);
  if (['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
    origins.add(`http://127.0.0.1:${port}`);
    origins.add(`http://localhost:${port}`);
  }
  return [...origins];
}
