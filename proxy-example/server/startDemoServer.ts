import type { Hono } from 'hono';
import { isHostedUrl } from 'paykit/schemas';
import { createPaykitProxy, createWebhookHandler, formatProxyLogLine, relayWebhookEvents } from 'paykit/server';
import type { DemoConfig } from './config.js';
import { createClientOf } from './clientAddress.js';
import { createClientUploadSlots } from './clientUploadSlots.js';
import { createDemoApp } from './createDemoApp.js';
import { createDemoRoutes } from './demoRoutes.js';
import { listen } from './listen.js';
import { proxySessionOptions } from './proxySession.js';
import { allowedOriginsFor } from './sameOriginGuard.js';
import { createSandboxBudget, type SandboxBudgetOptions } from './sandboxBudget.js';
import { createSandboxRoutes, type SandboxRoutesOptions } from './sandboxRoutes.js';
import { openDemoState } from './demoState.js';
import type { SessionStore } from './sessions.js';
import { registerWebhookEndpoint, startUpstream, type RunningUpstream } from './upstream.js';

/** Options of {@link startDemoServer}. */
export interface DemoServerOptions {
  config: DemoConfig;
  /** The folder of the built page. */
  pageRoot: string;
  /** Receives the proxy's request lines and the server's notices; never a key. @default none */
  log?: (line: string) => void;
  /** The clock of the demo's own limits (sign-ins, the sandbox budget), in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/** A running demo. */
export interface DemoServer {
  /** Where the page is, e.g. `http://127.0.0.1:3000`. */
  url: string;
  upstream: RunningUpstream;
  sessions: SessionStore;
  /** Whether webhooks reach the browser (a receiver with at least one secret is mounted). */
  hasWebhooks: boolean;
  /** Where sessions, live updates, limits and webhook claims live: this process, or the Redis of `REDIS_URL`. */
  stateKind: 'memory' | 'redis';
  /** Stops the server, then the embedded fake platform. */
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/** Uploads the demo's proxy runs at once, across all visitors (see where the proxy is made). */
export const DEMO_CONCURRENT_UPLOADS = 8;

/** The loopback URL the embedded fake can deliver webhooks to, or undefined when the server is not on loopback. */
function loopbackOrigin(boundAddress: string, port: number): string | undefined {
  if (boundAddress === '0.0.0.0' || boundAddress === '127.0.0.1') return `http://127.0.0.1:${port}`;
  if (boundAddress === '::' || boundAddress === '::1') return `http://[::1]:${port}`;
  return LOOPBACK.has(boundAddress) ? `http://${boundAddress}:${port}` : undefined;
}

/** The demo's sandbox controls and the one budget of sandbox calls they share with the proxy's sandbox routes. */
function sandboxControls(options: Omit<SandboxRoutesOptions, 'budget'> & Pick<SandboxBudgetOptions, 'clientOf' | 'now' | 'rateLimiters'>) {
  const budget = createSandboxBudget(options);
  return { routes: createSandboxRoutes({ ...options, budget }), budget };
}

/**
 * Starts the upstream (the embedded fake platform unless the environment names an API), then the
 * merchant server: the page, the paykit proxy, the webhook receiver (registered on the embedded
 * fake, whose secret it verifies with) relaying hints to each customer's event stream, and the
 * demo sign-in. Requests that arrive in the instant before everything is wired get 503.
 *
 * @example
 * const demo = await startDemoServer({ config: readDemoConfig(process.env), pageRoot: 'proxy-example/dist' });
 * console.log(demo.url);
 * await demo.close();
 */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const { config, pageRoot, log, now } = options;
  const upstream = await startUpstream(config.upstream);
  const state = await openDemoState(config).catch(async (error: unknown) => {
    await upstream.close().catch(() => undefined);
    throw error;
  });
  let app: Hono | undefined;
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  try {
    server = await listen({
      hostname: config.host,
      port: config.port,
      // The socket rides in `env`: the per-client limits read the peer's address from it.
      fetch: (request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503, headers: { 'Retry-After': '1' } })),
    });
    const { port, address } = server.address;
    const https = config.publicOrigin?.startsWith('https:') ?? false;
    const allowedOrigins = allowedOriginsFor(config.host, port, config.publicOrigin);
    const { sessions, relay, rateLimiters } = state;

