import { describe, expect, it } from 'vitest';
import { sumAmounts, transferTotals } from './transferTotals.js';
import { historyTransfer } from './test-support/historyTransfers.js';

describe('given amounts floats add wrongly', () => {
  it('should add them exactly at the currency scale', () => {
    expect(sumAmounts(['0.1', '0.2'], 2)).toBe('0.30');
    expect(sumAmounts(['9007199254740993', '1'], 0)).toBe('9007199254740994');
    expect(sumAmounts([], 2)).toBe('0.00');
    expect(sumAmounts(['0.005'], 2)).toBe('0.005');
  });
});

describe('given a period of pay-ins and payouts', () => {
  const rows = [
    historyTransfer({ in: { currency: 'USD', amount: '0.10' }, out: { currency: 'USDC', amount: '0.1' } }),
    historyTransfer({ in: { currency: 'USD', amount: '0.20' }, out: { currency: 'USDC', amount: '0.2' } }),
    historyTransfer({
      direction: 'stablecoin_to_fiat',
      state: 'processing',
      in: { currency: 'USDC', amount: '50' },
      out: { currency: 'EUR', amount: null },
    }),
    historyTransfer({ state: 'failed', in: { currency: 'JPY', amount: '1000' }, out: { currency: 'USDC', amount: '6.5' } }),
    historyTransfer({ state: 'canceled', in: { currency: 'USD', amount: '999.00' }, out: { currency: 'USDC', amount: '990' } }),
  ];

  it('should total what was sent and delivered per currency, at each currency’s scale', () => {
    expect(transferTotals(rows)).toEqual([
      { currency: 'EUR', in: '0.00', out: '0.00' },
      { currency: 'USD', in: '0.30', out: '0.00' },
      { currency: 'USDC', in: '50.000000', out: '0.300000' },
    ]);
  });

  it('should leave failed and canceled transfers out, since they delivered nothing', () => {
    expect(transferTotals(rows).some((total) => total.currency === 'JPY')).toBe(false);
  });
});
