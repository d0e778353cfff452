/**
 * The frame of every hosted page the fake serves (verification, terms, card checkout): one HTML
 * document shape and one set of headers. The pages carry no script, image or inline style; their
 * one asset is a stylesheet on their own origin (`hostedStylesheet.ts`), so they hold under the
 * strictest Content-Security-Policy: theirs, or that of a server that mounts them on its own
 * origin, such as the merchant demo's `style-src 'self'` without inline styles.
 */
import { HOSTED_STYLESHEET_PATH } from './hostedStylesheet.js';

/**
 * Where a hosted page's form may lead besides the page itself (browsers hold the redirect that
 * answers a form to `form-action` too): the apps the kit's hosted-URL rule (`isHostedUrl`) allows,
 * https anywhere or plain http on a loopback host, as far as a source list can name them.
 * Chromium refuses an IPv6 literal in a source, so `http://[::1]` cannot be listed: a page never
 * redirects there (see {@link isRedirectTarget}).
 */
const FORM_ACTION_SOURCES = ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'] as const;

/**
 * The directives of the hosted pages' Content-Security-Policy: nothing but their own stylesheet
 * may load, no frame may hold them, and their forms post to the page itself and may redirect back to the app (a
 * `return` URL, a transfer's `redirectUrl`). A server that mounts the pages on its own origin
 * (`hostedOrigin`) and sets its own headers gives them these.
 *
 * @example
 * // Hono: secureHeaders({ contentSecurityPolicy: { defaultSrc: [...hostedPageCspDirectives['default-src']], … } })
 * const policy = Object.entries(hostedPageCspDirectives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
 */
export const hostedPageCspDirectives: Readonly<
  Record<'default-src' | 'style-src' | 'form-action' | 'base-uri' | 'frame-ancestors', readonly string[]>
> = {
  'default-src': ["'none'"],
  'style-src': ["'self'"],
  'form-action': FORM_ACTION_SOURCES,
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The Content-Security-Policy header of the hosted pages, from {@link hostedPageCspDirectives}. */
export const HOSTED_CONTENT_SECURITY_POLICY = Object.entries(hostedPageCspDirectives)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/**
 * True when a hosted page's form may answer with a redirect to `url` under its policy: https, or
 * plain http on `localhost` or `127.0.0.1`. The kit's rule also allows `http://[::1]`, which no
 * source list can name; a page links there instead.
 */
export function isRedirectTarget(url: URL): boolean {
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
}

/** The headers of a hosted page. */
export const HOSTED_HTML_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // Not no-referrer: under it a browser posts the page's own forms with `Origin: null`, and the
  // pages refuse forms from other sites by their Origin. Nothing leaves for another origin still.
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': HOSTED_CONTENT_SECURITY_POLICY,
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/**
 * A complete hosted page: `lang`, a title, light and dark colour schemes (a `meta`, not a style),
 * one `main` landmark around `mainHtml` (already escaped).
 */
export function hostedDocument(title: string, mainHtml: string, mainAttributes = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${HOSTED_STYLESHEET_PATH}">
</head>
<body>
<main${mainAttributes}>
${mainHtml}
</main>
</body>
</html>`;
}

/** A hosted page answer: `html` with the hosted pages' headers, plus `headers`. */
export function hostedHtmlResponse(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, { status, headers: { ...HOSTED_HTML_HEADERS, ...headers } });
}
