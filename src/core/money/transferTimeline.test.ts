import { describe, expect, it } from 'vitest';
import { transferOutcomeStep, transferTimeline } from './transferTimeline.js';

const current = (state: string) => transferTimeline(state).filter((step) => step.status === 'current');

describe('given the timeline of a transfer', () => {
  it('should mark exactly one current step for every known state and an unknown one', () => {
    for (const state of ['awaiting_funds', 'processing', 'action_required', 'completed', 'failed', 'canceled', 'settling']) {
      expect(current(state)).toHaveLength(1);
    }
  });

  it('should walk the usual path awaiting funds, processing, completed', () => {
    expect(transferTimeline('processing')).toEqual([
      { kind: 'awaiting_funds', status: 'complete' },
      { kind: 'processing', status: 'current' },
      { kind: 'completed', status: 'upcoming' },
    ]);
  });

  it('should take the action-required branch before processing resumes, never calling the funds received', () => {
    // A pay-in held while it still waits for its funds must not show "Waiting for funds" as done.
    expect(transferTimeline('action_required').map((step) => `${step.kind}:${step.status}`)).toEqual([
      'action_required:current',
      'processing:upcoming',
      'completed:upcoming',
    ]);
  });

  it('should end a failed transfer in failed with processing stopped, and a canceled one at funding', () => {
    expect(transferTimeline('failed').map((step) => `${step.kind}:${step.status}`)).toEqual([
      'awaiting_funds:complete',
      'processing:stopped',
      'failed:current',
    ]);
    expect(transferTimeline('canceled').map((step) => `${step.kind}:${step.status}`)).toEqual([
      'awaiting_funds:stopped',
      'canceled:current',
    ]);
  });

  it('should show an unknown state as a neutral in-progress step', () => {
    expect(current('settling')).toEqual([{ kind: 'in_progress', status: 'current' }]);
  });
});

describe('given the state detail of a failed or canceled transfer', () => {
  it('should ask the customer to act when the customer is the actor', () => {
    expect(transferOutcomeStep({ code: 'funding_window_expired', actor: 'customer', retryable: false })).toBe('customer_action');
  });

  it('should suggest trying later only when the provider or network says it is retryable', () => {
    expect(transferOutcomeStep({ code: 'rail_down', actor: 'network', retryable: true })).toBe('retry_later');
    expect(transferOutcomeStep({ code: 'rail_down', actor: 'provider', retryable: true })).toBe('retry_later');
    expect(transferOutcomeStep({ code: 'transfer_failed', actor: 'provider', retryable: false })).toBe('contact_support');
  });

  it('should ask nothing but a new transfer of one canceled on purpose or with no reason', () => {
    expect(transferOutcomeStep({ code: 'canceled_by_developer', actor: 'developer', retryable: false }, 'canceled')).toBe('start_again');
    expect(transferOutcomeStep({ code: 'transfer_canceled', actor: 'developer', retryable: false }, 'canceled')).toBe('start_again');
    expect(transferOutcomeStep(null, 'canceled')).toBe('start_again');
    expect(transferOutcomeStep({ code: 'funding_window_expired', actor: 'customer', retryable: false }, 'canceled')).toBe(
      'customer_action',
    );
    expect(transferOutcomeStep({ code: 'compliance_rejected', actor: 'operator', retryable: false }, 'canceled')).toBe('contact_support');
  });

  it('should fall back to support for other actors, unknown actors and no detail', () => {
    expect(transferOutcomeStep({ code: 'canceled_by_developer', actor: 'developer', retryable: true })).toBe('contact_support');
    expect(transferOutcomeStep({ code: 'x', actor: 'robot', retryable: true })).toBe('contact_support');
    expect(transferOutcomeStep(null)).toBe('contact_support');
  });
});

describe('given the transfer’s own dates', () => {
  const dates = { createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };

  it('should date the step a waiting transfer started in, and leave the steps ahead undated', () => {
    expect(transferTimeline('awaiting_funds', dates)).toEqual([
      { kind: 'awaiting_funds', status: 'current', at: dates.createdAt },
      { kind: 'processing', status: 'upcoming' },
      { kind: 'completed', status: 'upcoming' },
    ]);
  });

  it('should date an ended transfer’s last step when it ended, and no step it cannot date', () => {
    const steps = transferTimeline('completed', dates);
    expect(steps.at(-1)).toEqual({ kind: 'completed', status: 'current', at: dates.updatedAt });
    expect(steps.slice(0, -1).every((step) => step.at === undefined)).toBe(true);
  });
});
