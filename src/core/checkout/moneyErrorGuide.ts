/**
 * What a person can do next after a money-movement error: one step per error code that quoting,
 * transfers, recipients, destinations and accounts can meet. Components turn the step into a
 * message and an action; an unknown code still gets a step, and the caller shows its title and
 * correlation id.
 */
import {
  isPaykitError,
  type PaykitErrorCode,
  type PaykitErrorKind,
  type ProblemFieldError,
  type ProblemStatusReason,
} from '../client/PaykitError.js';
import { parseRetryAfter } from '../client/retryAfter.js';

/** The next steps a money error can lead to; a closed union, so every one gets copy and an action. */
export const moneyNextSteps = [
  'requote',
  'retry_later',
  'open_transfer',
  'refresh',
  'fix_fields',
  'add_funds',
  'choose_destination',
  'complete_destination',
  'complete_recipient',
  'change_amount',
  'use_other_method',
  'finish_onboarding',
  'try_tomorrow',
  'wait_for_transfers',
  'contact_support',
  'sign_in_again',
  'start_over',
] as const;

/** What to do next after a money error. */
export type MoneyNextStep = (typeof moneyNextSteps)[number];

/** A problem from anywhere (a `PaykitError`, a parsed problem body, a hook's error state). */
export interface ProblemLike {
  readonly kind?: PaykitErrorKind;
  readonly code?: PaykitErrorCode | null;
  readonly status?: number | null;
  readonly title?: string | null;
  readonly correlationId?: string | null;
  readonly retryable?: boolean | null;
  readonly transferId?: string | null;
  readonly statusReason?: ProblemStatusReason | null;
  readonly errors?: readonly Partial<ProblemFieldError>[] | null;
  /** The wait the API asked for, in milliseconds. */
  readonly retryAfterMs?: number | null;
  /** A raw `Retry-After` header value, read when `retryAfterMs` is absent. */
  readonly retryAfter?: string | null;
}

/** The guidance for one error. */
export interface MoneyErrorGuidance {
  /**
   * The error code, or for an error without one: `network_error`, `timeout`,
   * `unexpected_response`, or `unknown_error`.
   */
  readonly code: PaykitErrorCode;
  readonly nextStep: MoneyNextStep;
  /** True when the code is not one the guide knows: show the title and the correlation id. */
  readonly isUnknownCode: boolean;
  /** How long to wait before retrying (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;
  /** The existing transfer (`quote_already_executed`). */
  readonly transferId?: string;
  /** JSON Pointers of the fields to fix, when the step is `fix_fields` or the problem names fields. */
  readonly fieldPointers?: readonly string[];
  /** Why a resource blocks the movement (`destination_not_ready`). */
  readonly statusReason?: ProblemStatusReason;
  /** The problem's title, to show for an unknown code. */
  readonly title?: string;
  /** The request id a person quotes to support. */
  readonly correlationId?: string;
}

/** Codes given to errors that carry none: the client got no readable answer. */
export const clientFailureCodes = ['network_error', 'timeout', 'unexpected_response', 'unknown_error'] as const;

type StepRule = MoneyNextStep | ((problem: ProblemLike) => MoneyNextStep);

/* @__NO_SIDE_EFFECTS__ */
const retryableOr =
  (otherwise: MoneyNextStep) =>
  (problem: ProblemLike): MoneyNextStep =>
    problem.retryable === true ? 'retry_later' : otherwise;

/**
 * `destination_not_ready`: when the customer must act, ask them (a retry only helps afterwards);
 * else wait when retryable (e.g. in review), else pick another destination (rejected, archived).
 */
function destinationNotReady(problem: ProblemLike): MoneyNextStep {
  const reason = problem.statusReason;
  if (reason?.actor === 'customer') return 'complete_destination';
  return problem.retryable === true || reason?.retryable === true ? 'retry_later' : 'choose_destination';
}

/** `quote_destination_missing`: a 500 is the platform's fault (keep the correlation id); a 409 needs a destination. */
const quoteDestinationMissing = (problem: ProblemLike): MoneyNextStep =>
  (problem.status ?? 0) >= 500 ? 'contact_support' : 'choose_destination';

