import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FakeKitBackend } from 'paykit/testing';

const MOUNT_PATH = '/api/paykit';

/** A kit route as the browser calls it: a method and a path under the proxy's mount path. */
export interface KitRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path under `/api/paykit`, with MSW's `:param` and `*` patterns, e.g. `/documents`. */
  path: string;
}

/** One request a {@link failingKitRoute} saw. */
export interface SeenKitRequest {
  /** The request's `Idempotency-Key`, or null. */
  idempotencyKey: string | null;
  /** True when it was answered with the failure; false when it went on to the fake. */
  failed: boolean;
}

/** What {@link failingKitRoute} returns: the handler to put before the kit's, and what it saw. */
export interface FailingKitRoute {
  handler: HttpHandler;
  /** Every matching request, in order. */
  readonly requests: readonly SeenKitRequest[];
}

const byMethod = { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete } as const;

/**
 * Answers the first `times` requests of `route` with a `503 service_unavailable` problem, as a
 * platform outage would, then lets the rest through to the fake. The paykit client retries a 503
 * on its own (up to 4 attempts), so fail at least that many for a person to see the failure.
 */
export function failingKitRoute(route: KitRoute, times: number): FailingKitRoute {
  const requests: SeenKitRequest[] = [];
  const handler = byMethod[route.method](`${MOUNT_PATH}${route.path}`, ({ request }) => {
    const failed = requests.filter((seen) => seen.failed).length < times;
    requests.push({ idempotencyKey: request.headers.get('idempotency-key'), failed });
    if (!failed) return undefined;
    return HttpResponse.json(
      {
        type: 'https://errors.payments.example/v3/service_unavailable',
        title: 'Service unavailable',
        status: 503,
        code: 'service_unavailable',
        detail: 'The document service is briefly unavailable. Try again in a moment.',
        retryable: true,
      },
      { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
    );
  });
  return { handler, requests };
}

/**
 * Answers `route` from the fake (through the real proxy) and passes the JSON body through
 * `rewrite` first: how a story shows what the fake never sends but the API may (a status or a
 * resolution added in a later API version, which the kit must render as an open enum).
 */
export function rewrittenKitRoute(backend: FakeKitBackend, route: KitRoute, rewrite: (body: unknown) => unknown): HttpHandler {
  return byMethod[route.method](`${MOUNT_PATH}${route.path}`, async ({ request }) => {
    const response = await backend.handle(request);
    if (!response.ok) return response;
    const body: unknown = await response.json();
    return HttpResponse.json(rewrite(body) as Record<string, unknown>, { status: response.status });
  });
}

/** What {@link heldKitRoute} returns: the handler to put before the kit's, and the hand that lets it go. */
export interface HeldKitRoute {
  handler: HttpHandler;
  /** Lets every held request, and every later one, through to the fake. */
  release: () => void;
}

/**
 * Holds each request of `route` once its body has arrived, until `release()`: how a story shows
 * the moment a file has been sent but the platform has not answered yet.
 */
export function heldKitRoute(route: KitRoute): HeldKitRoute {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = byMethod[route.method](`${MOUNT_PATH}${route.path}`, async () => {
    await released;
    return undefined;
  });
  return { handler, release: () => release() };
}
