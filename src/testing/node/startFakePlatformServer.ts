import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createFakePlatform, type FakePlatform, type FakePlatformOptions } from '../platform/createFakePlatform.js';
import { onWebhookDeliveryAttempt } from '../platform/resources/webhooks/index.js';
import { describeDeliveryAttempt, describeRequest } from './logLines.js';

/** Options of {@link startFakePlatformServer}. */
export interface FakePlatformServerOptions extends FakePlatformOptions {
  /** @default 4010; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
  /** One line per request and per webhook delivery attempt; keys are never logged. @default none */
  log?: (line: string) => void;
  /** Serve this platform instead of creating one. */
  platform?: FakePlatform;
}

/** A running fake platform server. */
export interface FakePlatformServer {
  /** e.g. `http://127.0.0.1:4010`. */
  url: string;
  platform: FakePlatform;
  close: () => Promise<void>;
}

function originOf(hostname: string, port: number): string {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `http://${host}:${port}`;
}

/**
 * Serves a fake platform over HTTP (Node): the API under `/v3`, hosted pages under `/hosted`.
 *
 * @example
 * const server = await startFakePlatformServer({ port: 0 });
 * await fetch(`${server.url}/v3/capabilities`, { headers: { 'X-API-Key': 'sk_sandbox_acme' } });
 * await server.close();
 */
export async function startFakePlatformServer(options: FakePlatformServerOptions = {}): Promise<FakePlatformServer> {
  const { port = 4010, hostname = '127.0.0.1', log, platform: given, ...platformOptions } = options;
  const hasOwnPublicUrl = given !== undefined || platformOptions.publicUrl !== undefined;
  const platform = given ?? createFakePlatform({ publicUrl: originOf(hostname, port), ...platformOptions });
  const stopLoggingDeliveries = log
    ? onWebhookDeliveryAttempt(platform.core, (attempt) => log(describeDeliveryAttempt(attempt)))
    : () => undefined;

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        hostname,
        port,
        fetch: async (request: Request) => {
          const began = performance.now();
          let response: Response;
          try {
            response = await platform.handle(request);
          } catch {
            // handle() answers every failure itself; this is a last resort that never echoes the error.
            response = new Response(null, { status: 500 });
          }
          log?.(describeRequest(request, response, performance.now() - began));
          return response;
        },
      },
      () => resolve(started),
    );
    started.once('error', (error) => {
      stopLoggingDeliveries();
      reject(error);
    });
  });
  const address = server.address() as AddressInfo;
  const url = originOf(hostname, address.port);
  if (!hasOwnPublicUrl) platform.core.settings.publicUrl = url;
  return {
    url,
    platform,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stopLoggingDeliveries();
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) (server as unknown as { closeAllConnections: () => void }).closeAllConnections();
      }),
  };
}
