import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { Account, Capability } from '../core/schemas/index.js';
import { useAccounts } from './money/useAccounts.js';
import { createHookHarness, listPage, proofOfAddressTask } from './test-support/paykitHookHarness.js';
import { useCapabilities } from './useCapabilities.js';
import { useNotifications } from './useNotifications.js';
import { useTasks } from './useTasks.js';

const ach: Capability = {
  id: 'ach_pooled',
  method: 'ach',
  accountType: 'pooled',
  directions: ['payin'],
  status: 'restricted',
  statusReason: { code: 'tasks_open', resolution: 'complete_tasks' },
  openTaskIds: ['tsk_1'],
  applications: [],
};

const provisioning: Account = {
  id: 'acc_usd',
  origin: 'issued',
  type: 'bank',
  status: 'provisioning',
  currency: 'USD',
  balances: [],
  openTaskIds: [],
};

const reads = () => ({
  listCapabilities: vi.fn(async () => listPage([ach])),
  listTasks: vi.fn(async () => listPage([proofOfAddressTask('tsk_1', 'action_required')])),
  listAccounts: vi.fn(async () => listPage([provisioning])),
});

describe('given a page that already reads the capabilities, tasks and accounts', () => {
  it('should count the open task and the account being set up without a request of its own', async () => {
    const client = reads();
    const { wrapper } = createHookHarness(client);

    const { result } = renderHook(
      () => ({ notifications: useNotifications(), others: [useCapabilities(), useTasks({ status: 'action_required' }), useAccounts()] }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.notifications.status).toBe('success'));
    expect(result.current.notifications).toMatchObject({ total: 2, actionRequired: 1, error: null });
    expect(result.current.notifications.items.map((item) => [item.id, item.urgency])).toEqual([
      ['task:tsk_1', 'action_required'],
      ['account:acc_usd', 'informational'],
    ]);
    expect([client.listCapabilities, client.listTasks, client.listAccounts].map((read) => read.mock.calls.length)).toEqual([1, 1, 1]);
  });
});

describe('given accounts left out', () => {
  it('should not read them', async () => {
    const client = reads();
    const { wrapper } = createHookHarness(client);

    const { result } = renderHook(() => useNotifications({ accounts: false }), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((item) => item.id)).toEqual(['task:tsk_1']);
    expect(client.listAccounts).not.toHaveBeenCalled();
  });
});

describe('given a read that fails', () => {
  it('should report the error and no items, and read the failed list again on refetch', async () => {
    const client = reads();
    const refused = new PaykitError({ kind: 'problem', status: 503, code: 'service_unavailable', message: 'Down' });
    client.listTasks.mockRejectedValue(refused);
    const { wrapper } = createHookHarness(client);

    const { result } = renderHook(() => useNotifications(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ items: [], total: 0, actionRequired: 0, error: refused });

    client.listTasks.mockResolvedValue(listPage([proofOfAddressTask('tsk_1', 'action_required')]));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ total: 2, actionRequired: 1, error: null });
    expect(client.listCapabilities).toHaveBeenCalledTimes(1);
  });
});

describe('given it is not enabled yet', () => {
  it('should stay pending and read nothing', async () => {
    const client = reads();
    const { wrapper } = createHookHarness(client);

    const { result } = renderHook(() => useNotifications({ enabled: false }), { wrapper });

    await Promise.resolve();
    expect(result.current).toMatchObject({ status: 'pending', total: 0, error: null });
    expect(client.listCapabilities).not.toHaveBeenCalled();
  });
});
