import { useContext, useEffect, type ComponentPropsWithRef } from 'react';
import { Button } from '../primitives/Button/Button.js';
import { Callout } from '../primitives/Callout/Callout.js';
import { useMessages } from '../messages/index.js';
import { PaykitContext } from '../../hooks/PaykitContext.js';
import { errorReference, paykitErrorText } from './errorText.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { part } from '../part.js';

/** Props for {@link ErrorCallout}: any `<div>` attribute plus the ones below. */
export interface ErrorCalloutProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** What could not be done, e.g. "We couldn't load your payment methods." */
  title: string;
  /** The failure; a `PaykitError` is explained (connection, time out) and its reference shown. */
  error: unknown;
  /**
   * Why it failed, when the caller knows better than the kind of failure (a code it handles).
   * @default the failure in words, from `paykitErrorText`
   */
  explanation?: string;
  /**
   * Tries again; without it no Retry button is shown.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * The retry is running: the button shows it and ignores clicks.
   * @default false
   */
  isRetrying?: boolean;
}

/**
 * A read or an action that failed, said the same way everywhere: what failed (the title), why in
 * words a person understands, the reference to quote to support, and Retry when one is given.
 * Each failure shown is reported to the provider's `onEvent` as `error_shown` (code and correlation id).
 *
 * @example
 * if (query.status === 'error') return <ErrorCallout title={t('capabilities.list.error')} error={query.error} onRetry={() => void query.refetch()} />;
 */
export const ErrorCallout = forwardRefAsProp(function ErrorCallout({
  title,
  error,
  explanation,
  onRetry,
  isRetrying = false,
  ...props
}: ErrorCalloutProps) {
  // Base messages only (`common.retry`, `error.*`): no area table rides along into every part.
  const { t } = useMessages();
  const reference = errorReference(t, error);
  const emit = useContext(PaykitContext)?.emit;
  // The failure names the occurrence: shown again on a re-render or by StrictMode, it is reported once.
  useEffect(() => emit?.({ type: 'error_shown', error }, error), [emit, error]);
  return (
    <Callout
      tone="danger"
      title={title}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" isPending={isRetrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
      {...props}
      {...part('error-callout', props)}
    >
      <p>{explanation ?? paykitErrorText(t, error)}</p>
      {reference && <p {...part('error-callout-reference')}>{reference}</p>}
    </Callout>
  );
});
