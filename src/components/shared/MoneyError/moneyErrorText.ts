import type { MoneyErrorCode, MoneyErrorGuidance, MoneyNextStep } from '../../../core/checkout/index.js';
import type { ComponentTranslate } from '../../messages/index.js';
import type { MoneyErrorsMessageId } from '../../messages/areas/moneyErrors.en.js';
import { errorReference } from '../../text/index.js';

type Translate = ComponentTranslate<MoneyErrorsMessageId>;

/** The words of one money error: what happened, what to do next, and the action's label. */
export interface MoneyErrorCopy {
  /** What happened: the code's message, or a neutral sentence for an unknown code. */
  readonly message: string;
  /** What to do next, as a sentence. */
  readonly step: string;
  /** The label of the button that takes the next step. */
  readonly action: string;
  /** "Reference: req_…" when the error carries a correlation id, else `null`. */
  readonly reference: string | null;
}

/** The message id of a money error code (`moneyErrors.code.<code>`). */
export function moneyErrorCodeMessageId(code: MoneyErrorCode): MoneyErrorsMessageId {
  return `moneyErrors.code.${code}`;
}

/** The message id of the sentence of a next step (`moneyErrors.step.<step>`). */
export function moneyStepMessageId(step: MoneyNextStep): MoneyErrorsMessageId {
  return `moneyErrors.step.${step}`;
}

/** The message id of the button label of a next step (`moneyErrors.action.<step>`). */
export function moneyActionMessageId(step: MoneyNextStep): MoneyErrorsMessageId {
  return `moneyErrors.action.${step}`;
}

/**
 * The words for a money error's guidance (from `moneyErrorGuide`), for a caller that lays them out
 * itself; `<MoneyErrorNotice>` uses the same words. An unknown code reads as "Something went
 * wrong." (the problem's `title` is the API's wording, never shown); its reference comes from the guidance when the error
 * is a plain problem body rather than a `PaykitError`.
 *
 * @example
 * const { message, step } = moneyErrorCopy(t, moneyErrorGuide(error), error);
 */
export function moneyErrorCopy(t: Translate, guidance: MoneyErrorGuidance, error?: unknown): MoneyErrorCopy {
  const message = t(guidance.isUnknownCode ? 'moneyErrors.code.unknown_error' : moneyErrorCodeMessageId(guidance.code as MoneyErrorCode));
  const reference =
    errorReference(t, error) ?? (guidance.correlationId ? t('error.reference', { correlationId: guidance.correlationId }) : null);
  return {
    message,
    step: t(moneyStepMessageId(guidance.nextStep)),
    action: t(moneyActionMessageId(guidance.nextStep)),
    reference,
  };
}

/** "You can try again in 30 seconds." (minutes from two minutes on), rounded up. */
export function retryWaitText(t: Translate, waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 120
    ? t('moneyErrors.retry.inSeconds', { seconds })
    : t('moneyErrors.retry.inMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** A countdown as `m:ss`, e.g. `1:05`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
