import { describe, expect, it } from 'vitest';
import { KNOWN_ERROR_CODES, PaykitError, type ProblemStatusReason } from '../client/PaykitError.js';
import {
  clientFailureCodes,
  moneyErrorCodes,
  moneyErrorGuide,
  moneyNextSteps,
  type MoneyErrorCode,
  type MoneyNextStep,
} from './moneyErrorGuide.js';
import { problem } from './test-support/checkoutFixtures.js';

/** The step of every code, for a problem that carries nothing else (no retryable, no statusReason). */
const steps: Record<MoneyErrorCode, MoneyNextStep> = {
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
  quote_destination_missing: 'choose_destination',
  transfer_not_found: 'start_over',
  transfer_not_cancelable: 'refresh',
  destination_not_ready: 'choose_destination',
  destination_not_found: 'choose_destination',
  recipient_not_found: 'choose_destination',
  payout_target_relationship_invalid: 'choose_destination',
  recipient_account_unsupported: 'choose_destination',
  wallet_destination_not_supported: 'choose_destination',
  recipient_destination_invalid: 'fix_fields',
  recipient_address_required: 'complete_recipient',
  recipient_name_invalid: 'fix_fields',
  account_not_found: 'choose_destination',
  account_not_ready: 'choose_destination',
  account_has_active_transfers: 'wait_for_transfers',
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
  network_error: 'retry_later',
  timeout: 'retry_later',
  unexpected_response: 'contact_support',
  unknown_error: 'contact_support',
};

const apiCodes = moneyErrorCodes.filter((code) => !(clientFailureCodes as readonly string[]).includes(code));

describe('given every code the guide knows', () => {
  it.each(apiCodes)('should give %s its next step', (code) => {
    const guidance = moneyErrorGuide(problem(code));
    expect(guidance).toMatchObject({ code, nextStep: steps[code], isUnknownCode: false, correlationId: 'req_1' });
  });

  it('should know exactly the codes of the table above', () => {
    expect([...moneyErrorCodes].sort()).toEqual(Object.keys(steps).sort());
  });

  it('should cover every money-movement code of the API error table', () => {
    const moneyCodes = KNOWN_ERROR_CODES.filter(
      (code) =>
        ![
          'unknown_parameter',
          'request_body_too_large',
          'related_party_not_found',
          'task_not_found',
          'customer_has_active_resources',
          'capability_not_cancelable',
          'capability_institutions_required',
          'capability_key_unsupported',
          'invalid_capability',
          'kyc_configuration_unavailable',
          'task_revision_conflict',
        ].includes(code),
    );
    expect(moneyErrorCodes).toEqual(expect.arrayContaining(moneyCodes));
  });

  it('should only ever answer a step of the closed list', () => {
    for (const code of moneyErrorCodes) expect(moneyNextSteps).toContain(moneyErrorGuide(problem(code)).nextStep);
  });
});

describe('given errors without an API answer', () => {
  it.each([
    ['network', 'network_error', 'retry_later'],
    ['timeout', 'timeout', 'retry_later'],
    ['unexpected', 'unexpected_response', 'contact_support'],
  ] as const)('should read a %s failure as %s → %s', (kind, code, nextStep) => {
    expect(moneyErrorGuide(new PaykitError({ kind }))).toMatchObject({ code, nextStep, isUnknownCode: false });
  });

  it('should read a 5xx without a code as internal_error and anything else as unknown_error', () => {
    expect(moneyErrorGuide(new PaykitError({ kind: 'problem', status: 502 })).code).toBe('internal_error');
    expect(moneyErrorGuide(new Error('boom'))).toMatchObject({ code: 'unknown_error', nextStep: 'contact_support' });
    expect(moneyErrorGuide('boom')).toMatchObject({ code: 'unknown_error', nextStep: 'contact_support' });
  });
});

