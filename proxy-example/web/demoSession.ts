/** The page's calls to the demo server's stand-in sign-in (`/demo/session`, `/demo/sign-in`, `/demo/sign-out`). */
import { DemoRequestError, demoHeaders as headers, failWith as fail, postDemoJson, sendDemo as send } from './demoFetch.js';

/** Who a visitor can sign in as: a fresh individual or business, or an individual onboarded through v1. */
export type DemoCustomerType = 'individual' | 'business' | 'migrated';

/** The customer of the browser's session, or null when nobody is signed in. */
export async function fetchSession(): Promise<string | null> {
  const response = await send('/demo/session', { headers });
  if (!response.ok) return fail(response);
  const body = (await response.json()) as { customerId?: unknown };
  return typeof body.customerId === 'string' ? body.customerId : null;
}

/** Creates a fresh customer of `type` and signs the browser in as it; resolves to its id. */
export async function signIn(type: DemoCustomerType): Promise<string> {
  const response = await postDemoJson('/demo/sign-in', { type });
  if (!response.ok) return fail(response);
  const body = (await response.json()) as { customerId?: unknown };
  if (typeof body.customerId !== 'string') throw new DemoRequestError('The demo server answered without a customer.');
  return body.customerId;
}

/** Ends the browser's session. */
export async function signOut(): Promise<void> {
  const response = await send('/demo/sign-out', { method: 'POST', headers });
  if (!response.ok) await fail(response);
}
