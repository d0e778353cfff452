import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

/** A listening HTTP server. */
export interface Listening {
  /** The bound address and port (the port the OS chose when 0 was asked). */
  address: AddressInfo;
  /** Stops accepting, ends open connections (event streams never end by themselves) and resolves once closed. */
  close(): Promise<void>;
}

/**
 * Serves `fetch` with `@hono/node-server` and resolves once listening. `fetch` gets the
 * `{ incoming, outgoing }` env beside each request: hand it on (`app.fetch(request, env)`), or the
 * app cannot read the peer's address (`getConnInfo`).
 * @throws the listen error, e.g. `EADDRINUSE`.
 */
export function listen(options: {
  hostname: string;
  port: number;
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
}): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ hostname: options.hostname, port: options.port, fetch: options.fetch }, () => {
      server.off('error', reject);
      resolve({
        address: server.address() as AddressInfo,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeAllConnections' in server) (server as unknown as { closeAllConnections: () => void }).closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
