import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaykitError, type ListTasksQuery } from '../core/client/index.js';
import type { ListEnvelope, Task } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { TASK_POLL_INTERVAL_MS } from './taskPolling.js';
import { createHookHarness, listPage, proofOfAddressTask } from './test-support/paykitHookHarness.js';
import { useTasks } from './useTasks.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));

describe('given tasks over several pages', () => {
  it('should read every page once under the list key, and give each screen the tasks its filter selects', async () => {
    const first = proofOfAddressTask('tsk_1', 'action_required');
    const second = proofOfAddressTask('tsk_2', 'in_review');
    const listTasks = vi.fn(async (query?: ListTasksQuery): Promise<ListEnvelope<Task>> =>
      query?.cursor ? listPage([second]) : listPage([first], 'c2'),
    );
    const { queryClient, wrapper } = createHookHarness({ listTasks });

    const { result } = renderHook(() => ({ open: useTasks({ status: 'action_required' }), every: useTasks() }), { wrapper });

    await waitFor(() => expect(result.current.every.status).toBe('success'));
    expect(result.current.open.data).toEqual([first]);
    expect(result.current.every.data).toEqual([first, second]);
    expect(listTasks.mock.calls.map(([query]) => query)).toEqual([{ limit: 100 }, { limit: 100, cursor: 'c2' }]);
    expect(queryClient.getQueryData(paykitQueryKeys.tasks.list())).toEqual([first, second]);
  });
});

describe('given a task in review among them', () => {
  it('should poll until none is in review, then stop', async () => {
    const open = proofOfAddressTask('tsk_1', 'action_required');
    const reads = [
      [open, proofOfAddressTask('tsk_2', 'in_review')],
      [open, proofOfAddressTask('tsk_2', 'in_review')],
    ];
    const listTasks = vi.fn(async () => listPage(reads.shift() ?? [open, proofOfAddressTask('tsk_2', 'satisfied', 2)]));
    const { wrapper } = createHookHarness({ listTasks });

    const { result } = renderHook(() => useTasks(), { wrapper });
    await waitFor(() => expect(result.current.data?.[1]?.status).toBe('in_review'));
    expect(listTasks).toHaveBeenCalledWith({ limit: 100 }, { signal: expect.any(AbortSignal) });
    await tick();
    expect(listTasks).toHaveBeenCalledTimes(2);
    await tick();
    await tick();
    await waitFor(() => expect(result.current.data?.[1]?.status).toBe('satisfied'));
    await tick();
    await tick();

    expect(listTasks).toHaveBeenCalledTimes(3);
  });
});

describe('given nothing in review', () => {
  it('should not poll', async () => {
    const listTasks = vi.fn(async () => listPage([proofOfAddressTask('tsk_1', 'action_required')]));
    const { wrapper } = createHookHarness({ listTasks });

    const { result } = renderHook(() => useTasks(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await tick();
    await tick();

    expect(listTasks).toHaveBeenCalledTimes(1);
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'network' });
    const { wrapper } = createHookHarness({ listTasks: vi.fn(async () => Promise.reject(failure)) });

    const { result } = renderHook(() => useTasks(), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