const RULES = {
  // Quote and transfer
  quote_already_executed: 'open_transfer',
  quote_expired: 'requote',
  quote_not_found: 'requote',
  exact_zero_fee_quote_invalid: 'requote',
  exact_zero_fee_payout_activation_unavailable: 'requote',
  exact_zero_fee_daily_limit_exceeded: 'try_tomorrow',
  quote_amount_out_of_range: 'change_amount',
  amount_not_deliverable: 'change_amount',
  amount_side_ambiguous: 'change_amount',
  insufficient_balance: 'add_funds',
  capability_direction_unsupported: 'use_other_method',
  capability_currency_unsupported: 'use_other_method',
  capability_not_ready: 'finish_onboarding',
  rail_not_ready: 'finish_onboarding',
  rail_temporarily_unavailable: 'retry_later',
  quote_destination_missing: quoteDestinationMissing,
  transfer_not_found: 'start_over',
  transfer_not_cancelable: 'refresh',
  // Destinations and recipients
  destination_not_ready: destinationNotReady,
  destination_not_found: 'choose_destination',
  recipient_not_found: 'choose_destination',
  payout_target_relationship_invalid: 'choose_destination',
  recipient_account_unsupported: 'choose_destination',
  wallet_destination_not_supported: 'choose_destination',
  recipient_destination_invalid: 'fix_fields',
  recipient_address_required: 'complete_recipient',
  recipient_name_invalid: 'fix_fields',
  // Accounts
  account_not_found: 'choose_destination',
  account_not_ready: retryableOr('choose_destination'),
  account_has_active_transfers: 'wait_for_transfers',
  // Requests in general
  validation_error: 'fix_fields',
  invalid_field_for_type: 'fix_fields',
  duplicate_external_id: 'fix_fields',
  unknown_parameter: 'contact_support',
  idempotency_conflict: 'start_over',
  idempotency_request_in_progress: 'retry_later',
  customer_not_found: 'contact_support',
  not_found: 'start_over',
  unauthorized: 'sign_in_again',
  forbidden: 'contact_support',
  internal_error: 'retry_later',
  // No answer the client could read
  network_error: 'retry_later',
  timeout: 'retry_later',
  unexpected_response: 'contact_support',
  unknown_error: 'contact_support',
} as const satisfies Record<string, StepRule>;

/** A code the money error guide knows. */
export type MoneyErrorCode = keyof typeof RULES;

/**
 * Every code {@link moneyErrorGuide} knows, including {@link clientFailureCodes}; check the copy of
 * each step against it.
 */
export const moneyErrorCodes = /* @__PURE__ */ Object.keys(RULES) as readonly MoneyErrorCode[];

/** Fields a code points at when the problem names none. */
const DEFAULT_POINTERS: Partial<Record<MoneyErrorCode, readonly string[]>> = {
  duplicate_external_id: ['/externalId'],
  recipient_address_required: ['/address'],
};

function isKnownMoneyCode(code: string): code is MoneyErrorCode {
  return Object.hasOwn(RULES, code);
}

function codeOf(problem: ProblemLike): PaykitErrorCode {
  if (problem.code) return problem.code;
  switch (problem.kind) {
    case 'network':
      return 'network_error';
    case 'timeout':
      return 'timeout';
    case 'unexpected':
      return 'unexpected_response';
    default:
      return (problem.status ?? 0) >= 500 ? 'internal_error' : 'unknown_error';
  }
}

function pointersOf(problem: ProblemLike, code: PaykitErrorCode): readonly string[] | undefined {
  const named = [...new Set((problem.errors ?? []).map((each) => each.pointer).filter((each): each is string => !!each))];
  if (named.length > 0) return named;
  return isKnownMoneyCode(code) ? DEFAULT_POINTERS[code] : undefined;
}

function retryAfterOf(problem: ProblemLike, now: number | undefined): number | undefined {
  if (typeof problem.retryAfterMs === 'number') return problem.retryAfterMs;
  return parseRetryAfter(problem.retryAfter, now === undefined ? {} : { now });
}

/** Options of {@link moneyErrorGuide}. */
export interface MoneyErrorGuideOptions {
  /** The current time (epoch ms), to read a `Retry-After` given as an HTTP date. @default Date.now() */
  readonly now?: number;
}

/**
 * The next step for a money-movement error: `open_transfer` with the `transferId` for
 * `quote_already_executed`, `retry_later` with `retryAfterMs` for `rail_temporarily_unavailable`,
 * `fix_fields` with the pointers of a `validation_error`, and so on for every code in
 * {@link moneyErrorCodes}. An unknown code leads to `retry_later` when the problem says
 * `retryable: true`, else `contact_support`; show its title and correlation id. Any other value
 * (not an error) reads as `unknown_error`.
 *
 * @example
 * const guide = moneyErrorGuide(error);
 * if (guide.nextStep === 'open_transfer') openTransfer(guide.transferId);
 */
export function moneyErrorGuide(error: unknown, options: MoneyErrorGuideOptions = {}): MoneyErrorGuidance {
  const problem: ProblemLike = isPaykitError(error) || (typeof error === 'object' && error !== null) ? (error as ProblemLike) : {};
  const code = codeOf(problem);
  const isUnknownCode = !isKnownMoneyCode(code);
  const rule: StepRule = isKnownMoneyCode(code) ? RULES[code] : retryableOr('contact_support');
  const nextStep = typeof rule === 'function' ? rule(problem) : rule;
  const retryAfterMs = retryAfterOf(problem, options.now);
  const fieldPointers = pointersOf(problem, code);
  return {
    code,
    nextStep,
    isUnknownCode,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    ...(problem.transferId ? { transferId: problem.transferId } : {}),
    ...(fieldPointers ? { fieldPointers } : {}),
    ...(problem.statusReason ? { statusReason: problem.statusReason } : {}),
    ...(problem.title ? { title: problem.title } : {}),
    ...(problem.correlationId ? { correlationId: problem.correlationId } : {}),
  };
}
