import { describe, expect, it } from 'vitest';
import { applicationStatusOf, railStatusOf } from './railStatuses.js';

describe('railStatusOf', () => {
  it.each([
    ['pending', 'requested'],
    ['restricted', 'requested'],
    ['ready', 'ready_to_use'],
    ['rejected', 'rejected'],
    ['canceled', 'rejected'],
    ['paused_by_partner', 'requested'],
  ])('should read a %s capability as %s', (status, expected) => {
    expect(railStatusOf({ status })).toBe(expected);
  });
});

describe('applicationStatusOf', () => {
  it.each([
    [{ status: 'pending', _evaluationDue: true }, 'ready_for_review'],
    [{ status: 'pending' }, 'in_review'],
    [{ status: 'restricted' }, 'needs_information'],
    [{ status: 'ready' }, 'active'],
    [{ status: 'rejected' }, 'declined'],
    [{ status: 'canceled' }, 'declined'],
    [{ status: 'paused_by_partner' }, 'in_review'],
  ])('should read %o as %s', (capability, expected) => {
    expect(applicationStatusOf(capability)).toBe(expected);
  });
});
