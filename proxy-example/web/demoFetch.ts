/**
 * The page's calls to the demo server's own routes (`/demo/*`). They carry the same CSRF proof
 * the paykit client sends to the proxy (`Paykit-Request: 1`); the browser adds `Origin`.
 */

/** A failed demo call, with the reference to quote when the server gave one. */
export class DemoRequestError extends Error {
  override readonly name = 'DemoRequestError';
  constructor(
    message: string,
    /** The API's request id, when the failure came from it. */
    readonly correlationId?: string,
    /** The problem's code, when the server sent one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The headers every demo call carries. */
export const demoHeaders = { 'Paykit-Request': '1', Accept: 'application/json' };

/** Throws the server's problem as a {@link DemoRequestError}. */
export async function failWith(response: Response): Promise<never> {
  const problem = (await response.json().catch(() => ({}))) as { detail?: unknown; correlationId?: unknown; code?: unknown };
  throw new DemoRequestError(
    typeof problem.detail === 'string' ? problem.detail : `The demo server answered ${response.status}.`,
    typeof problem.correlationId === 'string' ? problem.correlationId : undefined,
    typeof problem.code === 'string' ? problem.code : undefined,
  );
}

/** `fetch` on this origin; a network failure becomes a {@link DemoRequestError} a person can read. */
export async function sendDemo(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new DemoRequestError("We couldn't reach the demo server. Check that it is running and try again.");
  }
}

/** POSTs a JSON body to a demo route. */
export function postDemoJson(path: string, body: unknown): Promise<Response> {
  return sendDemo(path, { method: 'POST', headers: { ...demoHeaders, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
