import type { ComponentTranslate } from '../messages/index.js';
import type { ReasonsMessageId } from '../messages/areas/reasons.en.js';
import { statusActors } from '../../core/schemas/statusReasonValues.js';
import { isKnownValue } from '../../core/schemas/isKnownValue.js';
import { knownMessage } from './openEnumLabel.js';

type Translate = ComponentTranslate<ReasonsMessageId>;

/**
 * A reason as the API sends it: a `statusReason`, a transfer's `stateDetail`, a capability's or a
 * task's reason, or a reviewer's feedback. Only `code`, `actor` and `retryable` are read: the
 * `message` is the API's wording, for developers.
 */
export interface ReasonLike {
  code: string;
  message?: string | null;
  actor?: string | null;
  retryable?: boolean | null;
}

/**
 * Why something is where it is, in the kit's words: a message per code the kit knows (the code is
 * an open, append-only catalogue), else a neutral sentence chosen by who must act (`actor`), then
 * by `retryable`. The API's `message` is written for developers and is never shown.
 *
 * @example
 * reasonText(t, { code: 'funding_window_expired', message: '…', actor: 'customer' }); // 'The funds did not arrive in time.'
 * reasonText(t, { code: 'new_code', actor: 'provider' }); // 'Our payment provider is handling this.'
 */
export function reasonText(t: Translate, reason: ReasonLike): string {
  const known = knownReasonText(t, reason);
  if (known !== undefined) return known;
  const actor = reason.actor ?? '';
  if (isKnownValue(statusActors, actor)) return t(`reasons.actor.${actor}`);
  return t(reason.retryable === true ? 'reasons.retryable' : 'reasons.unknown');
}

/**
 * The kit's sentence for a reason's code, or `undefined` for a code it does not know: for a part
 * that already says what happens next (by `actor` or `resolution`) and so needs no fallback.
 */
export function knownReasonText(t: Translate, reason: Pick<ReasonLike, 'code'>): string | undefined {
  return knownMessage(t, 'reasons.code.', reason.code);
}

/**
 * A reviewer's feedback on an answer, in the kit's words: a message per code the kit knows, else
 * "Check this answer and change it." (never the feedback's raw `message`).
 */
export function reviewFeedbackText(t: Translate, feedback: Pick<ReasonLike, 'code'>): string {
  return knownReasonText(t, feedback) ?? t('reasons.feedback');
}
