import { isPaykitError, PaykitError } from './PaykitError.js';

/**
 * Anything a request threw, as a `PaykitError`: a `PaykitError` as it is, anything else as an
 * `unexpected` one (outcome unknown) that keeps the original as its `cause`. Every hook and flow
 * reports its failures through this, so callers branch on `kind` and `code` only.
 *
 * @example
 * try { await client.createQuote(body) } catch (caught) { show(toPaykitError(caught)) }
 */
export function toPaykitError(error: unknown, message = String(error)): PaykitError {
  return isPaykitError(error) ? error : new PaykitError({ kind: 'unexpected', message, cause: error });
}
