import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaykitClient } from '../core/client/index.js';
import { HINT_BATCH_MS } from './hintInvalidator.js';
import { queryKeysForResource } from './queryKeysForResource.js';
import { PaykitProvider } from './PaykitProvider.js';
import { paykitQueryKeys } from './paykitQueryKeys.js';
import { useEventStream, type UseEventStreamOptions } from './useEventStream.js';
import { useEventStreamStatus } from './useEventStreamStatus.js';
import { fakeEventSourceClass, pageReturns } from './test-support/fakeEventSource.js';

const transferHint = {
  type: 'transfer.state_changed',
  resource: { type: 'transfer', id: 'tr_4Xm9Pq' },
  occurredAt: '2026-04-02T08:45:00.000Z',
};

function setup(options: UseEventStreamOptions = {}) {
  const fake = fakeEventSourceClass(act);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook((props: UseEventStreamOptions) => useEventStream({ eventSourceClass: fake.EventSourceClass, ...props }), {
    wrapper,
    initialProps: options,
  });
  const current = () => {
    const instance = fake.instances.at(-1);
    if (!instance) throw new Error('no EventSource was opened');
    return instance;
  };
  return { ...fake, queryClient, invalidate, hook, current };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('given an enabled event stream', () => {
  it('should open the default URL with credentials and report live', () => {
    const { instances, hook, current } = setup();
    expect(instances).toHaveLength(1);
    expect(current().url).toBe('/api/paykit/events');
    expect(current().init).toEqual({ withCredentials: true });
    expect(hook.result.current).toEqual({ status: 'connecting', closedReason: null });

    current().open();
    expect(hook.result.current).toEqual({ status: 'live', closedReason: null });
  });

  it('should invalidate the queries of the resource each hint names, once for the hints of one change', () => {
    vi.useFakeTimers();
    const { invalidate, current } = setup();
    current().open();
    current().send('hint', { ...transferHint, type: 'transfer.created' });
    current().send('hint', transferHint);
    expect(invalidate).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(HINT_BATCH_MS));
    expect(invalidate.mock.calls).toEqual(
      queryKeysForResource(transferHint.resource).map((queryKey) => [{ queryKey }, { cancelRefetch: false }]),
    );
  });

  it.each([
    ['data that is not JSON', 'hint', '{"type":'],
    ['a hint without a resource id', 'hint', { ...transferHint, resource: { type: 'transfer' } }],
    ['a hint with an epoch timestamp', 'hint', { ...transferHint, occurredAt: 1775119500000 }],
    ['a JSON string', 'hint', '"transfer"'],
    ['an unnamed message', 'message', transferHint],
  ])('should ignore %s', (_name, type, data) => {
    const { invalidate, current } = setup();
    current().open();
    current().send(type, data);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('should close its EventSource, cancel a pending reconnect and stop listening for returns on unmount', () => {
    vi.useFakeTimers();
    const { instances, hook, current } = setup();
    current().fail(true);
    hook.unmount();
    expect(instances[0]?.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(instances).toHaveLength(1);
  });

  it("should keep exactly one stream open under React's strict mode", () => {
    const fake = fakeEventSourceClass(act);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </StrictMode>
    );
    const { result } = renderHook(() => useEventStream({ eventSourceClass: fake.EventSourceClass }), { wrapper });
    expect(fake.instances.filter((instance) => !instance.isClosed)).toHaveLength(1);
    fake.instances.at(-1)?.open();
    expect(result.current.status).toBe('live');
  });

  it('should reopen at a new URL and close the old stream', () => {
    const { instances, hook } = setup({ url: '/a/events' });
    hook.rerender({ url: '/b/events' });
    expect(instances.map((instance) => [instance.url, instance.isClosed])).toEqual([
      ['/a/events', true],
      ['/b/events', false],
    ]);
    expect(hook.result.current.status).toBe('connecting');
  });
});

describe('given a stream that fails', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No jitter: each wait is its full ceiling.
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });

  it('should reopen a dropped connection after a second, then refetch everything once live again', () => {
    const { instances, invalidate, hook, current } = setup();
    current().open();
    current().fail();
    expect(hook.result.current.status).toBe('reconnecting');
    expect(instances[0]?.isClosed).toBe(true);

    act(() => vi.advanceTimersByTime(1_000));
    expect(instances).toHaveLength(2);
    current().open();
    expect(hook.result.current.status).toBe('live');
    // Hints sent while it was down are lost: everything paykit holds is re-read.
    expect(invalidate.mock.calls).toEqual([[{ queryKey: paykitQueryKeys.all, predicate: expect.any(Function) }, {}]]);
  });

  it('should wait twice as long after each failure in a row, and start over once live', () => {
    const { instances, current } = setup();
    current().fail(true);
    act(() => vi.advanceTimersByTime(999));
    expect(instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(instances).toHaveLength(2);

    current().fail(true);
    act(() => vi.advanceTimersByTime(1_999));
    expect(instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(instances).toHaveLength(3);

    current().open();
    current().fail();
    act(() => vi.advanceTimersByTime(1_000));
    expect(instances).toHaveLength(4);
    expect(instances.slice(0, 3).every((instance) => instance.isClosed)).toBe(true);
  });

  it('should keep trying through minutes offline, never more often than the ceiling, and never give up', () => {
    const { instances, hook, current } = setup({ maxBackoffMs: 20_000 });
    current().open();
    const attemptTimes: number[] = [];
    for (let elapsed = 0; elapsed < 10 * 60_000; elapsed += 1_000) {
      if (instances.length > attemptTimes.length) {
        attemptTimes.push(elapsed);
        current().fail(true);
      }
      act(() => vi.advanceTimersByTime(1_000));
      expect(hook.result.current.status).toBe('reconnecting');
    }
    const waits = attemptTimes.slice(1).map((time, index) => time - (attemptTimes[index] as number));
    expect(Math.max(...waits)).toBe(20_000);
    expect(waits.slice(-10).every((wait) => wait === 20_000)).toBe(true);
  });

  it('should never wait past what a timer honours, even with a larger ceiling, rather than retry every millisecond', () => {
    const { instances, current } = setup({ maxBackoffMs: Number.MAX_SAFE_INTEGER });
    // Thirty-five failures in a row: the doubling wait is far past 2^31 − 1 ms by then.
    for (let failure = 0; failure < 35; failure += 1) {
      current().fail(true);
      act(() => vi.runOnlyPendingTimers());
    }
    current().fail(true);
    const before = instances.length;

    act(() => vi.advanceTimersByTime(60_000));
    expect(instances).toHaveLength(before);
    act(() => vi.advanceTimersByTime(2_147_483_647 - 60_000));
    expect(instances).toHaveLength(before + 1);
  });

  it.each(pageReturns)('should reconnect at once when %s, without waiting out the backoff', (_name, wake) => {
    const { instances, hook, current } = setup();
    current().open();
    for (let failure = 0; failure < 8; failure += 1) {
      current().fail(true);
      act(() => vi.advanceTimersByTime(30_000));
    }
    current().fail(true);
    const before = instances.length;

    act(() => void wake());
    expect(instances).toHaveLength(before + 1);
    current().open();
    expect(hook.result.current.status).toBe('live');
  });

  it('should open one stream per return, and none while one is in flight or live', () => {
    const { instances, current } = setup();
    current().fail(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    expect(instances).toHaveLength(2);
    current().open();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(instances).toHaveLength(2);
  });

  it('should not reconnect on a visibility change that hides the page', () => {
    const { instances, current } = setup();
    current().fail(true);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    hidden.mockRestore();
    expect(instances).toHaveLength(1);
  });
});

describe('given a server that closes the stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('should pause for another tab, apart from a reconnection, until the person comes back to this one, not when the network does', () => {
    const { instances, hook, current } = setup();
    current().open();
    current().send('closed', { reason: 'too_many_streams' });
    current().fail(true);
    expect(hook.result.current).toEqual({ status: 'paused', closedReason: 'too_many_streams' });
    expect(current().isClosed).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(instances).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('focus')));
    expect(instances).toHaveLength(2);
    expect(hook.result.current).toEqual({ status: 'reconnecting', closedReason: null });
  });

  it('should reconnect, not stop, when the server drops the stream without a reason', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { instances, hook, current } = setup();
    current().open();
    // A session check that failed: the server ends the response with no `closed` event.
    current().fail();
    expect(hook.result.current).toEqual({ status: 'reconnecting', closedReason: null });

    act(() => vi.advanceTimersByTime(1_000));
    expect(instances).toHaveLength(2);
    current().open();
    expect(hook.result.current.status).toBe('live');
  });

  it('should end for good when the session ended: no return reopens it', () => {
    const { instances, hook, current } = setup();
    current().open();
    current().send('closed', { reason: 'session_ended' });
    expect(hook.result.current).toEqual({ status: 'ended', closedReason: 'session_ended' });
    act(() => {
      vi.advanceTimersByTime(120_000);
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(instances).toHaveLength(1);
  });

  it('should treat a reason it does not know as one that waits for the person', () => {
    const { hook, current } = setup();
    current().open();
    current().send('closed', 'not json');
    expect(hook.result.current).toEqual({ status: 'paused', closedReason: '' });
  });
});

