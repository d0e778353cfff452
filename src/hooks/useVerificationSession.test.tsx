import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaykitError } from '../core/client/index.js';
import type { SessionStatus, Task } from '../core/schemas/index.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { TASK_POLL_INTERVAL_MS } from './taskPolling.js';
import { createHookHarness, identityVerificationTask } from './test-support/paykitHookHarness.js';
import { useVerificationSession } from './useVerificationSession.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** The identity verification task as the fake platform builds it, its link live for half an hour by default. */
const identityTask = (
  session: { url?: string | null; expiresAt?: string; status?: SessionStatus } = {},
  status: Task['status'] = 'action_required',
): Task => identityVerificationTask({ expiresAt: inMinutes(30), ...session }, status);

let openWindow: ReturnType<typeof vi.fn<typeof window.open>>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  openWindow = vi.fn<typeof window.open>(() => null);
  vi.stubGlobal('open', openWindow);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('given a session with a live https URL', () => {
  it('should open it in a new tab without opener or referrer, and not read the task', async () => {
    const getTask = vi.fn(async () => identityTask());
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask(), 'identity'), { wrapper });

    expect(result.current.status).toBe('action_required');
    expect(result.current.session?.id).toBe('vfy_1');
    expect(result.current.isExpired).toBe(false);
    let opened = false;
    await act(async () => {
      opened = await result.current.open();
    });

    expect(opened).toBe(true);
    expect(result.current.openStatus).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith('https://verify.example.com/s/1', '_blank', 'noopener,noreferrer');
    expect(getTask).not.toHaveBeenCalled();
  });

  it('should turn isExpired true once the expiry passes', async () => {
    const { wrapper } = createHookHarness({ getTask: vi.fn(async () => identityTask()) });
    const { result } = renderHook(() => useVerificationSession(identityTask({ expiresAt: inMinutes(1) })), { wrapper });

    expect(result.current.isExpired).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(61_000));

    expect(result.current.isExpired).toBe(true);
  });
});

/** A tab as `window.open('', '_blank')` gives it: blank, same origin, sent somewhere later. */
function blankTab() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn<(url: string) => void>() } };
}

describe('given a session whose URL has expired', () => {
  it('should open a blank tab in the click, read the task again, then send the tab to the fresh URL', async () => {
    const fresh = identityTask({ url: 'https://verify.example.com/s/2', expiresAt: inMinutes(30) });
    let answer: (task: Task) => void = () => undefined;
    const getTask = vi.fn(() => new Promise<Task>((resolve) => (answer = resolve)));
    const tab = blankTab();
    openWindow.mockReturnValue(tab as unknown as Window);
    const { queryClient, wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask({ expiresAt: inMinutes(-1) })), { wrapper });

    expect(result.current.isExpired).toBe(true);
    let opening: Promise<boolean> = Promise.resolve(false);
    act(() => {
      opening = result.current.open();
    });
    // Still inside the click: the tab is there before the read has answered.
    expect(openWindow).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.replace).not.toHaveBeenCalled();
    await act(async () => {
      answer(fresh);
      await opening;
    });

    expect(getTask).toHaveBeenCalledWith('tsk_idv', { signal: expect.any(AbortSignal) });
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledWith('https://verify.example.com/s/2');
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ isExpired: false, openStatus: 'opened' });
    expect(queryClient.getQueryData(paykitQueryKeys.tasks.detail('tsk_idv'))).toEqual(fresh);
  });

  it('should open the fresh URL in a new tab itself when the blank one was blocked', async () => {
    const getTask = vi.fn(async () => identityTask({ url: 'https://verify.example.com/s/2', expiresAt: inMinutes(30) }));
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask({ expiresAt: inMinutes(-1) })), { wrapper });

    await act(() => result.current.open());

    expect(openWindow.mock.calls).toEqual([
      ['', '_blank'],
      ['https://verify.example.com/s/2', '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('should open nothing when the fresh read has no live URL either', async () => {
    const getTask = vi.fn(async () => identityTask({ expiresAt: inMinutes(-1) }));
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask({ expiresAt: inMinutes(-1) })), { wrapper });

    let opened = true;
    await act(async () => {
      opened = await result.current.open();
    });

    expect(opened).toBe(false);
    expect(result.current.openStatus).toBe('failed');
    expect(result.current.error).toMatchObject({ kind: 'client', code: 'session_url_unavailable', outcome: 'refused' });
    expect(openWindow).not.toHaveBeenCalledWith(expect.stringMatching(/^https:/), '_blank', 'noopener,noreferrer');
  });

  it('should expose the PaykitError when the fresh read fails, and close the blank tab', async () => {
    const failure = new PaykitError({ kind: 'network' });
    const tab = blankTab();
    openWindow.mockReturnValue(tab as unknown as Window);
    const { wrapper } = createHookHarness({ getTask: vi.fn(async () => Promise.reject(failure)) });
    const { result } = renderHook(() => useVerificationSession(identityTask({ expiresAt: inMinutes(-1) })), { wrapper });

    await act(() => result.current.open());

    expect(result.current.error).toBe(failure);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});

