/** A problem+json answer of the demo routes, in the shape the paykit client reads. */
export function problem(status: number, code: string, detail: string, headers: Record<string, string> = {}, retryable = false): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: detail, status, code, detail, retryable }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
  });
}

/** 429 `rate_limited`, retryable after `retryAfterSeconds` (also sent as `Retry-After`). */
export function rateLimited(retryAfterSeconds: number, detail: string): Response {
  return problem(429, 'rate_limited', detail, { 'Retry-After': String(retryAfterSeconds) }, true);
}