describe('given the context a problem carries', () => {
  it('should hand over the existing transfer of quote_already_executed', () => {
    expect(moneyErrorGuide(problem('quote_already_executed', { transferId: 'tr_4Xm9PqB6' }))).toMatchObject({
      nextStep: 'open_transfer',
      transferId: 'tr_4Xm9PqB6',
    });
  });

  it('should pass the Retry-After wait of rail_temporarily_unavailable', () => {
    const error = problem('rail_temporarily_unavailable', { status: 503, retryable: true, retryAfterMs: 120_000 });
    expect(moneyErrorGuide(error)).toMatchObject({ nextStep: 'retry_later', retryAfterMs: 120_000 });
  });

  it('should read a raw Retry-After header of a problem body, in seconds or as a date', () => {
    const now = Date.parse('2026-04-02T08:30:00.000Z');
    expect(moneyErrorGuide({ code: 'rail_temporarily_unavailable', retryAfter: '30' }).retryAfterMs).toBe(30_000);
    expect(
      moneyErrorGuide({ code: 'rail_temporarily_unavailable', retryAfter: 'Thu, 02 Apr 2026 08:31:00 GMT' }, { now }).retryAfterMs,
    ).toBe(60_000);
    expect(moneyErrorGuide({ code: 'rail_temporarily_unavailable' })).not.toHaveProperty('retryAfterMs');
  });

  it.each([
    [
      'in review, retryable',
      { retryable: true, statusReason: { code: 'destination_in_review', actor: 'operator', retryable: true } },
      'retry_later',
    ],
    [
      'retryable only in its status reason',
      { statusReason: { code: 'account_provisioning', actor: 'provider', retryable: true } },
      'retry_later',
    ],
    [
      'waiting for the customer, even if retryable afterwards',
      { retryable: true, statusReason: { code: 'destination_action_required', actor: 'customer', retryable: true } },
      'complete_destination',
    ],
    [
      'archived',
      { retryable: false, statusReason: { code: 'destination_archived', actor: 'developer', retryable: false } },
      'choose_destination',
    ],
    ['rejected', { statusReason: { code: 'destination_rejected', actor: 'operator', retryable: false } }, 'choose_destination'],
    ['without a status reason', {}, 'choose_destination'],
  ] as [string, { retryable?: boolean; statusReason?: ProblemStatusReason }, MoneyNextStep][])(
    'should guide destination_not_ready %s',
    (_name, init, nextStep) => {
      const guidance = moneyErrorGuide(problem('destination_not_ready', init));
      expect(guidance.nextStep).toBe(nextStep);
      expect(guidance.statusReason).toEqual(init.statusReason);
    },
  );

  it('should keep the correlation id of quote_destination_missing on a 500 and send it to support', () => {
    expect(moneyErrorGuide(problem('quote_destination_missing', { status: 500, correlationId: 'req_9Zx' }))).toMatchObject({
      nextStep: 'contact_support',
      correlationId: 'req_9Zx',
    });
    expect(moneyErrorGuide(problem('quote_destination_missing', { status: 409 })).nextStep).toBe('choose_destination');
  });

  it('should wait for an account that is still provisioning', () => {
    expect(moneyErrorGuide(problem('account_not_ready', { retryable: true })).nextStep).toBe('retry_later');
  });

  it('should list the field pointers once each, or the field a code implies', () => {
    const error = problem('validation_error', {
      status: 422,
      errors: [
        { pointer: '/in/amount', code: 'too_small', message: 'Too small' },
        { pointer: '/in/amount', code: 'scale', message: 'Too many digits' },
        { pointer: '/destinationId', code: 'required', message: 'Required' },
      ],
    });
    expect(moneyErrorGuide(error).fieldPointers).toEqual(['/in/amount', '/destinationId']);
    expect(moneyErrorGuide(problem('duplicate_external_id')).fieldPointers).toEqual(['/externalId']);
    expect(moneyErrorGuide(problem('recipient_address_required')).fieldPointers).toEqual(['/address']);
    expect(moneyErrorGuide(problem('insufficient_balance'))).not.toHaveProperty('fieldPointers');
  });
});

describe('given a code the guide does not know', () => {
  it('should fall back to contact_support with the title and correlation id', () => {
    const guidance = moneyErrorGuide(problem('transfer_limit_reached', { title: 'Transfer limit reached', correlationId: 'req_7Ab' }));
    expect(guidance).toEqual({
      code: 'transfer_limit_reached',
      nextStep: 'contact_support',
      isUnknownCode: true,
      title: 'Transfer limit reached',
      correlationId: 'req_7Ab',
    });
  });

  it('should fall back to retry_later when the problem says it is retryable', () => {
    expect(moneyErrorGuide(problem('ledger_busy', { retryable: true }))).toMatchObject({ nextStep: 'retry_later', isUnknownCode: true });
  });
});
