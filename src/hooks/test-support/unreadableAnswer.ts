import type { Interceptor } from '../forms/test-support/fakeKitHookHarness.js';

/** How a success's body is spoiled: cut mid-JSON, or JSON the client's schema refuses. */
export type Spoiled = 'truncated' | 'refused by the schema';

/** The body the kit receives instead of the real one. */
export function spoil(how: Spoiled, body: string): string {
  if (how === 'truncated') return body.slice(0, Math.floor(body.length / 2));
  // Valid JSON whose `data` the client cannot take for a resource.
  return JSON.stringify({ data: { id: 42 } });
}

/**
 * Lets the platform act on the first request with `method` to a path matching `path`, then spoils
 * its success answer as `how` says (status and headers kept): the resource exists, but the kit
 * cannot read it. Every other request, and any later one, passes untouched.
 */
export function spoilFirstAnswer(method: string, path: RegExp, how: Spoiled): Interceptor {
  let isSpoiled = false;
  return async (request, pass) => {
    const response = await pass();
    if (isSpoiled || request.method !== method || !path.test(request.path) || !response.ok) return response;
    isSpoiled = true;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return new Response(spoil(how, await response.text()), { status: response.status, headers });
  };
}
