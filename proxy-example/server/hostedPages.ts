import { Hono } from 'hono';
import { readBodyAtMost } from './readBodyAtMost.js';

/** The embedded fake platform's handler, which answers `/hosted/*` itself. */
export type HostedPagesHandler = (request: Request) => Promise<Response>;

/** A hosted page's form is one choice and a checkbox: far below this. */
const MAX_FORM_BYTES = 4096;

const tooLarge = () =>
  new Response('The form is too large.', {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** What the fake reads of a posted form besides its body: its type, and where the browser says it was posted from. */
const FORM_HEADERS = ['Content-Type', 'Origin', 'Sec-Fetch-Site'] as const;

/**
 * The request the fake sees: the URL with its query (the link's token is the credential), the
 * method, and a form with the headers the fake reads ({@link FORM_HEADERS}: it refuses a form
 * posted from another site); never the demo's cookies.
 */
async function pageRequest(request: Request): Promise<Request | Response> {
  if (request.method !== 'POST') return new Request(request.url, { method: request.method });
  const form = await readBodyAtMost(request, MAX_FORM_BYTES);
  if (form === undefined) return tooLarge();
  const headers = new Headers();
  for (const name of FORM_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(request.url, { method: 'POST', headers, body: new Uint8Array(form) });
}

/**
 * The embedded fake platform's hosted pages (identity verification, terms of service, card
 * checkout) on the demo's own origin, mounted at `/hosted`: the fake links them at the demo's
 * public origin (its `hostedOrigin`), so they work wherever the demo's page does (behind a
 * port-forward, in a container) and the kit opens them (https, or plain http on loopback). Their
 * stylesheet (`/hosted/paykit-hosted.css`) comes the same way. GET, HEAD and a POST form of at
 * most 4 KiB (413 past it) reach the fake with their query (the link's token), a form with its
 * `Content-Type`, `Origin` and `Sec-Fetch-Site` (the fake answers 403 to a form from another
 * site), and without the demo's cookies or any other header.
 *
 * @example
 * app.route('/hosted', createHostedPages((request) => platform.handle(request)));
 */
export function createHostedPages(handle: HostedPagesHandler): Hono {
  const pages = new Hono();
  pages.on(['GET', 'HEAD'], '/paykit-hosted.css', (c) => handle(new Request(c.req.url, { method: c.req.method })));
  pages.on(['GET', 'HEAD', 'POST'], '/:kind{verification|terms|checkout}/:id{[A-Za-z0-9_]{1,128}}', async (c) => {
    const request = await pageRequest(c.req.raw);
    return request instanceof Response ? request : handle(request);
  });
  return pages;
}
