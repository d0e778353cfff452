import type { Transfer } from '../../schemas/index.js';

let serial = 0;

/** A transfer for history tests: a completed 100.00 USD → 99.50 USDC pay-in unless told otherwise. */
export function historyTransfer(overrides: Partial<Transfer> = {}): Transfer {
  serial += 1;
  return {
    id: `tr_h${serial}`,
    state: 'completed',
    direction: 'fiat_to_stablecoin',
    in: { currency: 'USD', amount: '100.00' },
    out: { currency: 'USDC', amount: '99.500000' },
    openTaskIds: [],
    supportingDocuments: [],
    createdAt: '2026-11-10T12:00:00.000Z',
    updatedAt: '2026-11-10T12:05:00.000Z',
    ...overrides,
  } as Transfer;
}