describe('given no stream to open', () => {
  it('should do nothing while disabled, and open once enabled', () => {
    const { instances, hook } = setup({ enabled: false });
    expect(instances).toHaveLength(0);
    expect(hook.result.current.status).toBe('idle');
    hook.rerender({ enabled: true });
    expect(instances).toHaveLength(1);
  });

  it('should do nothing where the runtime has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const { result } = renderHook(() => useEventStream(), {
      wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
    });
    expect(result.current.status).toBe('idle');
  });
});

describe('given a PaykitProvider', () => {
  function renderProvider(props: Parameters<typeof PaykitProvider>[0]) {
    const fake = fakeEventSourceClass(act);
    vi.stubGlobal('EventSource', fake.EventSourceClass);
    let queryClient: QueryClient | undefined;
    function Probe() {
      queryClient = useQueryClient();
      const { status, closedReason } = useEventStreamStatus();
      return <output data-state={status}>{closedReason}</output>;
    }
    render(
      <PaykitProvider locale="en" {...props}>
        <Probe />
      </PaykitProvider>,
    );
    return { instances: fake.instances, queryClient: () => queryClient as QueryClient, streamState: () => screen.getByRole('status') };
  }
  const clientAt = (baseUrl: string) => ({ baseUrl }) as PaykitClient;

  it('should subscribe at /api/paykit/events when it made its own client', () => {
    expect(renderProvider({}).instances.map((instance) => instance.url)).toEqual(['/api/paykit/events']);
  });

  it('should not subscribe with a given client unless asked, then under its base URL', () => {
    expect(renderProvider({ client: clientAt('/shop/paykit') }).instances).toHaveLength(0);
    expect(renderProvider({ client: clientAt('/shop/paykit'), events: true }).instances.map((instance) => instance.url)).toEqual([
      '/shop/paykit/events',
    ]);
  });

  it('should subscribe at the URL given, and not at all when events is false', () => {
    expect(renderProvider({ events: { url: '/live' } }).instances.map((instance) => instance.url)).toEqual(['/live']);
    expect(renderProvider({ events: false }).instances).toHaveLength(0);
  });

  it('should share where its stream stands with useEventStreamStatus', () => {
    const { instances, streamState } = renderProvider({});
    expect(streamState()).toHaveAttribute('data-state', 'connecting');
    instances[0]?.open();
    expect(streamState()).toHaveAttribute('data-state', 'live');
    instances[0]?.fail();
    expect(streamState()).toHaveAttribute('data-state', 'reconnecting');
  });

  it('should pass its silenceTimeoutMs to the stream', () => {
    vi.useFakeTimers();
    const { instances } = renderProvider({ events: { silenceTimeoutMs: 90_000 } });
    instances[0]?.open();
    act(() => vi.advanceTimersByTime(89_999));
    expect(instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(instances).toHaveLength(2);
  });

  it('should report idle with events off, and outside any provider', () => {
    expect(renderProvider({ events: false }).streamState()).toHaveAttribute('data-state', 'idle');
    expect(renderHook(() => useEventStreamStatus()).result.current).toEqual({ status: 'idle', closedReason: null });
  });

  it('should invalidate in the QueryClient its hooks use', () => {
    vi.useFakeTimers();
    const { instances, queryClient } = renderProvider({});
    const invalidate = vi.spyOn(queryClient(), 'invalidateQueries').mockResolvedValue(undefined);
    instances[0]?.open();
    instances[0]?.send('hint', { ...transferHint, type: 'account.created', resource: { type: 'account', id: 'acc_1' } });
    act(() => vi.advanceTimersByTime(HINT_BATCH_MS));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: paykitQueryKeys.accounts.list() }, { cancelRefetch: false });
  });
});
