/**
 * The page's calls to the demo server's stand-in sign-in (`/demo/*`). They carry the same CSRF
 * proof the paykit client sends to the proxy (`Paykit-Request: 1`); the browser adds `Origin`.
 */

/** The customer types a visitor can sign in as. */
export type DemoCustomerType = 'individual' | 'business';

/** A failed demo call, with the reference to quote when the server gave one. */
export class DemoSessionError extends Error {
  override readonly name = 'DemoSessionError';
  constructor(
    message: string,
    /** The API's request id, when the failure came from it. */
    readonly correlationId?: string,
  ) {
    super(message);
  }
}

const headers = { 'Paykit-Request': '1', Accept: 'application/json' };

async function fail(response: Response): Promise<never> {
  const problem = (await response.json().catch(() => ({}))) as { detail?: unknown; correlationId?: unknown };
  throw new DemoSessionError(
    typeof problem.detail === 'string' ? problem.detail : `The demo server answered ${response.status}.`,
    typeof problem.correlationId === 'string' ? problem.correlationId : undefined,
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new DemoSessionError("We couldn't reach the demo server. Check that it is running and try again.");
  }
}

/** The customer of the browser's session, or null when nobody is signed in. */
export async function fetchSession(): Promise<string | null> {
  const response = await send('/demo/session', { headers });
  if (!response.ok) return fail(response);
  const body = (await response.json()) as { customerId?: unknown };
  return typeof body.customerId === 'string' ? body.customerId : null;
}

/** Creates a fresh customer of `type` and signs the browser in as it; resolves to its id. */
export async function signIn(type: DemoCustomerType): Promise<string> {
  const response = await send('/demo/sign-in', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  if (!response.ok) return fail(response);
  const body = (await response.json()) as { customerId?: unknown };
  if (typeof body.customerId !== 'string') throw new DemoSessionError('The demo server answered without a customer.');
  return body.customerId;
}

/** Ends the browser's session. */
export async function signOut(): Promise<void> {
  const response = await send('/demo/sign-out', { method: 'POST', headers });
  if (!response.ok) await fail(response);
}
