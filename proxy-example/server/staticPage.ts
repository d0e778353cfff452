import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built page: `/` is `index.html` (revalidated on every visit), `/assets/*` are
 * Vite's content-hashed files (cached for a year), and `/favicon.svg`. Anything else is not found: the page has one
 * screen and no client-side routes.
 */
export function createStaticPage(pageRoot: string): Hono {
  const page = new Hono();
  page.use(
    '/assets/*',
    serveStatic({
      root: pageRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  page.on(
    ['GET', 'HEAD'],
    '/favicon.svg',
    serveStatic({ root: pageRoot, path: 'favicon.svg', onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400') }),
  );
  page.on(
    ['GET', 'HEAD'],
    '/',
    serveStatic({ root: pageRoot, path: 'index.html', onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
  );
  return page;
}
