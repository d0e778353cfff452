/**
 * Validates `createPaykitProxy` options and fills defaults. Configuration that contradicts itself
 * throws at creation, with a message that never contains the key or the secret.
 */
import type { EventRelay } from '../events/EventRelay.js';
import type { RateLimiterFactory } from './rateLimiter.js';
import { numberOptions } from '../numberOptions.js';
import type { PaykitProxyEnvironment, PaykitProxyFetch, PaykitProxyOptions, PaykitSessionReader } from './PaykitProxyOptions.js';
import type { PaykitProxyErrorInfo } from './proxyFailure.js';
import type { ProxyLogEntry } from './proxyLog.js';

/** A session reader as the proxy holds it: the adapter's context is passed through untouched. */
export type SessionRead = PaykitSessionReader<unknown, string>;

/** The proxy's settings once validated, with every default filled. */
export interface ProxyConfig {
  readonly apiKey: string;
  /** The upstream base URL without a trailing slash, e.g. `https://api.payments.example`. */
  readonly baseUrl: string;
  readonly baseOrigin: string;
  /** The path prefix of `baseUrl`, `''` for an origin. */
  readonly basePath: string;
  /** Host forms of the upstream (`host:port` and hostname), scrubbed from problem texts. */
  readonly upstreamHosts: readonly string[];
  readonly environment: PaykitProxyEnvironment;
  /** Whether the legacy v1/v2 kit routes are served. */
  readonly legacy: boolean;
  readonly getCustomerId: SessionRead;
  readonly peekCustomerId: SessionRead | undefined;
  readonly idempotencySecret: string;
  /** Allowed origins, lowercased. */
  readonly allowedOrigins: ReadonlySet<string>;
  readonly mountPath: string;
  readonly limits: {
    readonly jsonBodyBytes: number;
    readonly documentBytes: number;
    readonly readsPerMinute: number;
    readonly writesPerMinute: number;
    readonly concurrentUploadsPerSession: number;
    readonly concurrentUploads: number;
    readonly uploadFirstBytesMs: number;
    readonly uploadIdleMs: number;
    readonly uploadMinBytesPerSecond: number;
  };
  readonly timeoutMs: number;
  readonly fetch: PaykitProxyFetch;
  readonly events: Pick<EventRelay, 'stream'> | undefined;
  readonly rateLimiters: RateLimiterFactory | undefined;
  readonly getSessionId: SessionRead | undefined;
  readonly sessionCheckMs: number;
  readonly log: ((entry: ProxyLogEntry) => void) | undefined;
  readonly onError: ((error: unknown, info: PaykitProxyErrorInfo) => void | Promise<void>) | undefined;
  /** Development mode: the 404 outside `mountPath` names it. */
  readonly isDevelopment: boolean;
  readonly now: () => number;
}

/** Shortest idempotency secret accepted. */
export const MIN_IDEMPOTENCY_SECRET_LENGTH = 32;

const DEFAULT_LIMITS = {
  jsonBodyBytes: 65_536,
  documentBytes: 10 * 1024 * 1024,
  readsPerMinute: 120,
  writesPerMinute: 60,
  concurrentUploadsPerSession: 2,
  concurrentUploads: 16,
  uploadFirstBytesMs: 5_000,
  uploadIdleMs: 5_000,
  uploadMinBytesPerSecond: 16 * 1024,
};
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_SESSION_CHECK_MS = 15_000;

