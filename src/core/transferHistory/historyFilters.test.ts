import { describe, expect, it } from 'vitest';
import { historyListQuery, isCalendarDay, localDay, matchesHistoryFilters, newestFirst } from './historyFilters.js';
import { historyTransfer } from './test-support/historyTransfers.js';

describe('given a transfer created late in the evening in Los Angeles', () => {
  // 2026-11-10 23:30 in Los Angeles is 2026-11-11 07:30 UTC and 16:30 in Tokyo.
  const transfer = historyTransfer({ createdAt: '2026-11-11T07:30:00.000Z' });

  it('should place it on the day it was in the person’s time zone', () => {
    expect(localDay(transfer.createdAt!, 'America/Los_Angeles')).toBe('2026-11-10');
    expect(localDay(transfer.createdAt!, 'Asia/Tokyo')).toBe('2026-11-11');
  });

  it('should keep it in a range ending that day for a person in Los Angeles, and not for one in Tokyo', () => {
    const filters = { from: '2026-11-01', to: '2026-11-10' };
    expect(matchesHistoryFilters(transfer, filters, 'America/Los_Angeles')).toBe(true);
    expect(matchesHistoryFilters(transfer, filters, 'Asia/Tokyo')).toBe(false);
  });

  it('should fall back to the runtime’s zone for a zone Intl does not know', () => {
    expect(localDay(transfer.createdAt!, 'Mars/Olympus')).toMatch(/^2026-11-1[01]$/);
  });
});

describe('given filters by state and direction', () => {
  const payout = historyTransfer({ direction: 'stablecoin_to_fiat', state: 'processing' });
  const payin = historyTransfer({ direction: 'fiat_to_stablecoin', state: 'completed' });

  it('should keep only the transfers of the direction asked', () => {
    expect([payout, payin].filter((t) => matchesHistoryFilters(t, { direction: 'stablecoin_to_fiat' }))).toEqual([payout]);
  });

  it('should keep only the transfers in the state asked', () => {
    expect([payout, payin].filter((t) => matchesHistoryFilters(t, { state: 'completed' }))).toEqual([payin]);
  });

  it('should leave out of a dated range a transfer whose creation date is unknown', () => {
    expect(matchesHistoryFilters(historyTransfer({ createdAt: null }), { from: '2026-01-01' })).toBe(false);
    expect(matchesHistoryFilters(historyTransfer({ createdAt: null }), {})).toBe(true);
  });

  it('should ignore a day that does not exist rather than hide everything', () => {
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(matchesHistoryFilters(payin, { from: '2026-02-30' })).toBe(true);
  });
});

describe('given the query a history sends', () => {
  it('should ask the API for the state and for updates from the earliest start of the first day anywhere', () => {
    expect(historyListQuery({ state: 'completed', direction: 'stablecoin_move', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      limit: 100,
      state: 'completed',
      updatedAfter: '2026-10-31T10:00:00.000Z',
    });
  });

  it('should read every transfer when no day is given', () => {
    expect(historyListQuery({})).toEqual({ limit: 100 });
  });
});

describe('given transfers in the order the API lists them', () => {
  it('should put the newest first, and the undated last', () => {
    const old = historyTransfer({ createdAt: '2026-01-01T00:00:00.000Z' });
    const undated = historyTransfer({ createdAt: null });
    const recent = historyTransfer({ createdAt: '2026-11-01T00:00:00.000Z' });
    const middle = historyTransfer({ createdAt: '2026-06-01T00:00:00.000Z' });
    expect(newestFirst([old, undated, recent, middle]).map((t) => t.id)).toEqual([recent.id, middle.id, old.id, undated.id]);
  });
});
