import { describe, expect, it } from 'vitest';
import type { Account, Transfer } from '../../core/schemas/index.js';
import { isTerminalTransferState } from '../../core/checkout/index.js';
import { MONEY_POLL_INTERVAL_MS, pollUntilTransferSettles, pollWhileProvisioning } from './livePolling.js';

const account = (status: string) =>
  ({ id: 'acc_1', origin: 'issued', type: 'bank', status, balances: [], openTaskIds: [] }) as unknown as Account;
const transfer = (state: string) => ({ id: 'tr_1', state }) as unknown as Transfer;

describe('given accounts', () => {
  it('should poll while one is provisioning and stop once none is', () => {
    expect(pollWhileProvisioning({ state: { data: [account('ready'), account('provisioning')] } })).toBe(MONEY_POLL_INTERVAL_MS);
    expect(pollWhileProvisioning({ state: { data: [account('ready'), account('in_review')] } })).toBe(false);
    expect(pollWhileProvisioning({ state: {} })).toBe(false);
  });
});

describe('given a transfer', () => {
  it('should poll until a terminal state, and keep an unknown state live', () => {
    for (const state of ['awaiting_funds', 'processing', 'action_required', 'on_hold']) {
      expect(pollUntilTransferSettles({ state: { data: transfer(state) } })).toBe(MONEY_POLL_INTERVAL_MS);
    }
    for (const state of ['completed', 'failed', 'canceled']) {
      expect(isTerminalTransferState(state)).toBe(true);
      expect(pollUntilTransferSettles({ state: { data: transfer(state) } })).toBe(false);
    }
    expect(pollUntilTransferSettles({ state: {} })).toBe(false);
  });
});