function fail(message: string): never {
  throw new TypeError(`createPaykitProxy: ${message}`);
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function checkKey(apiKey: unknown, environment: unknown): asserts apiKey is string {
  if (environment !== 'sandbox' && environment !== 'production') fail("environment must be 'sandbox' or 'production'.");
  if (typeof apiKey !== 'string' || apiKey.trim() === '') fail('apiKey is required.');
  if (!/^[\x21-\x7e]+$/.test(apiKey)) fail('apiKey must be printable ASCII without spaces.');
  if (environment === 'production' && apiKey.startsWith('sk_sandbox_')) {
    fail('the environment is production but apiKey is a sandbox key; a production deployment must not fall back to a sandbox key.');
  }
  if (environment === 'sandbox' && apiKey.startsWith('sk_production_')) {
    fail('the environment is sandbox but apiKey is a production key.');
  }
}

function parseBaseUrl(value: unknown, apiKey: string): URL {
  if (typeof value !== 'string' || value === '') fail('baseUrl is required.');
  if (value.includes(apiKey)) fail('baseUrl must not contain the API key.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail('baseUrl is not an absolute URL.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    fail('baseUrl must use https (plain http only for a loopback host).');
  }
  if (url.username !== '' || url.password !== '') fail('baseUrl must not carry credentials.');
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#'))
    fail('baseUrl must not have a query or a fragment.');
  if (!/^(?:\/[A-Za-z0-9._~-]+)*\/?$/.test(url.pathname) || url.pathname.split('/').some((s) => s === '.' || s === '..')) {
    fail('baseUrl has a malformed path.');
  }
  return url;
}

function checkOrigins(value: unknown): Set<string> {
  if (!Array.isArray(value) || value.length === 0) fail('allowedOrigins must list at least one origin.');
  const origins = new Set<string>();
  for (const origin of value as unknown[]) {
    if (typeof origin !== 'string' || origin === '*' || origin === 'null')
      fail('allowedOrigins must hold exact origins such as https://shop.example, never * or null.');
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      fail('allowedOrigins holds a value that is not an origin.');
    }
    if (parsed.origin === 'null' || parsed.origin !== origin.toLowerCase().replace(/\/$/, '')) {
      fail('allowedOrigins must hold exact origins (scheme, host and port, no path), such as https://shop.example.');
    }
    origins.add(parsed.origin);
  }
  return origins;
}

function checkMountPath(value: unknown): string {
  if (value === undefined) return '/api/paykit';
  if (typeof value !== 'string' || !/^(?:\/[A-Za-z0-9._~-]+)+$/.test(value) || value.split('/').some((s) => s === '.' || s === '..')) {
    fail("mountPath must be a path such as '/api/paykit' (no trailing slash).");
  }
  return value;
}

const { positiveInteger, timerMs } = numberOptions('createPaykitProxy');

function checkLimits(value: PaykitProxyOptions['limits']): ProxyConfig['limits'] {
  if (value !== undefined && (typeof value !== 'object' || value === null)) fail('limits must be an object.');
  const limits = value ?? {};
  const shared =
    limits.requestsPerMinute === undefined ? undefined : positiveInteger(limits.requestsPerMinute, 1, 'limits.requestsPerMinute');
  const checked = {
    jsonBodyBytes: positiveInteger(limits.jsonBodyBytes, DEFAULT_LIMITS.jsonBodyBytes, 'limits.jsonBodyBytes'),
    documentBytes: positiveInteger(limits.documentBytes, DEFAULT_LIMITS.documentBytes, 'limits.documentBytes'),
    // The former single budget, when given, is the default of each of the two.
    readsPerMinute: positiveInteger(limits.readsPerMinute, shared ?? DEFAULT_LIMITS.readsPerMinute, 'limits.readsPerMinute'),
    writesPerMinute: positiveInteger(limits.writesPerMinute, shared ?? DEFAULT_LIMITS.writesPerMinute, 'limits.writesPerMinute'),
    concurrentUploadsPerSession: positiveInteger(
      limits.concurrentUploadsPerSession,
      DEFAULT_LIMITS.concurrentUploadsPerSession,
      'limits.concurrentUploadsPerSession',
    ),
    concurrentUploads: positiveInteger(limits.concurrentUploads, DEFAULT_LIMITS.concurrentUploads, 'limits.concurrentUploads'),
    uploadFirstBytesMs: timerMs(limits.uploadFirstBytesMs, DEFAULT_LIMITS.uploadFirstBytesMs, 'limits.uploadFirstBytesMs'),
    uploadIdleMs: timerMs(limits.uploadIdleMs, DEFAULT_LIMITS.uploadIdleMs, 'limits.uploadIdleMs'),
    uploadMinBytesPerSecond: positiveInteger(
      limits.uploadMinBytesPerSecond,
      DEFAULT_LIMITS.uploadMinBytesPerSecond,
      'limits.uploadMinBytesPerSecond',
    ),
  };
  if (checked.concurrentUploadsPerSession > checked.concurrentUploads) {
    fail(`limits.concurrentUploadsPerSession must not exceed limits.concurrentUploads (${checked.concurrentUploads}).`);
  }
  return checked;
}

