import { describe, expect, it } from 'vitest';
import type { Account } from '../../core/schemas/index.js';
import { groupAccounts, matchesAccountFilters } from './accountGroups.js';

const account = (id: string, origin: string, type: string, status = 'ready') =>
  ({ id, origin, type, status, balances: [], openTaskIds: [] }) as unknown as Account;

const accounts = [
  account('acc_1', 'issued', 'wallet'),
  account('acc_2', 'issued', 'bank', 'provisioning'),
  account('acc_3', 'external', 'bank'),
  account('acc_4', 'external', 'wallet', 'archived'),
  account('acc_5', 'partner', 'card'),
];
const ids = (list: Account[]) => list.map((item) => item.id);

describe('given accounts of every origin and type', () => {
  it('should split them by origin and type, unknown ones apart', () => {
    const groups = groupAccounts(accounts);

    expect(ids(groups.issuedWallet)).toEqual(['acc_1']);
    expect(ids(groups.issuedBank)).toEqual(['acc_2']);
    expect(ids(groups.externalBank)).toEqual(['acc_3']);
    expect(ids(groups.externalWallet)).toEqual(['acc_4']);
    expect(ids(groups.other)).toEqual(['acc_5']);
  });

  it('should filter by origin, type and status, leaving archived ones out unless asked', () => {
    const matching = (filters: Parameters<typeof matchesAccountFilters>[1]) =>
      ids(accounts.filter((item) => matchesAccountFilters(item, filters)));

    expect(matching({})).toEqual(['acc_1', 'acc_2', 'acc_3', 'acc_5']);
    expect(matching({ origin: 'issued' })).toEqual(['acc_1', 'acc_2']);
    expect(matching({ type: 'wallet', includeArchived: true })).toEqual(['acc_1', 'acc_4']);
    expect(matching({ status: 'archived' })).toEqual(['acc_4']);
  });
});
