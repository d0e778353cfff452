/**
 * The demo server's configuration, read from the environment once at start. Every message here
 * may be printed, so none of them ever holds the API key.
 */

/** Which payments API the demo talks to. */
export type DemoUpstream =
  /** The fake platform, started in this process on a free loopback port. */
  | { kind: 'embedded'; apiKey: string }
  /** A real (or separately run) Payments Platform API. */
  | { kind: 'remote'; apiKey: string; baseUrl: string; webhookSecrets: string[] };

/** The environment a key belongs to. */
export type DemoEnvironment = 'sandbox' | 'production';

/** What the demo server needs to start. */
export interface DemoConfig {
  /** Interface to listen on. @default '127.0.0.1' */
  host: string;
  /** Port to listen on. @default 3000 */
  port: number;
  /** The API and its key. */
  upstream: DemoUpstream;
  /** From the key's prefix, or `PAYMENTS_ENVIRONMENT` for a key without a known prefix. */
  environment: DemoEnvironment;
  /**
   * The origin browsers reach the page at when it differs from `http://<host>:<port>` (behind a
   * TLS-terminating proxy, or a port-forward to another port); an `https:` origin makes the
   * session cookie `Secure`. The embedded fake's hosted pages are linked there too.
   * @default undefined (the listening address, as 127.0.0.1 and localhost)
   */
  publicOrigin?: string;
  /**
   * Reverse proxies in front of the demo that append the address they saw to `X-Forwarded-For`
   * (`TRUSTED_PROXY_HOPS`), on this machine or elsewhere: the per-client limits count each visitor
   * by the address that many entries from the end of the header, so visitors behind the proxies
   * are told apart. Set it only when the demo is reachable through those proxies alone.
   * @default undefined (the header is never read, as with `0`: every peer is its socket address,
   * so the visitors of a port-forward, who all arrive from loopback, share one client)
   */
  trustedProxyHops?: number;
  /**
   * Secret that namespaces idempotency keys per customer. Set it to keep retries idempotent
   * across restarts; otherwise a random one per process.
   * @default undefined
   */
  idempotencySecret?: string;
  /**
   * `REDIS_URL` (`redis://` or `rediss://`): sessions, the event relay, the rate limits and the
   * webhook claims live in that Redis, so several demo instances behind one load balancer act as
   * one. Unset, everything stays in this process's memory.
   */
  redisUrl?: string;
}

/** A configuration that cannot work; the message names the variable and never a secret value. */
export class DemoConfigError extends Error {
  override readonly name = 'DemoConfigError';
}

/** The embedded fake's key when none is given: a sandbox developer of its own. */
export const DEFAULT_EMBEDDED_KEY = 'sk_sandbox_paykit_demo';

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** The fake platform's key grammar: `sk_<environment>_<name>`. */
const FAKE_KEY = /^sk_(sandbox|production)_[A-Za-z0-9_-]+$/;

/** Non-empty trimmed value of a variable, or undefined. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: NodeJS.ProcessEnv): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port >= 1 && port <= 65_535)) throw new DemoConfigError(`PORT must be a port number from 1 to 65535; got ${JSON.stringify(raw)}`);
  return port;
}

/** `sandbox` or `production` from a `sk_sandbox_…` / `sk_production_…` key; undefined for other forms. */
export function environmentOfKey(apiKey: string): DemoEnvironment | undefined {
  if (apiKey.startsWith('sk_sandbox_')) return 'sandbox';
  if (apiKey.startsWith('sk_production_')) return 'production';
  return undefined;
}

function readEnvironment(env: NodeJS.ProcessEnv, apiKey: string): DemoEnvironment {
  const fromKey = environmentOfKey(apiKey);
  const declared = read(env, 'PAYMENTS_ENVIRONMENT');
  if (declared !== undefined && declared !== 'sandbox' && declared !== 'production') {
    throw new DemoConfigError(`PAYMENTS_ENVIRONMENT must be sandbox or production; got ${JSON.stringify(declared)}`);
  }
  if (fromKey && declared && fromKey !== declared) {
    throw new DemoConfigError(`PAYMENTS_ENVIRONMENT is ${declared} but PAYMENTS_API_KEY is a ${fromKey} key`);
  }
  const environment = fromKey ?? declared;
  if (!environment) {
    throw new DemoConfigError(
      'PAYMENTS_API_KEY has no sk_sandbox_ or sk_production_ prefix: set PAYMENTS_ENVIRONMENT to sandbox or production',
    );
  }
  return environment;
}

