import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { hostedPageCspDirectives } from 'paykit/testing';

/**
 * The page's Content-Security-Policy: only this origin's scripts, styles, fonts and connections
 * (the proxy and its event stream), images from this origin or `blob:` (the previews of documents
 * a person picks, object URLs made in the page), no inline code or styles, no plugins, no framing.
 * The strict policy the kit is proven under (README, "Content-Security-Policy") or stricter: the
 * e2e flows check it on every page and fail on any violation. paykit renders no `style=""` markup,
 * injects no `<style>` and draws its QR codes inline, so `style-src 'self'` and `img-src 'self' blob:` hold.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  connectSrc: ["'self'"],
  imgSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The hosted pages' Content-Security-Policy (`/hosted/*`, the embedded fake's verification, terms
 * and checkout pages), exactly the fake's own (`hostedPageCspDirectives`): they load nothing but
 * their own stylesheet from this origin (no script, no inline style, no image); their forms post to themselves and may redirect back to
 * the app, https or plain http on localhost and 127.0.0.1 (a dev server such as
 * `http://localhost:5173`), as the kit's hosted-URL rule allows.
 */
export const HOSTED_PAGES_CONTENT_SECURITY_POLICY = {
  defaultSrc: [...hostedPageCspDirectives['default-src']],
  styleSrc: [...hostedPageCspDirectives['style-src']],
  formAction: [...hostedPageCspDirectives['form-action']],
  baseUri: [...hostedPageCspDirectives['base-uri']],
  frameAncestors: [...hostedPageCspDirectives['frame-ancestors']],
};

function headersWith(
  contentSecurityPolicy: Record<string, string[]>,
  https: boolean,
  referrerPolicy: 'no-referrer' | 'same-origin',
): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy,
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}

/**
 * Security headers on every response (Hono's maintained middleware): the CSP above (the hosted
 * pages' own under `/hosted/`), `nosniff`, `no-referrer` (`same-origin` for the hosted pages, as the
 * fake's own: under `no-referrer` a browser posts their forms with `Origin: null`, and they refuse
 * forms from other sites by their Origin), `X-Frame-Options: DENY`, same-origin opener and resource
 * policies, and HSTS when the page is served over https.
 */
export function demoSecurityHeaders(options: { https: boolean }): MiddlewareHandler {
  const page = headersWith(CONTENT_SECURITY_POLICY, options.https, 'no-referrer');
  const hosted = headersWith(HOSTED_PAGES_CONTENT_SECURITY_POLICY, options.https, 'same-origin');
  return (c, next) => (c.req.path.startsWith('/hosted/') ? hosted(c, next) : page(c, next));
}
