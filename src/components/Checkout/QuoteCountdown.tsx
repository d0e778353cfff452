import type { ComponentPropsWithRef } from 'react';
import { useMessages } from '../messages/index.js';
import { checkoutEn } from '../messages/areas/checkout.en.js';
import { part } from '../part.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden/VisuallyHidden.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Seconds left at which the countdown is announced. */
const THRESHOLDS = [60, 30, 10] as const;

/** Props for {@link QuoteCountdown}: any `<p>` attribute but children, plus the ones below. */
export interface QuoteCountdownProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  /** Whole seconds until the quote expires (`useCheckout().secondsLeft`). */
  secondsLeft: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left on a quote as `m:ss`. The visible timer is `role="timer"` with `aria-live="off"`,
 * so it is not read every second; a polite status says it once at 60, 30 and 10 seconds, and at
 * expiry. `data-state` is `running`, `ending` (10 seconds or less) or `expired`.
 */
export const QuoteCountdown = forwardRefAsProp(function QuoteCountdown({ secondsLeft, ...props }: QuoteCountdownProps) {
  const { t } = useMessages(checkoutEn);
  const threshold = THRESHOLDS.filter((each) => secondsLeft <= each).at(-1);
  const announcement =
    secondsLeft <= 0
      ? t('checkout.countdown.expired')
      : threshold === undefined
        ? ''
        : t('checkout.countdown.announce', { seconds: threshold });
  const state = secondsLeft <= 0 ? 'expired' : secondsLeft <= 10 ? 'ending' : 'running';
  const seconds = Math.max(0, secondsLeft);
  return (
    <p data-state={state} {...props} {...part('quote-countdown', props)}>
      <span aria-hidden="true">{t('checkout.countdown.label')}</span>{' '}
      <span role="timer" aria-live="off" aria-label={t('checkout.countdown.label')} {...part('quote-countdown-value')}>
        {t('checkout.countdown.value', { minutes: Math.floor(seconds / 60), seconds: pad(seconds % 60) })}
      </span>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </p>
  );
});
