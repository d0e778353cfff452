import { Hono, type MiddlewareHandler } from 'hono';
import { createHostedPages, type HostedPagesHandler } from './hostedPages.js';
import { demoSecurityHeaders } from './securityHeaders.js';
import { createStaticPage } from './staticPage.js';

/** A Web-standard request handler, the shape paykit's server parts take and give. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** What {@link createDemoApp} mounts. */
export interface DemoAppOptions {
  /** The paykit proxy, mounted at `/api/paykit`. */
  proxy: FetchHandler;
  /**
   * The uploads each client may run at once across its sessions, taken before a request reaches
   * the proxy (see `createClientUploadSlots`). @default none (only the proxy's own caps)
   */
  uploadSlots?: MiddlewareHandler;
  /** The webhook receiver at `POST /webhooks/payments`; absent, that path is not found. */
  webhooks?: FetchHandler;
  /** The demo sign-in routes, mounted at `/demo`. */
  demoRoutes: Hono;
  /**
   * With a sandbox key: the demo's sandbox controls, mounted at `/demo/sandbox`, and the budgets
   * of sandbox calls (per session, and per client across its sessions), which also guard the
   * proxy's `/api/paykit/sandbox/*`. Absent (a production key), the demo's sandbox paths are not found.
   * @default none
   */
  sandbox?: { routes: Hono; budget: MiddlewareHandler };
  /**
   * The embedded fake platform's handler, whose hosted pages (verification, terms, card checkout)
   * are served at `/hosted/*` on the demo's origin. Absent (a remote API), those paths are not found.
   * @default none
   */
  hostedPages?: HostedPagesHandler;
  /** The folder of the built page (`proxy-example/dist`). */
  pageRoot: string;
  /** The page is served over https (turns on HSTS). */
  https: boolean;
  /** Told the name of an error no route handled (never its message). @default none */
  log?: (line: string) => void;
}

/**
 * The merchant's server: the built page, the paykit proxy at `/api/paykit`, the webhook receiver
 * at `/webhooks/payments`, the demo sign-in at `/demo`, its sandbox controls at `/demo/sandbox`
 * and the embedded fake's hosted pages at `/hosted`, every response with strict security
 * headers. Unknown paths are 404.
 *
 * @example
 * const app = createDemoApp({ proxy, webhooks, demoRoutes, pageRoot: 'proxy-example/dist', https: false });
 * serve({ fetch: app.fetch, port: 3000, hostname: '127.0.0.1' });
 */
export function createDemoApp(options: DemoAppOptions): Hono {
  const { proxy, webhooks } = options;
  const app = new Hono();
  app.use('*', demoSecurityHeaders({ https: options.https }));
  if (options.uploadSlots) app.use('/api/paykit/*', options.uploadSlots);
  if (options.sandbox) app.use('/api/paykit/sandbox/*', options.sandbox.budget);
  app.all('/api/paykit', (c) => proxy(c.req.raw));
  app.all('/api/paykit/*', (c) => proxy(c.req.raw));
  if (webhooks) app.post('/webhooks/payments', (c) => webhooks(c.req.raw));
  if (options.sandbox) app.route('/demo/sandbox', options.sandbox.routes);
  app.route('/demo', options.demoRoutes);
  if (options.hostedPages) app.route('/hosted', createHostedPages(options.hostedPages));
  app.route('/', createStaticPage(options.pageRoot));
  app.notFound((c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  // The error's message could quote anything; only its name is logged, and nothing is answered.
  app.onError((error, c) => {
    options.log?.(`unhandled ${error.name} on ${c.req.method} request`);
    return c.text('Internal server error', 500, { 'Cache-Control': 'no-store' });
  });
  return app;
}
