import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaykitClient } from '../core/client/index.js';
import { keysForResource } from './keysForResource.js';
import { PaykitProvider } from './PaykitProvider.js';
import { paykitKeys } from './paykitKeys.js';
import { useEventStream, type EventSourceClass, type UseEventStreamOptions } from './useEventStream.js';

/** A scriptable stand-in for the browser's EventSource; each test gets its own class. */
function fakeEventSourceClass() {
  const instances: FakeEventSource[] = [];
  class FakeEventSource {
    readyState = 0;
    readonly listeners = new Map<string, Array<(event: Event) => void>>();
    constructor(
      readonly url: string,
      readonly init?: { withCredentials?: boolean },
    ) {
      instances.push(this);
    }
    addEventListener(type: string, listener: (event: Event) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close() {
      this.readyState = 2;
    }
    get isClosed() {
      return this.readyState === 2;
    }
    emit(type: string, event: Event = new Event(type)) {
      act(() => {
        for (const listener of this.listeners.get(type) ?? []) listener(event);
      });
    }
    open() {
      this.readyState = 1;
      this.emit('open');
    }
    send(type: string, data: unknown) {
      this.emit(type, new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
    }
    /** A dropped connection the browser retries (CONNECTING), or one it gave up on (CLOSED). */
    fail(permanently = false) {
      this.readyState = permanently ? 2 : 0;
      this.emit('error');
    }
  }
  return { EventSourceClass: FakeEventSource satisfies EventSourceClass, instances };
}

const transferHint = { type: 'transfer.state_changed', resource: { type: 'transfer', id: 'tr_4Xm9Pq' }, occurredAt: '2026-04-02T08:45:00.000Z' };

function setup(options: UseEventStreamOptions = {}) {
  const fake = fakeEventSourceClass();
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
});

describe('given an enabled event stream', () => {
  it('should open the default URL with credentials and report open', () => {
    const { instances, hook, current } = setup();
    expect(instances).toHaveLength(1);
    expect(current().url).toBe('/api/paykit/events');
    expect(current().init).toEqual({ withCredentials: true });
    expect(hook.result.current.status).toBe('connecting');

    current().open();
    expect(hook.result.current.status).toBe('open');
  });

  it('should invalidate the queries of the resource each hint names', () => {
    const { invalidate, current } = setup();
    current().open();
    current().send('hint', transferHint);
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual(
      keysForResource(transferHint.resource).map((queryKey) => ({ queryKey })),
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

  it('should close its EventSource and cancel a pending reconnect on unmount', () => {
    vi.useFakeTimers();
    const { instances, hook, current } = setup();
    current().fail(true);
    hook.unmount();
    expect(instances[0]?.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(instances).toHaveLength(1);
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
  it('should let the browser retry a dropped connection, then refetch everything once reopened', () => {
    const { instances, invalidate, hook, current } = setup();
    current().open();
    current().fail();
    expect(hook.result.current.status).toBe('connecting');
    expect(instances).toHaveLength(1);

    current().open();
    expect(hook.result.current.status).toBe('open');
    // Hints sent while it was down are lost: everything paykit holds is re-read.
    expect(invalidate.mock.calls).toEqual([[{ queryKey: paykitKeys.all }]]);
  });

  it('should reopen a refused stream after a doubling backoff', () => {
    vi.useFakeTimers();
    const { instances, current } = setup();
    current().fail(true);
    vi.advanceTimersByTime(999);
    expect(instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(instances).toHaveLength(2);

    current().fail(true);
    act(() => vi.advanceTimersByTime(1_999));
    expect(instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(instances).toHaveLength(3);
    expect(instances.slice(0, 2).every((instance) => instance.isClosed)).toBe(true);
  });

  it('should give up after maxRetries failures in a row', () => {
    vi.useFakeTimers();
    const { instances, hook, current } = setup({ maxRetries: 2 });
    current().fail();
    current().fail();
    expect(hook.result.current.status).toBe('connecting');
    current().fail();
    expect(hook.result.current.status).toBe('closed');
    expect(current().isClosed).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    expect(instances).toHaveLength(1);
  });

  it('should count failures afresh after the stream opens again', () => {
    const { hook, current } = setup({ maxRetries: 2 });
    current().fail();
    current().fail();
    current().open();
    current().fail();
    current().fail();
    expect(hook.result.current.status).toBe('connecting');
  });

  it('should stop for good when the server ends the stream with a closed event', () => {
    vi.useFakeTimers();
    const { instances, hook, current } = setup();
    current().open();
    current().send('closed', { reason: 'too_many_streams' });
    current().fail(true);
    expect(hook.result.current.status).toBe('closed');
    expect(current().isClosed).toBe(true);
    act(() => vi.advanceTimersByTime(120_000));
    expect(instances).toHaveLength(1);
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
    const fake = fakeEventSourceClass();
    vi.stubGlobal('EventSource', fake.EventSourceClass);
    let queryClient: QueryClient | undefined;
    function Probe() {
      queryClient = useQueryClient();
      return null;
    }
    render(
      <PaykitProvider locale="en" {...props}>
        <Probe />
      </PaykitProvider>,
    );
    return { instances: fake.instances, queryClient: () => queryClient as QueryClient };
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

  it('should invalidate in the QueryClient its hooks use', () => {
    const { instances, queryClient } = renderProvider({});
    const invalidate = vi.spyOn(queryClient(), 'invalidateQueries').mockResolvedValue(undefined);
    instances[0]?.open();
    instances[0]?.send('hint', { ...transferHint, type: 'account.created', resource: { type: 'account', id: 'acc_1' } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: paykitKeys.accounts.all });
  });
});