    const proxy = createPaykitProxy({
      apiKey: upstream.api.apiKey,
      baseUrl: upstream.api.baseUrl,
      environment: config.environment,
      ...proxySessionOptions(sessions, https),
      idempotencySecret: state.idempotencySecret,
      allowedOrigins,
      mountPath: '/api/paykit',
      events: relay,
      rateLimiters,
      // Customers onboarded on v1 read their rails and verification through the kit's legacy routes.
      legacy: true,
      // The demo is one small server: the proxy and, by default, the embedded fake platform share
      // one process and one event loop. Each upload holds an upstream connection until it is done
      // and the fake hashes every byte for idempotency (about 75 ms of CPU per 10 MiB on a 2-core
      // machine), so 8 at once keeps other sessions' requests moving; the ninth waits for a 503
      // upload_capacity_reached with Retry-After, which the kit retries. Sessions are free here,
      // so a client runs at most 2 across all its sessions (uploadSlots below): one that holds
      // its 2 with slow uploads leaves 6, enough for three more visitors at their 2 each. A
      // merchant's server sizes this to its own machine (the default is 16).
      limits: { concurrentUploads: DEMO_CONCURRENT_UPLOADS },
      log: log && ((entry) => log(formatProxyLogLine(entry))),
    });

    const localOrigin = loopbackOrigin(address, port);
    const publicOrigin = config.publicOrigin ?? localOrigin ?? `http://${config.host}:${port}`;
    if (upstream.hostedPages) {
      upstream.hostedPages.publishAt(publicOrigin);
      if (!isHostedUrl(publicOrigin))
        log?.(
          `The hosted pages are at ${publicOrigin}, which the kit does not open (plain http off loopback): set PUBLIC_ORIGIN to an https origin.`,
        );
    }
    let secrets = upstream.webhookSecrets;
    if (upstream.kind === 'embedded') {
      if (localOrigin) secrets = [await registerWebhookEndpoint(upstream.api, `${localOrigin}/webhooks/payments`)];
      else log?.('Webhooks are off: the embedded fake platform delivers over plain http to a loopback address only.');
    } else if (secrets.length === 0) {
      log?.('Webhooks are off: set PAYMENTS_WEBHOOK_SECRETS to receive deliveries at /webhooks/payments.');
    }
    const webhooks =
      secrets.length > 0
        ? createWebhookHandler({
            secrets,
            onEvent: relayWebhookEvents(relay),
            claims: state.webhookClaims,
            onError: (error) => log?.(`webhook processing failed: ${error instanceof Error ? error.name : 'unknown error'}`),
          })
        : undefined;

    // Visitors behind TRUSTED_PROXY_HOPS proxies are told apart by their forwarded address.
    const clientOf = createClientOf({ trustedProxyHops: config.trustedProxyHops });
    const uploadSlots = createClientUploadSlots({ mountPath: '/api/paykit', clientOf });
    const demoRoutes = createDemoRoutes({
      api: upstream.api,
      sessions,
      events: relay,
      allowedOrigins,
      secureCookies: https,
      clientOf,
      rateLimiters,
      log,
      now,
    });
    // Sandbox controls only with a sandbox key: in production their paths do not exist.
    const sandbox =
      config.environment === 'sandbox'
        ? sandboxControls({ api: upstream.api, sessions, allowedOrigins, secureCookies: https, clientOf, rateLimiters, log, now })
        : undefined;
    app = createDemoApp({
      proxy,
      uploadSlots,
      webhooks,
      demoRoutes,
      sandbox,
      hostedPages: upstream.hostedPages?.handle,
      pageRoot,
      https,
      log,
    });

    const listening = server;
    return {
      url: publicOrigin,
      upstream,
      sessions,
      hasWebhooks: webhooks !== undefined,
      stateKind: state.kind,
      close: async () => {
        await listening.close();
        await state.close();
        await upstream.close();
      },
    };
  } catch (error) {
    await server?.close().catch(() => undefined);
    await state.close().catch(() => undefined);
    await upstream.close().catch(() => undefined);
    throw error;
  }
}