/** Development unless `NODE_ENV` is `production`; production in a runtime without `process`. */
function developmentFromEnvironment(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env !== undefined && env.NODE_ENV !== 'production';
}

/**
 * Checks `options` and returns the settings the proxy runs with.
 * @throws TypeError naming the contradiction (RangeError for a number out of range, such as a
 * timer past 2147483647 ms); the message never contains the key or the secret.
 */
export function resolveProxyConfig<Context>(options: PaykitProxyOptions<Context>): ProxyConfig {
  if (typeof options !== 'object' || options === null) fail('options are required.');
  const { apiKey, environment } = options;
  checkKey(apiKey, environment);
  const url = parseBaseUrl(options.baseUrl, apiKey);
  if (typeof options.getCustomerId !== 'function') fail('getCustomerId must be a function.');
  if (options.peekCustomerId !== undefined && typeof options.peekCustomerId !== 'function') fail('peekCustomerId must be a function.');
  const secret = options.idempotencySecret;
  if (typeof secret !== 'string' || secret.length < MIN_IDEMPOTENCY_SECRET_LENGTH) {
    fail(`idempotencySecret must be at least ${MIN_IDEMPOTENCY_SECRET_LENGTH} characters.`);
  }
  if (secret === apiKey) fail('idempotencySecret must not be the API key.');
  if (options.fetch !== undefined && typeof options.fetch !== 'function') fail('fetch must be a function.');
  if (options.log !== undefined && typeof options.log !== 'function') fail('log must be a function.');
  if (options.onError !== undefined && typeof options.onError !== 'function') fail('onError must be a function.');
  if (options.development !== undefined && typeof options.development !== 'boolean') fail('development must be a boolean.');
  if (options.now !== undefined && typeof options.now !== 'function') fail('now must be a function.');
  const events = options.events;
  if (events !== undefined && (typeof events !== 'object' || events === null || typeof events.stream !== 'function')) {
    fail('events must be an event relay with a stream method.');
  }
  if (options.getSessionId !== undefined && typeof options.getSessionId !== 'function') fail('getSessionId must be a function.');
  if (options.rateLimiters !== undefined && typeof options.rateLimiters !== 'function') fail('rateLimiters must be a function.');
  if (options.legacy !== undefined && typeof options.legacy !== 'boolean') fail('legacy must be a boolean.');
  const basePath = url.pathname.replace(/\/$/, '');
  return {
    apiKey,
    baseUrl: `${url.origin}${basePath}`,
    baseOrigin: url.origin,
    basePath,
    upstreamHosts: [...new Set([url.host, url.hostname])],
    environment,
    legacy: options.legacy === true,
    // The context is the adapter's, handed through as it came: the readers are typed for it.
    getCustomerId: options.getCustomerId as SessionRead,
    peekCustomerId: options.peekCustomerId as SessionRead | undefined,
    idempotencySecret: secret,
    allowedOrigins: checkOrigins(options.allowedOrigins),
    mountPath: checkMountPath(options.mountPath),
    limits: checkLimits(options.limits),
    timeoutMs: timerMs(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs'),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    events,
    rateLimiters: options.rateLimiters,
    getSessionId: options.getSessionId as SessionRead | undefined,
    sessionCheckMs: timerMs(options.sessionCheckMs, DEFAULT_SESSION_CHECK_MS, 'sessionCheckMs'),
    log: options.log,
    onError: options.onError,
    isDevelopment: options.development ?? developmentFromEnvironment(),
    now: options.now ?? Date.now,
  };
}
