import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSettledPaykitQueryKey, paykitQueryKeys } from './paykitQueryKeys.js';

const k = paykitQueryKeys;
const everyKey: QueryKey[] = [
  k.customer(),
  k.capabilities.list(),
  k.capabilities.supported(),
  k.capabilities.preview('cap_payouts', ['bank_b', 'bank_a']),
  k.capabilities.applications('cap_payouts'),
  k.capabilities.applicationHistory('cap_payouts', 'apl_1'),
  k.tasks.list({ status: 'open' }),
  k.tasks.detail('tsk_1'),
  k.tasks.history('tsk_1'),
  k.tasks.submissions('tsk_1'),
  k.tasks.submission('tsk_1', 'sub_1'),
  k.documents.list(),
  k.accounts.list(),
  k.recipients.list(),
  k.recipients.destinations('rcp_1'),
  k.relatedParties.list(),
  k.relatedParties.detail('rp_1'),
  k.rules.list(),
  k.quotes.detail('quo_1'),
  k.transfers.list({ state: 'completed' }),
  k.transfers.detail('tr_1'),
  k.transfers.instructions('tr_1'),
  k.transfers.tasks('tr_1'),
  k.rates('EUR', 'USD'),
  k.institutions({ country: 'FR' }),
];

/** Seeds a cache with `keys`, invalidates `target`, and returns the keys it marked stale. */
function invalidated(target: QueryKey, keys: QueryKey[] = everyKey): string[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  void client.invalidateQueries({ queryKey: target, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map(hashKey);
}

describe('given the key factory', () => {
  it('should root every key at paykit and give every resource its own key', () => {
    for (const key of everyKey) expect(key[0]).toBe('paykit');
    expect(new Set(everyKey.map(hashKey)).size).toBe(everyKey.length);
  });

  it('should treat absent, empty and undefined filters as the same list', () => {
    expect(hashKey(k.tasks.list())).toBe(hashKey(k.tasks.list({})));
    expect(hashKey(k.transfers.list({ state: undefined }))).toBe(hashKey(k.transfers.list()));
    expect(hashKey(k.tasks.list({ status: 'open' }))).not.toBe(hashKey(k.tasks.list()));
  });

  it('should share a preview key for the same institutions in any order', () => {
    expect(hashKey(k.capabilities.preview('cap', ['b', 'a']))).toBe(hashKey(k.capabilities.preview('cap', ['a', 'b'])));
    expect(hashKey(k.capabilities.preview('cap'))).not.toBe(hashKey(k.capabilities.preview('cap', ['a'])));
  });
});

describe('given an invalidation by a shorter key', () => {
  it('should refresh everything paykit holds from the root', () => {
    expect(invalidated(k.all)).toHaveLength(everyKey.length);
  });

  it('should refresh a task and its history and submissions, but no other task', () => {
    const keys = [...everyKey, k.tasks.detail('tsk_2')];

    expect(invalidated(k.tasks.detail('tsk_1'), keys)).toEqual(
      [k.tasks.detail('tsk_1'), k.tasks.history('tsk_1'), k.tasks.submissions('tsk_1'), k.tasks.submission('tsk_1', 'sub_1')].map(hashKey),
    );
  });

  it('should refresh a transfer with its tasks from its detail key, but not its instructions, fixed once issued', () => {
    expect(invalidated(k.transfers.detail('tr_1'))).toEqual([k.transfers.detail('tr_1'), k.transfers.tasks('tr_1')].map(hashKey));
  });

  it('should refresh every capability query, applications included, from capabilities.all, but not the static catalogue', () => {
    expect(invalidated(k.capabilities.all)).toEqual(
      [
        k.capabilities.list(),
        k.capabilities.preview('cap_payouts', ['bank_b', 'bank_a']),
        k.capabilities.applications('cap_payouts'),
        k.capabilities.applicationHistory('cap_payouts', 'apl_1'),
      ].map(hashKey),
    );
  });
});

describe('given the reads no customer change makes stale', () => {
  it('should mark the supported capabilities, quotes and institutions as settled, and nothing else', () => {
    expect(everyKey.filter(isSettledPaykitQueryKey).map(hashKey)).toEqual(
      [k.capabilities.supported(), k.quotes.detail('quo_1'), k.institutions({ country: 'FR' })].map(hashKey),
    );
  });
});
