import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeysForResource } from './queryKeysForResource.js';
import { paykitQueryKeys as k } from './paykitQueryKeys.js';

const cached: QueryKey[] = [
  k.customer(),
  k.legacy.customer(),
  k.legacy.businessRails(),
  k.capabilities.list(),
  k.tasks.list(),
  k.tasks.detail('tsk_1'),
  k.accounts.list(),
  k.recipients.list(),
  k.recipients.destinations('rcp_1'),
  k.transfers.list(),
  k.transfers.list({ state: 'pending' }),
  k.transfers.detail('tr_1'),
  k.transfers.instructions('tr_1'),
  k.transfers.detail('tr_2'),
  k.rules.list(),
  k.capabilities.supported(),
  k.capabilities.applications('cap_payouts'),
  k.rates('EUR', 'USD'),
  k.quotes.detail('quo_1'),
  k.quotes.detail('quo_2'),
];

/** The cached keys an event about `resource` marks stale. */
function staleAfter(resource: { type: string; id: string }): string[] {
  const client = new QueryClient();
  for (const key of cached) client.setQueryData(key, 'data');
  for (const queryKey of queryKeysForResource(resource)) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  return cached.filter((key) => client.getQueryState(key)?.isInvalidated).map(hashKey);
}

const hashes = (...keys: QueryKey[]) => keys.map(hashKey);

describe('given an event hint about a resource', () => {
  it('should refresh the customer, its legacy reads, its capabilities and tasks for a customer: rail events come as customer events', () => {
    expect(staleAfter({ type: 'customer', id: 'cus_1' })).toEqual(
      hashes(k.customer(), k.legacy.customer(), k.legacy.businessRails(), k.capabilities.list(), k.tasks.list()),
    );
  });

  it('should leave the legacy reads alone for a transfer or a quote: the kit reads no legacy transfer', () => {
    expect(staleAfter({ type: 'transfer', id: 'tr_1' })).not.toContain(hashKey(k.legacy.customer()));
    expect(staleAfter({ type: 'quote', id: 'quo_1' })).not.toContain(hashKey(k.legacy.customer()));
  });

  it('should refresh the capability list, that capability and the task list for a capability, not the supported catalogue', () => {
    expect(staleAfter({ type: 'capability', id: 'cap_payouts' })).toEqual(
      hashes(k.capabilities.list(), k.tasks.list(), k.capabilities.applications('cap_payouts')),
    );
    expect(staleAfter({ type: 'capability', id: 'cap_other' })).toEqual(hashes(k.capabilities.list(), k.tasks.list()));
  });

  it('should refresh accounts for an account', () => {
    expect(staleAfter({ type: 'account', id: 'acc_1' })).toEqual(hashes(k.accounts.list()));
  });

  it('should refresh that transfer, every transfer list and the balances, but not other transfers', () => {
    expect(staleAfter({ type: 'transfer', id: 'tr_1' })).toEqual(
      hashes(k.accounts.list(), k.transfers.list(), k.transfers.list({ state: 'pending' }), k.transfers.detail('tr_1')),
    );
  });

  it('should refresh that task and the task list for a task, and no capability or transfer', () => {
    expect(staleAfter({ type: 'task', id: 'tsk_1' })).toEqual(hashes(k.tasks.list(), k.tasks.detail('tsk_1')));
  });

  it('should refresh recipients and their destinations for a recipient or a destination', () => {
    const expected = hashes(k.recipients.list(), k.recipients.destinations('rcp_1'));

    expect(staleAfter({ type: 'recipient', id: 'rcp_1' })).toEqual(expected);
    expect(staleAfter({ type: 'destination', id: 'dst_1' })).toEqual(expected);
  });

  it('should refresh that quote and the transfer lists for a quote, nothing else', () => {
    expect(staleAfter({ type: 'quote', id: 'quo_1' })).toEqual(
      hashes(k.transfers.list(), k.transfers.list({ state: 'pending' }), k.quotes.detail('quo_1')),
    );
  });

  it('should refresh everything for a type it does not know', () => {
    expect(staleAfter({ type: 'payout', id: 'po_1' })).toEqual(hashes(...cached));
  });
});
