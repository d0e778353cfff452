import { createPaykitProxy } from '../../server/proxy/index.js';
import type { FakePlatform } from '../platform/createFakePlatform.js';

/** Options of {@link createFakeKitBackend}. */
export interface FakeKitBackendOptions {
  /** The fake platform behind the proxy. */
  platform: FakePlatform;
  /**
   * The developer key the proxy holds; it selects the platform's partition.
   * @default 'sk_sandbox_demo' (the key `runScenario` uses)
   */
  apiKey?: string;
  /** The customer the browser is signed in as; `null` for a signed-out page. */
  customerId: string | null;
  /**
   * Where the kit's client sends its requests (`createPaykitClient({ baseUrl })`).
   * @default '/api/paykit'
   */
  mountPath?: string;
  /**
   * The page's origin, used for relative requests and as the allowed origin.
   * @default the page's `location.origin` in a browser, else 'http://localhost'
   */
  origin?: string;
  /**
   * Serve the legacy v1/v2 kit routes, as a merchant's `createPaykitProxy({ legacy: true })` does.
   * @default false
   */
  legacy?: boolean;
}

/** The merchant's backend in a test: the real proxy over the fake platform. */
export interface FakeKitBackend {
  /** Answers one request from the kit's client (a relative or absolute URL under `mountPath`). */
  handle: (request: Request) => Promise<Response>;
  /** A `fetch` for `createPaykitClient({ fetch })` that never leaves the process. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Signs the page in as another customer (or out with `null`). */
  signIn: (customerId: string | null) => void;
  /** The customer the page is signed in as. */
  readonly customerId: string | null;
}

const FAKE_UPSTREAM = 'https://fake-platform.paykit.test';

/**
 * The kit's whole server side for component tests, stories and a merchant's own test suite: the
 * real `createPaykitProxy` (session binding, allowlist, idempotency, CSRF) in front of a fake
 * platform, all in memory. A page here is same-origin, as it is behind a merchant's own server.
 *
 * @example
 * const platform = createFakePlatform({ seed: 1 });
 * const { customerId } = await runScenario(platform, 'individualWithOpenTasks');
 * const backend = createFakeKitBackend({ platform, customerId });
 * const client = createPaykitClient({ baseUrl: '/api/paykit', fetch: backend.fetch });
 */
export function createFakeKitBackend(options: FakeKitBackendOptions): FakeKitBackend {
  const mountPath = options.mountPath ?? '/api/paykit';
  const origin = (options.origin ?? globalThis.location?.origin ?? 'http://localhost').replace(/\/+$/, '');
  let customerId = options.customerId;
  const proxy = createPaykitProxy({
    apiKey: options.apiKey ?? 'sk_sandbox_demo',
    baseUrl: FAKE_UPSTREAM,
    environment: 'sandbox',
    getCustomerId: () => customerId,
    idempotencySecret: 'paykit-fake-kit-backend-idempotency-secret',
    allowedOrigins: [origin],
    mountPath,
    limits: { requestsPerMinute: 100_000 },
    legacy: options.legacy ?? false,
    fetch: (input, init) => options.platform.handle(new Request(input, init)),
  });

  const handle = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    // A same-origin page: browsers send these themselves, but a script-built request (a test's, or
    // the one MSW hands over) cannot carry them: `Origin` and `Sec-Fetch-*` are forbidden names.
    if (!headers.has('origin')) headers.set('origin', origin);
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
    // A plain `Headers` may hold them, so the request keeps its body and gets these headers.
    Object.defineProperty(request, 'headers', { value: headers });
    return proxy(request);
  };

  return {
    handle,
    fetch: (input, init) => handle(new Request(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init)),
    signIn: (next) => {
      customerId = next;
    },
    get customerId() {
      return customerId;
    },
  };
}
