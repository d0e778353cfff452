/**
 * Setup for the legacy v1 money and webhook conformance tests: customers whose rails are made
 * ready through the v3 API (a rail is a view of its capability), wallets, and v1 quotes.
 */
import { expect } from 'vitest';
import type { ApiClient } from './harness.js';
import { transferSetup, type ConformanceEnv } from './transfersSetup.js';

/** v1 steps bound to one environment and API key. */
export function legacyMoneySetup(env: ConformanceEnv, api: ApiClient = env.api) {
  const v3 = transferSetup(env, api);
  const steps = {
    v3,
    /** A customer with the capabilities behind `rails` forced ready and a ready issued USDC wallet. */
    async customerWithRails(capabilityIds: string[] = ['ach_pooled']): Promise<{ customerId: string; walletId: string }> {
      const customerId = await v3.customer();
      for (const capabilityId of capabilityIds) await v3.readyCapability(customerId, capabilityId);
      const walletId = await v3.issuedWallet(customerId, 'USDC');
      return { customerId, walletId };
    },
    /** A v1 pay-in quote of `fromAmount` USD, asserting success. */
    async payinQuote(customerId: string, extra: Record<string, unknown> = {}): Promise<any> {
      const response = await api.post('/v1/payin/quote', {
        customerId,
        fromCurrency: 'USD',
        toCurrency: 'USDC',
        fromAmount: '100.00',
        ...extra,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    },
    /** A v1 payout quote of `fromAmount` USDC to `destinationId`, asserting success. */
    async payoutQuote(customerId: string, destinationId: string, extra: Record<string, unknown> = {}): Promise<any> {
      const response = await api.post('/v1/payout/quote', {
        customerId,
        fromCurrency: 'USDC',
        toCurrency: 'USD',
        fromAmount: '50.00',
        destinationId,
        ...extra,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    },
  };
  return steps;
}