/** An https origin, or http on a loopback host (a local run of the API or the fake). */
function readBaseUrl(raw: string): string {
  if (!URL.canParse(raw)) throw new DemoConfigError('PAYMENTS_API_BASE_URL must be an absolute URL such as https://api.payments.example');
  const url = new URL(raw);
  const isLoopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !isLoopbackHttp)
    throw new DemoConfigError('PAYMENTS_API_BASE_URL must use https (plain http only on a loopback host)');
  if (url.username || url.password) throw new DemoConfigError('PAYMENTS_API_BASE_URL must not embed credentials');
  if (url.search || url.hash) throw new DemoConfigError('PAYMENTS_API_BASE_URL must not carry a query or a fragment');
  // The proxy appends `/v3/…`; a trailing slash would double it.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The most proxies a chain in front of the demo is believed to have. */
const MAX_TRUSTED_PROXY_HOPS = 10;

function readTrustedProxyHops(env: NodeJS.ProcessEnv): number | undefined {
  const raw = read(env, 'TRUSTED_PROXY_HOPS');
  if (raw === undefined) return undefined;
  const hops = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(hops >= 0 && hops <= MAX_TRUSTED_PROXY_HOPS)) {
    throw new DemoConfigError(
      `TRUSTED_PROXY_HOPS must be the number of reverse proxies in front of the demo, 0 to ${MAX_TRUSTED_PROXY_HOPS}; got ${JSON.stringify(raw)}`,
    );
  }
  return hops;
}

/** A `redis://` or `rediss://` URL; the message never quotes it (it may hold a password). */
function readRedisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'REDIS_URL');
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new DemoConfigError('REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379');
  }
  return raw;
}

function readPublicOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const raw = read(env, 'PUBLIC_ORIGIN');
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== raw.replace(/\/$/, '')) {
    throw new DemoConfigError(`PUBLIC_ORIGIN must be an origin such as https://shop.example; got ${JSON.stringify(raw)}`);
  }
  return url.origin;
}

/**
 * Reads the configuration:
 * - neither `PAYMENTS_API_BASE_URL` nor `PAYMENTS_API_KEY`: the embedded fake with a key of its own;
 * - only `PAYMENTS_API_KEY` (a `sk_sandbox_…` key): the embedded fake with that key;
 * - both: that API, with webhook secrets from `PAYMENTS_WEBHOOK_SECRETS` (comma-separated).
 * Plus `PORT` (3000), `HOST` (127.0.0.1), `PUBLIC_ORIGIN`, `TRUSTED_PROXY_HOPS`, `PAYKIT_IDEMPOTENCY_SECRET`.
 *
 * @throws DemoConfigError when the variables contradict each other or are malformed.
 */
export function readDemoConfig(env: NodeJS.ProcessEnv): DemoConfig {
  const port = readPort(env);
  const host = read(env, 'HOST') ?? DEFAULT_HOST;
  const publicOrigin = readPublicOrigin(env);
  const trustedProxyHops = readTrustedProxyHops(env);
  const idempotencySecret = read(env, 'PAYKIT_IDEMPOTENCY_SECRET');
  if (idempotencySecret !== undefined && idempotencySecret.length < 32)
    throw new DemoConfigError('PAYKIT_IDEMPOTENCY_SECRET must be at least 32 characters');
  const apiKey = read(env, 'PAYMENTS_API_KEY');
  const baseUrl = read(env, 'PAYMENTS_API_BASE_URL');
  const secrets = (read(env, 'PAYMENTS_WEBHOOK_SECRETS') ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
  const redisUrl = readRedisUrl(env);
  // Instances must share the secret: a retry that lands on another instance must reach the same upstream key.
  if (redisUrl !== undefined && idempotencySecret === undefined)
    throw new DemoConfigError('REDIS_URL needs PAYKIT_IDEMPOTENCY_SECRET: the same secret of at least 32 characters on every instance');
  const common = { host, port, publicOrigin, trustedProxyHops, idempotencySecret, ...(redisUrl === undefined ? {} : { redisUrl }) };

  if (baseUrl !== undefined) {
    if (apiKey === undefined)
      throw new DemoConfigError(
        'PAYMENTS_API_BASE_URL is set without PAYMENTS_API_KEY: set both, or neither for the embedded fake platform',
      );
    return {
      ...common,
      environment: readEnvironment(env, apiKey),
      upstream: { kind: 'remote', apiKey, baseUrl: readBaseUrl(baseUrl), webhookSecrets: secrets },
    };
  }
  if (secrets.length > 0)
    throw new DemoConfigError('PAYMENTS_WEBHOOK_SECRETS is for a remote API: the embedded fake platform makes its own');
  const embeddedKey = apiKey ?? DEFAULT_EMBEDDED_KEY;
  if (!FAKE_KEY.test(embeddedKey) || environmentOfKey(embeddedKey) !== 'sandbox') {
    throw new DemoConfigError(
      'PAYMENTS_API_KEY without PAYMENTS_API_BASE_URL runs the embedded fake platform, which takes a sandbox key: sk_sandbox_<letters, digits, _ or ->',
    );
  }
  const environment = readEnvironment(env, embeddedKey);
  return { ...common, environment, upstream: { kind: 'embedded', apiKey: embeddedKey } };
}
