/** A problem+json answer of the demo routes, in the shape the paykit client reads. */
export function problem(status: number, code: string, detail: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: detail, status, code, detail, retryable: false }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
  });
}
