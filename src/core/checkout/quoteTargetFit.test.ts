import { describe, expect, it } from 'vitest';
import type { Account, Destination, SupportedCapability } from '../schemas/index.js';
import { accountTarget, destinationTarget, quoteTargetMisfit } from './quoteTargetFit.js';

const stablecoin = { method: 'stablecoin_transfers', directions: ['payin', 'payout'] };
const ach = { method: 'ach', directions: ['payin', 'payout'] };
const cardPayIn = { method: 'card', directions: ['payin'] };
const achOffer = { id: 'ach_pooled', method: 'ach', currencies: { payin: ['USD'], payout: ['USD'] } } as unknown as SupportedCapability;

const achDestination = destinationTarget({ id: 'dst_1', type: 'ach', currency: 'USD', status: 'ready' } as unknown as Destination);
const sepaDestination = destinationTarget({ id: 'dst_2', type: 'sepa', currency: 'EUR', status: 'ready' } as unknown as Destination);
const walletDestination = destinationTarget({ id: 'dst_3', type: 'wallet', currency: 'USDC', status: 'ready' } as unknown as Destination);
const wallet = accountTarget({ id: 'acc_w', origin: 'issued', type: 'wallet', currency: 'USDC' } as unknown as Account);
const externalBank = accountTarget({
  id: 'acc_b',
  origin: 'external',
  type: 'bank',
  methods: ['ach', 'wire'],
  currency: 'USD',
} as unknown as Account);

describe('given what the API says a capability and a target receive', () => {
  it('should never offer a stablecoin capability to an ACH destination or a bank account', () => {
    expect(quoteTargetMisfit(stablecoin, undefined, achDestination)).toBe('needs_wallet');
    expect(quoteTargetMisfit(stablecoin, undefined, externalBank)).toBe('needs_wallet');
    expect(quoteTargetMisfit(stablecoin, undefined, walletDestination)).toBeNull();
  });

  it('should offer a bank payout only to a bank reached by its method and paid in one of its payout currencies', () => {
    expect(quoteTargetMisfit(ach, achOffer, achDestination)).toBeNull();
    expect(quoteTargetMisfit(ach, achOffer, externalBank)).toBeNull();
    expect(quoteTargetMisfit(ach, achOffer, sepaDestination)).toBe('method');
    const achEur = destinationTarget({ id: 'dst_4', type: 'ach', currency: 'EUR' } as unknown as Destination);
    expect(quoteTargetMisfit(ach, achOffer, achEur)).toBe('currency');
  });

  it('should offer a wallet to a pay-in method, and a bank to none that only pays in', () => {
    expect(quoteTargetMisfit(cardPayIn, undefined, wallet)).toBeNull();
    expect(quoteTargetMisfit(cardPayIn, undefined, achDestination)).toBe('needs_wallet');
    expect(quoteTargetMisfit({ method: 'ach', directions: ['payout'] }, achOffer, wallet)).toBe('needs_bank');
  });
});