describe('given a URL that is not https', () => {
  it.each(['http://verify.example.com/s/1', 'javascript:alert(1)', 'https://user:secret@verify.example.com/s/1'])(
    'should never open %s',
    async (url) => {
      const { wrapper } = createHookHarness({ getTask: vi.fn(async () => identityTask({ url })) });
      const { result } = renderHook(() => useVerificationSession(identityTask({ url })), { wrapper });

      await act(() => result.current.open());

      expect(result.current.error).toMatchObject({ kind: 'client', code: 'session_url_unsafe', outcome: 'refused' });
      expect(openWindow).not.toHaveBeenCalled();
    },
  );

  it('should open plain http on a loopback host, for local development', async () => {
    const url = 'http://localhost:5173/hosted/verify/vfy_1';
    const { wrapper } = createHookHarness({ getTask: vi.fn(async () => identityTask({ url })) });
    const { result } = renderHook(() => useVerificationSession(identityTask({ url })), { wrapper });

    await act(() => result.current.open());

    expect(openWindow).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
  });
});

describe('given a task without the session asked for', () => {
  it('should report it missing and open nothing', async () => {
    const { wrapper } = createHookHarness({ getTask: vi.fn(async () => identityTask()) });
    const { result } = renderHook(() => useVerificationSession(identityTask(), 'terms'), { wrapper });

    await act(() => result.current.open());

    expect(result.current.status).toBe('missing');
    expect(result.current.session).toBeNull();
    expect(result.current.error).toMatchObject({ kind: 'client', code: 'session_missing', outcome: 'refused' });
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('given the person comes back to the page', () => {
  it('should read the task again on visibilitychange and on focus', async () => {
    const getTask = vi.fn(async () => identityTask({ url: null, status: 'in_review' }));
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask()), { wrapper });

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current.status).toBe('in_review'));
    expect(getTask).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(getTask).toHaveBeenCalledTimes(2));
  });

  it('should not read a settled session again', async () => {
    const getTask = vi.fn(async () => identityTask({ status: 'completed' }, 'satisfied'));
    const { wrapper } = createHookHarness({ getTask });
    renderHook(() => useVerificationSession(identityTask({ status: 'completed' }, 'satisfied')), { wrapper });

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));

    expect(getTask).not.toHaveBeenCalled();
  });
});

describe('given a session in review', () => {
  it('should poll until the review settles, then stop', async () => {
    const reads = [identityTask({ status: 'in_review' })];
    const getTask = vi.fn(async () => reads.shift() ?? identityTask({ status: 'completed' }, 'satisfied'));
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask({ status: 'in_review' })), { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));
    expect(getTask).toHaveBeenCalledTimes(1);
    // Still in review: the next read waits twice as long.
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));
    expect(getTask).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));
    await waitFor(() => expect(result.current.status).toBe('completed'));
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS * 2));

    expect(getTask).toHaveBeenCalledTimes(2);
  });
});

describe('given the person is on the hosted page', () => {
  it('should read the task with a backoff once the page is opened, until the step moves', async () => {
    const reads = [identityTask()];
    const getTask = vi.fn(async () => reads.shift() ?? identityTask({ status: 'completed' }, 'satisfied'));
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask()), { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS * 2));
    expect(getTask).not.toHaveBeenCalled();
    await act(() => result.current.open());
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));
    expect(getTask).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS * 2));
    await waitFor(() => expect(result.current.status).toBe('completed'));
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS * 8));

    expect(getTask).toHaveBeenCalledTimes(2);
  });
});

describe('given a person who continues on another device', () => {
  it('should give the live link, and follow the step once they take it there', async () => {
    const getTask = vi.fn(async () => identityTask({ status: 'completed' }, 'satisfied'));
    const { wrapper } = createHookHarness({ getTask });
    const { result } = renderHook(() => useVerificationSession(identityTask()), { wrapper });

    expect(result.current.link).toBe('https://verify.example.com/s/1');
    act(() => result.current.continueElsewhere());
    await act(() => vi.advanceTimersByTimeAsync(TASK_POLL_INTERVAL_MS));

    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(result.current.link).toBeNull();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['expired', identityTask({ expiresAt: inMinutes(-1) })],
    ['not https', identityTask({ url: 'javascript:alert(1)' })],
    ['in review', identityTask({ status: 'in_review' })],
  ])('should give no link when it is %s', (_case, task) => {
    const { wrapper } = createHookHarness({ getTask: vi.fn() });
    const { result } = renderHook(() => useVerificationSession(task), { wrapper });

    expect(result.current.link).toBeNull();
  });
});
