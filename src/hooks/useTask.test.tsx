import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { TASK_POLL_INTERVAL_MS, TASK_POLL_MAX_INTERVAL_MS } from './taskPolling.js';
import { createHookHarness, proofOfAddressTask } from './test-support/paykitHookHarness.js';
import { useTask } from './useTask.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tick = () => advance(TASK_POLL_INTERVAL_MS);

describe('given a task to act on', () => {
  it('should read it under its detail key and not poll', async () => {
    const task = proofOfAddressTask('tsk_1', 'action_required');
    const { client, queryClient, wrapper } = createHookHarness({ getTask: vi.fn(async () => task) });

    const { result } = renderHook(() => useTask('tsk_1'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await tick();
    await tick();

    expect(result.current.data).toEqual(task);
    expect(client.getTask).toHaveBeenCalledTimes(1);
    expect(client.getTask).toHaveBeenCalledWith('tsk_1', { signal: expect.any(AbortSignal) });
    expect(queryClient.getQueryData(paykitQueryKeys.tasks.detail('tsk_1'))).toEqual(task);
  });
});

describe('given a task in review', () => {
  it('should poll until the review settles, then stop', async () => {
    const reads = [proofOfAddressTask('tsk_1', 'in_review'), proofOfAddressTask('tsk_1', 'in_review')];
    const { client, wrapper } = createHookHarness({
      getTask: vi.fn(async () => reads.shift() ?? proofOfAddressTask('tsk_1', 'satisfied', 2)),
    });

    const { result } = renderHook(() => useTask('tsk_1'), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('in_review'));
    await tick();
    expect(client.getTask).toHaveBeenCalledTimes(2);
    await advance(2 * TASK_POLL_INTERVAL_MS);
    await waitFor(() => expect(result.current.data?.status).toBe('satisfied'));
    await tick();
    await tick();

    expect(client.getTask).toHaveBeenCalledTimes(3);
  });

  it('should wait twice as long after each read that still finds it in review, up to 30 s', async () => {
    const { client, wrapper } = createHookHarness({ getTask: vi.fn(async () => proofOfAddressTask('tsk_1', 'in_review')) });
    const { result } = renderHook(() => useTask('tsk_1'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));

    // Reads at 3, 9, 21, 45, 75 and 105 s: 3 s doubling to the 30 s ceiling.
    const readsBy = async (seconds: number) => {
      await advance(seconds * 1_000 - elapsed);
      elapsed = seconds * 1_000;
      return client.getTask.mock.calls.length;
    };
    let elapsed = 0;
    expect(await readsBy(3)).toBe(2);
    expect(await readsBy(8)).toBe(2);
    expect(await readsBy(9)).toBe(3);
    expect(await readsBy(20)).toBe(3);
    expect(await readsBy(21)).toBe(4);
    expect(await readsBy(45)).toBe(5);
    expect(await readsBy(74)).toBe(5);
    expect(await readsBy(75)).toBe(6);
    expect(await readsBy(105)).toBe(7);
    expect(TASK_POLL_MAX_INTERVAL_MS).toBe(30_000);
  });

  it('should let a given refetchInterval replace the polling', async () => {
    const { client, wrapper } = createHookHarness({ getTask: vi.fn(async () => proofOfAddressTask('tsk_1', 'in_review')) });

    const { result } = renderHook(() => useTask('tsk_1', { refetchInterval: false }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await tick();

    expect(client.getTask).toHaveBeenCalledTimes(1);
  });
});

describe('given a client that fails', () => {
  it('should expose the PaykitError', async () => {
    const failure = new PaykitError({ kind: 'problem', status: 404, code: 'not_found' });
    const { wrapper } = createHookHarness({ getTask: vi.fn(async () => Promise.reject(failure)) });

    const { result } = renderHook(() => useTask('tsk_missing'), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
