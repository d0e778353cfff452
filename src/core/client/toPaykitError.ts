import { isPaykitError, PaykitError } from './PaykitError.js';

/**
 * Anything a request threw, as a `PaykitError`: a `PaykitError` as it is, anything else as an
 * `unexpected` one that keeps the original as its `cause`.
 *
 * @example
 * try { await client.createQuote(body) } catch (caught) { show(toPaykitError(caught)) }
 */
export function toPaykitError(error: unknown): PaykitError {
  return isPaykitError(error) ? error : new PaykitError({ kind: 'unexpected', message: String(error), cause: error });
}
