import { parse, serialize } from 'hono/utils/cookie';

/** How the session cookie is written. */
export interface SessionCookieOptions {
  /** Sets `Secure` and uses the `__Host-` name, which browsers bind to this exact host. */
  secure: boolean;
  /** Max-Age in seconds. */
  maxAgeSeconds: number;
}

/** The cookie's name: `__Host-` prefixed when it is `Secure` (browsers refuse that prefix otherwise). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-paykit_demo_session' : 'paykit_demo_session';
}

/** `Set-Cookie` value starting a session: `HttpOnly; SameSite=Strict; Path=/`, `Secure` over https. */
export function sessionCookie(sessionId: string, options: SessionCookieOptions): string {
  const name = sessionCookieName(options.secure);
  const attributes = { httpOnly: true, sameSite: 'Strict', path: '/', maxAge: options.maxAgeSeconds } as const;
  return options.secure ? serialize(name, sessionId, { ...attributes, secure: true }) : serialize(name, sessionId, attributes);
}

/** `Set-Cookie` value that ends the session in the browser. */
export function clearedSessionCookie(secure: boolean): string {
  const name = sessionCookieName(secure);
  const attributes = { httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 0, expires: new Date(0) } as const;
  return secure ? serialize(name, '', { ...attributes, secure: true }) : serialize(name, '', attributes);
}

/** The session id the request's `Cookie` header carries, if any. */
export function readSessionId(request: Request, secure: boolean): string | undefined {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  const name = sessionCookieName(secure);
  return parse(header, name)[name] || undefined;
}
