import { Button, Callout } from '../../src/components/index.js';
import { isPaykitError, usePaykitI18n } from '../../src/index.js';

/** Props of {@link QueryErrorCallout}. */
export interface QueryErrorCalloutProps {
  /** What could not be loaded, e.g. "your account". */
  what: string;
  error: Error;
  /** Loads again. */
  onRetry: () => void;
}

/** A failed read: what failed, why in words a person understands, the reference for support, and a retry. */
export function QueryErrorCallout({ what, error, onRetry }: QueryErrorCalloutProps) {
  const { t } = usePaykitI18n();
  const reason = !isPaykitError(error)
    ? t('error.unexpected')
    : error.kind === 'network'
      ? t('error.network')
      : error.kind === 'timeout'
        ? t('error.timeout')
        : error.kind === 'problem' && error.detail
          ? error.detail
          : t('error.unexpected');
  const correlationId = isPaykitError(error) ? error.correlationId : undefined;
  return (
    <Callout
      tone="danger"
      title={`We couldn't load ${what}.`}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <p>{reason}</p>
      {correlationId && <p>{t('error.reference', { correlationId })}</p>}
    </Callout>
  );
}
