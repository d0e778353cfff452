import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import { paykitKeys } from './paykitKeys.js';
import { TASK_POLL_INTERVAL_MS } from './taskPolling.js';
import { createHookHarness, proofOfAddressTask } from './test-support/paykitHookHarness.js';
import { useTask } from './useTask.js';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));

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
    expect(queryClient.getQueryData(paykitKeys.tasks.detail('tsk_1'))).toEqual(task);
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
    await tick();
    await waitFor(() => expect(result.current.data?.status).toBe('satisfied'));
    await tick();
    await tick();

    expect(client.getTask).toHaveBeenCalledTimes(3);
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
