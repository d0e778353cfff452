/**
 * Conformance harness: a fake platform served over real HTTP on a free port, and a small client
 * that speaks the v3 conventions (API key, Idempotency-Key on effectful requests, JSON bodies).
 */
import { afterAll, beforeAll } from 'vitest';
import { startFakePlatformServer, type FakePlatformServer } from '../node/index.js';
import { createManualClock, type ManualClock } from '../platform/clock.js';
import type { FakePlatformOptions } from '../platform/createFakePlatform.js';

/** A response as the tests read it. */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Options of one request. */
export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is (no JSON encoding). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** `false` sends none; a string sends that key; by default a fresh key per call. */
  idempotencyKey?: string | false;
  /** Another API key for this call; `null` sends none. */
  apiKey?: string | null;
}

let keyCounter = 0;

/** A client bound to one API key. */
export function apiClient(baseUrl: () => string, apiKey: string) {
  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const key = options.apiKey === undefined ? apiKey : options.apiKey;
    if (key !== null) headers['X-API-Key'] = key;
    if (method !== 'GET' && options.idempotencyKey !== false) {
      headers['Idempotency-Key'] = options.idempotencyKey ?? `conformance-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
    }
    let body: BodyInit | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl()}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  return {
    call,
    get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, { ...options, body }),
    patch: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, { ...options, body }),
    put: <T = any>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, { ...options, body }),
    del: <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
  };
}

/** The client type. */
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * Starts a fake platform server for the enclosing test file (beforeAll / afterAll) with a manual
 * clock, and returns accessors. Each file gets its own server, so files never share state.
 *
 * @example
 * const env = useFakePlatformServer();
 * it('should …', async () => { const res = await env.api.post('/v3/customers', { type: 'individual' }); });
 */
export function useFakePlatformServer(options: FakePlatformOptions = {}) {
  let server: FakePlatformServer | undefined;
  const clock: ManualClock = createManualClock('2026-05-01T12:00:00.000Z');
  const url = () => {
    if (!server) throw new Error('The fake platform server is not running yet');
    return server.url;
  };
  beforeAll(async () => {
    server = await startFakePlatformServer({ port: 0, clock, seed: 42, effectLatencyMs: 5, ...options });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    clock,
    url,
    get platform() {
      if (!server) throw new Error('The fake platform server is not running yet');
      return server.platform;
    },
    /** Developer `acme`'s sandbox. */
    api: apiClient(url, 'sk_sandbox_acme'),
    /** Developer `acme`'s production. */
    production: apiClient(url, 'sk_production_acme'),
    /** Another developer's sandbox. */
    other: apiClient(url, 'sk_sandbox_globex'),
    client: (apiKey: string) => apiClient(url, apiKey),
  };
}

/** The body shape of every list. */
export interface ListBody<T = any> {
  data: T[];
  nextCursor: string | null;
  hasMore: boolean;
}
