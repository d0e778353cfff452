/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 2rem 1rem; }
  main { max-width: 32rem; margin: 0 auto; }
  h1 { font-size: 1.5rem; }
  .terms { border: 1px solid; border-radius: 0.5rem; padding: 1rem; max-height: 12rem; overflow: auto; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 1px solid; cursor: pointer; }
  button[value="complete"], button[value="accept"] { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
  [role="alert"] { color: #b91c1c; font-weight: 600; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/**
 * A complete, self-contained HTML page (no external assets) for the hosted flows: `lang`, a
 * title, one `main` landmark. `bodyHtml` must already be escaped.
 */
export function htmlPage(status: number, title: string, bodyHtml: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...headers },
  });
}
