import { startFakePlatformServer } from 'paykit/testing/node';
import type { DemoUpstream } from './config.js';
import { callUpstream, type UpstreamApi } from './upstreamApi.js';

/** The API the demo talks to, running or reachable. */
export interface RunningUpstream {
  /** Base URL and key, for the proxy and the demo's own calls. */
  api: UpstreamApi;
  /** `embedded`: the fake platform in this process; `remote`: the API named by the environment. */
  kind: DemoUpstream['kind'];
  /**
   * Signing secrets for the webhook receiver. Remote: from `PAYMENTS_WEBHOOK_SECRETS`; embedded:
   * none until {@link registerWebhookEndpoint} has registered the receiver.
   */
  webhookSecrets: string[];
  /** Stops the embedded fake platform; nothing for a remote API. */
  close(): Promise<void>;
  /** Embedded only: the fake's hosted pages, to serve on the demo's own origin. */
  hostedPages?: EmbeddedHostedPages;
}

/** The embedded fake's hosted pages (verification, terms, card checkout). */
export interface EmbeddedHostedPages {
  /** Answers a `/hosted/{kind}/{id}` request. */
  handle(request: Request): Promise<Response>;
  /** Makes every hosted URL the API gives point at `origin` (the demo's public origin), where `handle` is mounted. */
  publishAt(origin: string): void;
}

/**
 * Starts the fake platform on a free loopback port (embedded), or describes the remote API. The
 * embedded fake's hosted pages are for the demo to serve on its own origin ({@link EmbeddedHostedPages}).
 *
 * @example
 * const upstream = await startUpstream({ kind: 'embedded', apiKey: 'sk_sandbox_paykit_demo' });
 * await upstream.close();
 */
export async function startUpstream(upstream: DemoUpstream): Promise<RunningUpstream> {
  if (upstream.kind === 'remote') {
    return {
      kind: 'remote',
      api: { baseUrl: upstream.baseUrl, apiKey: upstream.apiKey },
      webhookSecrets: [...upstream.webhookSecrets],
      close: async () => undefined,
    };
  }
  // The API on a free loopback port, reached by this server only; the pages a browser opens are
  // served on the demo's own origin (hostedPages).
  const server = await startFakePlatformServer({ port: 0, hostname: '127.0.0.1' });
  const { platform } = server;
  return {
    kind: 'embedded',
    api: { baseUrl: server.url, apiKey: upstream.apiKey },
    webhookSecrets: [],
    close: () => server.close(),
    hostedPages: {
      handle: (request) => platform.handle(request),
      publishAt: (origin) => {
        platform.core.settings.hostedOrigin = origin;
      },
    },
  };
}

/**
 * Registers a webhook endpoint for every event (`POST /v3/webhooks { url }`) and returns its
 * signing secret (`whsec_…`), which the API shows only in this answer.
 *
 * @throws UpstreamCallError when the API refuses; TypeError when it answers without a secret.
 */
export async function registerWebhookEndpoint(api: UpstreamApi, url: string): Promise<string> {
  const data = (await callUpstream(api, 'POST', '/v3/webhooks', { url })) as { secret?: unknown } | null;
  const secret = data?.secret;
  if (typeof secret !== 'string' || !secret.startsWith('whsec_'))
    throw new TypeError('The webhook endpoint was created without a whsec_ signing secret');
  return secret;
}
