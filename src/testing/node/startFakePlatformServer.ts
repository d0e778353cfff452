import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createFakePlatform, type FakePlatform, type FakePlatformOptions } from '../platform/createFakePlatform.js';

/** Options of {@link startFakePlatformServer}. */
export interface FakePlatformServerOptions extends FakePlatformOptions {
  /** @default 4010; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' */
  hostname?: string;
  /** One line per request; keys are never logged. @default none */
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
  let publicUrl = `http://${hostname}:${port}`;
  const platform = given ?? createFakePlatform({ publicUrl, ...platformOptions });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        hostname,
        port,
        fetch: async (request: Request) => {
          const began = performance.now();
          const response = await platform.handle(request);
          if (log) {
            const url = new URL(request.url);
            const ms = Math.round(performance.now() - began);
            log(`${request.method} ${url.pathname}${url.search} ${response.status} ${ms}ms ${response.headers.get('x-request-id') ?? ''}`.trimEnd());
          }
          return response;
        },
      },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  publicUrl = `http://${hostname}:${address.port}`;
  platform.core.settings.publicUrl = publicUrl;
  return {
    url: publicUrl,
    platform,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) (server as unknown as { closeAllConnections: () => void }).closeAllConnections();
      }),
  };
}
