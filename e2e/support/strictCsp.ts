import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy the kit is proven under (README, "Content-Security-Policy"): every
 * e2e flow runs on the demo page served with it (or stricter) and every story in the built
 * Storybook is shown under it, and a test fails on any `securitypolicyviolation`.
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'";

/** Directive name → its sources, as a browser reads a policy (names lower-cased, the first of a repeated directive wins). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The fetch directives that fall back to `default-src` when absent. */
const FALLS_BACK_TO_DEFAULT = new Set(['script-src', 'style-src', 'img-src', 'connect-src']);

/**
 * How `served` is looser than {@link STRICT_CSP}: for each of its directives, any source the served
 * policy allows beyond the strict one's (after the `default-src` fallback). `'sha256-…'` sources are
 * accepted in `script-src` and `style-src` only when `allowHashes` (Storybook's own inline code).
 * An empty list means the served policy is the strict one or stricter.
 */
export function looserThanStrict(served: string, { allowHashes = false } = {}): string[] {
  const strict = parseCsp(STRICT_CSP);
  const policy = parseCsp(served);
  const problems: string[] = [];
  for (const [name, allowed] of strict) {
    const sources = policy.get(name) ?? (FALLS_BACK_TO_DEFAULT.has(name) ? policy.get('default-src') : undefined);
    if (sources === undefined) {
      problems.push(`${name} is missing`);
      continue;
    }
    const isHashAllowed = allowHashes && (name === 'script-src' || name === 'style-src');
    const extra = sources.filter(
      (source) =>
        source !== "'none'" &&
        source !== "'report-sample'" &&
        !allowed.includes(source) &&
        !(isHashAllowed && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    );
    if (extra.length > 0) problems.push(`${name} also allows ${extra.join(' ')}`);
  }
  return problems;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hashes of a page's inline `<script>` (those without `src`) and `<style>` elements, by their exact text. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , text = '']) => sha256(text));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text = '']) => sha256(text));
  return { scripts, styles };
}

/**
 * {@link STRICT_CSP} with the hashes of `html`'s own inline scripts and styles added to `script-src`
 * and `style-src`, and `'report-sample'` there (it allows nothing; a violation event then carries the
 * first characters of what was blocked, which tells Storybook's own injections from the kit's).
 */
export function strictCspAllowing(html: string): string {
  const { scripts, styles } = inlineHashes(html);
  return STRICT_CSP.replace("script-src 'self'", ["script-src 'self'", "'report-sample'", ...scripts].join(' ')).replace(
    "style-src 'self'",
    ["style-src 'self'", "'report-sample'", ...styles].join(' '),
  );
}
