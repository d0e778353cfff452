import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The page's Content-Security-Policy: only this origin's scripts, styles, images, fonts and
 * connections (the proxy and its event stream), no inline code or styles, no plugins, no framing.
 * paykit renders no `style=""` markup, so `style-src 'self'` holds.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  connectSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every response (Hono's maintained middleware): the CSP above, `nosniff`,
 * `no-referrer`, `X-Frame-Options: DENY`, same-origin opener and resource policies, and HSTS when
 * the page is served over https.
 */
export function demoSecurityHeaders(options: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
