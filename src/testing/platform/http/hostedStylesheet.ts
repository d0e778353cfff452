/**
 * The one stylesheet of the fake's hosted pages (verification, terms, card checkout), served by the
 * fake at {@link HOSTED_STYLESHEET_PATH}: linked from the page's own origin, so it holds under
 * `style-src 'self'` (no inline style), on the fake's origin and on a server that mounts the pages
 * on its own (`hostedOrigin`). System fonts, a readable measure, real buttons, a visible error.
 */

/** Where the stylesheet is served, beside the pages under `/hosted/`. */
export const HOSTED_STYLESHEET_PATH = '/hosted/paykit-hosted.css';

/** The stylesheet's text. */
export const HOSTED_STYLESHEET = `:root {
  color-scheme: light dark;
  --ink: #1c2024;
  --muted: #5b636c;
  --paper: #ffffff;
  --panel: #f4f5f7;
  --line: #d3d7dc;
  --accent: #1f5fd1;
  --accent-ink: #ffffff;
  --danger: #b42318;
}
@media (prefers-color-scheme: dark) {
  :root {
    --ink: #eceef0;
    --muted: #aab1b9;
    --paper: #15181c;
    --panel: #1f2328;
    --line: #3a4048;
    --accent: #7aa7ff;
    --accent-ink: #0b1220;
    --danger: #ff8a80;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  background: var(--panel);
  color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
main {
  max-width: 34rem;
  margin: 2rem auto;
  padding: 1.5rem;
  background: var(--paper);
  border: 1px solid var(--line);
  border-radius: 12px;
}
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
small { color: var(--muted); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 1.25rem; padding: 0.75rem 1rem; }
legend { padding: 0 0.25rem; font-weight: 600; }
fieldset div { padding: 0.25rem 0; }
label { cursor: pointer; }
.terms { max-height: 14rem; overflow: auto; border: 1px solid var(--line); border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.terms:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.actions, form > p:last-child { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
button {
  font: inherit;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border-radius: 8px;
  border: 1px solid var(--line);
  background: var(--paper);
  color: var(--ink);
  cursor: pointer;
}
button:first-child { background: var(--accent); border-color: var(--accent); color: var(--accent-ink); font-weight: 600; }
[role='alert'] { color: var(--danger); font-weight: 600; border-left: 4px solid var(--danger); padding-left: 0.75rem; }
[role='status'] { font-weight: 600; }
a { color: var(--accent); }
@media (max-width: 36rem) {
  main { margin: 0; border: 0; border-radius: 0; min-height: 100vh; }
}
`;

/** The stylesheet's answer: cacheable, typed, sniffing off. */
export function hostedStylesheetResponse(): Response {
  return new Response(HOSTED_STYLESHEET, {
    status: 200,
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
