/**
 * The frame of every hosted page the fake serves (verification, terms, card checkout): one
 * self-contained HTML document shape and one set of headers. The pages carry no style, script,
 * image or other asset, inline or linked (the browser's own styles, light or dark, are enough for
 * a form and two buttons), so they hold under the strictest Content-Security-Policy: theirs, or
 * that of a server that mounts them on its own origin, such as the merchant demo's
 * `style-src 'self'` without inline styles.
 */

/**
 * The Content-Security-Policy of the hosted pages: nothing may load; forms post to the page
 * itself and may redirect back to an https app (the transfer's `redirectUrl`, a `return` URL).
 */
export const HOSTED_CONTENT_SECURITY_POLICY = "default-src 'none'; form-action 'self' https:; base-uri 'none'; frame-ancestors 'none'";

/** The headers of a hosted page. */
export const HOSTED_HTML_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
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
