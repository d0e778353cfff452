/**
 * The one rule for every hosted page the kit opens (identity verification, terms, card checkout)
 * and every URL schema built on it: https, or plain http on a loopback host only, so a fake
 * platform or a merchant demo on this machine works while no other plain-http page is ever opened.
 */

/** Hosts plain http is allowed on: this machine, in the spellings `URL` gives them. */
const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * True when `value` is an absolute URL the kit may send a person to: `https:` without
 * credentials, or `http:` without credentials on `localhost`, `127.0.0.1` or `[::1]` (local
 * development). Any other scheme (`javascript:`, `data:`), a relative URL, or http on any other
 * host is false.
 *
 * @example
 * isHostedUrl('https://pay.example/checkout/tr_1'); // true
 * isHostedUrl('http://127.0.0.1:3000/hosted/checkout/tr_1'); // true
 * isHostedUrl('http://pay.example/checkout/tr_1'); // false
 */
export function isHostedUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(url.hostname);
}
