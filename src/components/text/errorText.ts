import { isPaykitError } from '../../core/client/index.js';
import type { ComponentTranslate } from '../messages/index.js';

type Translate = ComponentTranslate<never>;

/**
 * A person's explanation of a failure: no connection, too slow, or a generic failure. The API's
 * `detail` is written for developers (and only in English), so it is never shown. Pair it with
 * {@link errorReference} where a person may quote the request to support.
 */
export function paykitErrorText(t: Translate, error: unknown): string {
  if (isPaykitError(error) && error.kind === 'network') return t('error.network');
  if (isPaykitError(error) && error.kind === 'timeout') return t('error.timeout');
  return t('error.unexpected');
}

/** "Reference: req_…" for an error that carries a correlation id, else `null`. */
export function errorReference(t: Translate, error: unknown): string | null {
  return isPaykitError(error) && error.correlationId ? t('error.reference', { correlationId: error.correlationId }) : null;
}
