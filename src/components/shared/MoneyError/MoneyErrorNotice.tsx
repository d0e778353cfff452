import { useId, useMemo, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { moneyErrorGuide, type MoneyErrorGuidance, type MoneyNextStep } from '../../../core/checkout/index.js';
import { Button } from '../../primitives/Button/Button.js';
import { Callout } from '../../primitives/Callout/Callout.js';
import { useMessages } from '../../messages/index.js';
import { moneyErrorsEn } from '../../messages/areas/moneyErrors.en.js';
import { part } from '../../part.js';
import { Heading, type HeadingLevel } from '../../primitives/Heading/index.js';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.js';
import { formatCountdown, moneyErrorCopy, retryWaitText } from './moneyErrorText.js';
import { useRetryCountdown } from './useRetryCountdown.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link MoneyErrorNotice}: any `<div>` attribute plus the ones below. */
export interface MoneyErrorNoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** The failure of a money request: a `PaykitError`, a problem body, or anything else (read as an unknown error). */
  error: unknown;
  /**
   * Takes the next step (re-quote, open the transfer, retry…), with the guidance (`transferId`,
   * `fieldPointers`…). Without it the notice says the step but shows no button.
   * @default undefined
   */
  onAction?: (step: MoneyNextStep, guidance: MoneyErrorGuidance) => void;
  /**
   * Button labels that replace the kit's, per next step, e.g. `{ requote: 'Refresh the price' }`.
   * @default {}
   */
  actionFor?: Partial<Record<MoneyNextStep, string>>;
  /**
   * The level of the notice's heading.
   * @default the level the enclosing part or `HeadingLevelProvider` sets, else 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * A money-movement error said in words a person understands, with the next step: the code's
 * message as a heading, what to do next, the reference to quote to support when there is one, and
 * a button for the step when `onAction` is given. It appears as an alert (`role="alert"`) and,
 * like `ErrorCallout`, leaves focus where it is. `rail_temporarily_unavailable` (any error with
 * `Retry-After`) counts down to the retry: the button waits (`aria-disabled`) until then and
 * "You can try again now" is announced politely once. `quote_already_executed` offers to open the
 * existing transfer. An unknown code shows the problem's title and its reference.
 *
 * @example
 * {quote.status === 'error' && (
 *   <MoneyErrorNotice error={quote.error} onAction={(step, guide) => step === 'open_transfer' ? openTransfer(guide.transferId) : quote.requote()} />
 * )}
 */
export const MoneyErrorNotice = forwardRefAsProp(function MoneyErrorNotice({
  error,
  onAction,
  actionFor,
  headingLevel,
  ...props
}: MoneyErrorNoticeProps) {
  const { t } = useMessages(moneyErrorsEn);
  const guidance = useMemo(() => moneyErrorGuide(error), [error]);
  const copy = moneyErrorCopy(t, guidance, error);
  const countdown = useRetryCountdown(guidance.retryAfterMs, error);
  const waitId = useId();
  const isWaiting = countdown.status === 'waiting';

  const act = (event: MouseEvent<HTMLButtonElement>) => {
    if (isWaiting) {
      event.preventDefault();
      return;
    }
    onAction?.(guidance.nextStep, guidance);
  };

  return (
    <div
      data-code={guidance.code}
      data-step={guidance.nextStep}
      data-unknown={guidance.isUnknownCode || undefined}
      {...props}
      {...part('money-error', props)}
    >
      <Callout
        tone="danger"
        action={
          onAction && (
            <Button
              variant="secondary"
              size="sm"
              data-state={isWaiting ? 'waiting' : undefined}
              aria-disabled={isWaiting || undefined}
              aria-describedby={isWaiting ? waitId : undefined}
              onClick={act}
            >
              {actionFor?.[guidance.nextStep] ?? copy.action}
            </Button>
          )
        }
      >
        <Heading level={headingLevel} {...part('money-error-title')}>
          {copy.message}
        </Heading>
        <p {...part('money-error-step')}>
          {countdown.status === 'none' ? (
            copy.step
          ) : (
            <VisuallyHidden id={waitId}>{retryWaitText(t, guidance.retryAfterMs ?? 0)}</VisuallyHidden>
          )}
        </p>
        {countdown.status !== 'none' && (
          // Shown, not read: a ticking text inside an alert would be announced every second.
          <p {...part('money-error-countdown')} data-state={countdown.status} aria-hidden="true">
            {countdown.status === 'waiting'
              ? t('moneyErrors.retry.countdown', { time: formatCountdown(countdown.secondsLeft) })
              : t('moneyErrors.retry.ready')}
          </p>
        )}
        {guidance.transferId && <p {...part('money-error-transfer')}>{t('moneyErrors.transfer', { transferId: guidance.transferId })}</p>}
        {copy.reference && <p {...part('money-error-reference')}>{copy.reference}</p>}
      </Callout>
      <VisuallyHidden role="status">{countdown.status === 'ready' ? t('moneyErrors.retry.ready') : ''}</VisuallyHidden>
    </div>
  );
});
