import { describe, expect, it } from 'vitest';
import type { Account, Capability, Destination, Recipient } from '../schemas/index.js';
import { canHaveSweepRule, sweepTargets } from './sweepTargets.js';

const NOW = '2026-05-01T12:00:00.000Z';
const account = (id: string, fields: Partial<Account>): Account =>
  ({
    id,
    origin: 'issued',
    type: 'wallet',
    status: 'ready',
    currency: 'USDC',
    network: 'polygon',
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  }) as Account;
const destination = (id: string, fields: Partial<Destination>): Destination =>
  ({
    id,
    recipientId: 'rcp_1',
    type: 'wallet',
    currency: 'USDC',
    status: 'ready',
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  }) as Destination;
const capability = (id: string, method: string, status = 'ready'): Capability =>
  ({ id, method, status, directions: ['payin', 'payout'], openTaskIds: [] }) as unknown as Capability;

const source = account('acc_src', {});
const idsOf = (options: ReturnType<typeof sweepTargets>) => options.map(({ target }) => `${target.type}:${target.id}`);

describe('given the targets a sweep rule on an issued wallet may reach', () => {
  it("should offer the customer's other wallets in its currency and the wallet destinations of active recipients", () => {
    const options = sweepTargets(source, {
      accounts: [
        source,
        account('acc_other', {}),
        account('acc_ext', { origin: 'external', network: 'base' }),
        account('acc_eur', { currency: 'EURC' }),
      ],
      destinations: [
        destination('dst_ok', {}),
        destination('dst_usdt', { currency: 'USDT' }),
        destination('dst_bank', { type: 'ach', currency: 'USDC' }),
      ],
      recipients: [{ id: 'rcp_1', status: 'active' } as Recipient],
    });
    expect(idsOf(options)).toEqual(['account:acc_other', 'account:acc_ext', 'destination:dst_ok']);
  });

  it('should never offer the source, an issued bank account, or an archived or rejected target', () => {
    const options = sweepTargets(source, {
      accounts: [
        source,
        account('acc_issuedBank', { type: 'bank', method: 'ach', currency: 'USD' }),
        account('acc_gone', { status: 'archived' }),
        account('acc_no', { status: 'rejected' }),
        account('acc_soon', { status: 'provisioning' }),
      ],
      destinations: [destination('dst_gone', { status: 'archived' }), destination('dst_of_archived', { recipientId: 'rcp_2' })],
      recipients: [{ id: 'rcp_2', status: 'archived' } as Recipient],
    });
    expect(idsOf(options)).toEqual(['account:acc_soon']);
  });

  it('should offer an external bank account only under a ready payout capability of one of its methods', () => {
    const bank = account('acc_bank', { origin: 'external', type: 'bank', methods: ['ach'], currency: 'USD', network: null });
    const accounts = [source, bank];
    const stablecoins = capability('stablecoin_transfers', 'stablecoin_transfers');
    expect(idsOf(sweepTargets(source, { accounts, capabilities: [stablecoins, capability('sepa_pooled', 'sepa')] }))).toEqual([]);
    expect(idsOf(sweepTargets(source, { accounts, capabilities: [stablecoins, capability('ach_pooled', 'ach', 'pending')] }))).toEqual([]);
    expect(idsOf(sweepTargets(source, { accounts, capabilities: [stablecoins, capability('ach_pooled', 'ach')] }))).toEqual([
      'account:acc_bank',
    ]);
  });

  it('should offer wallets only while stablecoin transfers are ready, when capabilities are known', () => {
    const sources = { accounts: [source, account('acc_other', {})], destinations: [destination('dst_ok', {})] };
    expect(
      sweepTargets(source, { ...sources, capabilities: [capability('stablecoin_transfers', 'stablecoin_transfers', 'pending')] }),
    ).toEqual([]);
    expect(idsOf(sweepTargets(source, { ...sources, capabilities: [capability('stablecoin_transfers', 'stablecoin_transfers')] }))).toEqual(
      ['account:acc_other', 'destination:dst_ok'],
    );
  });

  it('should offer nothing from an account that cannot carry a rule', () => {
    const bank = account('acc_bank', { type: 'bank', method: 'ach' });
    expect(canHaveSweepRule(bank)).toBe(false);
    expect(canHaveSweepRule(account('acc_x', { origin: 'external' }))).toBe(false);
    expect(canHaveSweepRule(account('acc_y', { status: 'archived' }))).toBe(false);
    expect(sweepTargets(bank, { accounts: [source, bank] })).toEqual([]);
  });
});
