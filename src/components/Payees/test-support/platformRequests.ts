/**
 * Test helpers over a fake platform's `handle`: record what the kit sent, and answer one request
 * with a problem the fake never gives for input the client checks let through (the API may).
 */
import type { FakePlatform } from '../../../testing/index.js';

/** A request as the platform received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records every request the platform receives from now on, into the returned array. */
export function recordPlatformRequests(platform: FakePlatform): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const handle = platform.handle;
  platform.handle = async (request) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    recorded.push({ method: request.method, path: new URL(request.url).pathname, body: text === '' ? undefined : JSON.parse(text) });
    return handle(request);
  };
  return recorded;
}

/** Answers the next `method` request whose path ends with `pathEnd` with `problem` (its `status`), once. */
export function refuseNextRequest(
  platform: FakePlatform,
  method: string,
  pathEnd: string,
  problem: { status: number; code: string } & Record<string, unknown>,
): void {
  const handle = platform.handle;
  let hasRefused = false;
  platform.handle = async (request) => {
    if (hasRefused || request.method !== method || !new URL(request.url).pathname.endsWith(pathEnd)) return handle(request);
    hasRefused = true;
    const body = { type: `https://errors.payments.example/v3/${problem.code}`, title: problem.code, retryable: false, ...problem };
    return new Response(JSON.stringify(body), { status: problem.status, headers: { 'Content-Type': 'application/problem+json' } });
  };
}
