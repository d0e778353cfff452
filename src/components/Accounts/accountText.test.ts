import { describe, expect, it } from 'vitest';
import type { Account } from '../../core/schemas/index.js';
import type { UseMessagesResult } from '../messages/index.js';
import { accountName, accountNextStep, accountStatusText } from './accountText.js';

/** A translator that shows which message was asked for, and with what. */
const t = ((id: string, values?: Record<string, unknown>) => (values ? `${id} ${JSON.stringify(values)}` : id)) as UseMessagesResult['t'];

const base: Account = { id: 'acc_1', origin: 'issued', type: 'wallet', status: 'ready', balances: [], openTaskIds: [] };

describe('given an account without a label', () => {
  it('should name it by kind and currency, or by the end of its number', () => {
    expect(accountName(t, { ...base, currency: 'USDC' })).toBe('accounts.name.issuedWallet {"currency":"USDC"}');
    expect(accountName(t, { ...base, type: 'bank', currency: null })).toBe('accounts.name.issuedBankNoCurrency');
    expect(accountName(t, { ...base, origin: 'external', type: 'bank', details: { iban: 'DE89 3704 0044 0532 0130 00' } })).toBe(
      'accounts.name.externalBank {"last4":"3000"}',
    );
    expect(accountName(t, { ...base, origin: 'external', type: 'wallet', details: { address: null } })).toBe(
      'accounts.name.externalWalletNoAddress',
    );
    expect(accountName(t, { ...base, origin: 'partner', type: 'card' })).toBe('accounts.name.other {"id":"acc_1"}');
  });

  it('should prefer the label, trimmed', () => {
    expect(accountName(t, { ...base, label: ' Operating ' })).toBe('Operating');
  });
});

describe('given a status reason', () => {
  it('should take the next step from the actor, and from retryable for an actor the kit does not know', () => {
    expect(accountNextStep({ code: 'x', actor: 'customer' })).toBe('customer');
    expect(accountNextStep({ code: 'x', actor: 'operator' })).toBe('operator');
    expect(accountNextStep({ code: 'x', actor: 'auditor', retryable: true })).toBe('retryable');
    expect(accountNextStep({ code: 'x', actor: null })).toBe('unknown');
  });
});

describe('given an account status', () => {
  it('should give every known status a tone, and an unknown one a neutral label in words', () => {
    expect(accountStatusText(t, 'provisioning')).toEqual({ tone: 'info', label: 'accounts.status.provisioning' });
    expect(accountStatusText(t, 'rejected')).toEqual({ tone: 'danger', label: 'accounts.status.rejected' });
    expect(accountStatusText(t, 'frozen_by_court')).toEqual({ tone: 'neutral', label: 'Frozen by court' });
  });
});
