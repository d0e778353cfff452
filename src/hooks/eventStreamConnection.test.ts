import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventStreamConnection, wakeOnReturn, type EventStreamConnectionOptions } from './eventStreamConnection.js';
import { fakeEventSourceClass, pageReturns } from './test-support/fakeEventSource.js';

const hint = { type: 'transfer.state_changed', resource: { type: 'transfer', id: 'tr_4Xm9Pq' }, occurredAt: '2026-04-02T08:45:00.000Z' };

let stopAll: (() => void) | undefined;

/** A started connection over a fake EventSource, woken by the page's returns as the hook wires it. */
function setup(options: Partial<EventStreamConnectionOptions> = {}) {
  const fake = fakeEventSourceClass();
  const onResume = vi.fn();
  const connection = createEventStreamConnection({
    url: '/api/paykit/events',
    eventSourceClass: fake.EventSourceClass,
    onHint: () => undefined,
    onResume,
    ...options,
  });
  const stopWaking = wakeOnReturn(connection);
  connection.start();
  stopAll = () => {
    stopWaking();
    connection.stop();
  };
  const current = () => {
    const instance = fake.instances.at(-1);
    if (!instance) throw new Error('no EventSource was opened');
    return instance;
  };
  return { ...fake, connection, onResume, current, status: () => connection.getSnapshot().status };
}

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter: each backoff wait is its full ceiling.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  stopAll?.();
  stopAll = undefined;
  vi.useRealTimers();
});

describe('given a stream that dies without an error', () => {
  it('should reopen a live stream that hears nothing for 45 s, say reconnecting meanwhile, and read everything again once back', () => {
    const { instances, onResume, current, status } = setup();
    current().open();
    vi.advanceTimersByTime(44_999);
    expect(instances).toHaveLength(1);
    expect(status()).toBe('live');

    vi.advanceTimersByTime(1);
    expect(instances).toHaveLength(2);
    expect(instances[0]?.isClosed).toBe(true);
    expect(status()).toBe('reconnecting');
    current().open();
    expect(status()).toBe('live');
    // Hints sent while it was silent are lost: everything is read again.
    expect(onResume).toHaveBeenCalledTimes(1);
  });

  it('should stay live for as long as heartbeats or hints keep coming, and reopen once they stop', () => {
    const { instances, current, status } = setup();
    current().open();
    for (let beat = 0; beat < 20; beat += 1) {
      vi.advanceTimersByTime(15_000);
      if (beat % 5 === 4) current().send('hint', hint);
      else current().send('heartbeat', '');
    }
    expect(instances).toHaveLength(1);
    expect(status()).toBe('live');

    vi.advanceTimersByTime(45_000);
    expect(instances).toHaveLength(2);
    expect(status()).toBe('reconnecting');
  });

  it('should try again when an attempt neither opens nor fails within the window', () => {
    const { instances, current, status } = setup();
    vi.advanceTimersByTime(45_000);
    expect(instances).toHaveLength(2);
    expect(instances[0]?.isClosed).toBe(true);
    expect(status()).toBe('reconnecting');
    current().open();
    expect(status()).toBe('live');
  });

  it.each(pageReturns)('should reopen at once a stream silent past the window when %s after the device slept', (_name, wake) => {
    const { instances, current, status } = setup();
    current().open();
    vi.advanceTimersByTime(20_000);
    wake();
    // Heard from 20 s ago: still trusted.
    expect(instances).toHaveLength(1);

    // Asleep for ten minutes: the clock moved, no timer ran.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    wake();
    expect(instances).toHaveLength(2);
    expect(instances[0]?.isClosed).toBe(true);
    expect(status()).toBe('reconnecting');
    current().open();
    expect(status()).toBe('live');
  });

  it('should wait the silenceTimeoutMs given, and no more than what a timer honours rather than reopen every millisecond', () => {
    const slower = setup({ silenceTimeoutMs: 90_000 });
    slower.current().open();
    vi.advanceTimersByTime(89_999);
    expect(slower.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(slower.instances).toHaveLength(2);
    stopAll?.();

    const huge = setup({ silenceTimeoutMs: Number.MAX_SAFE_INTEGER });
    huge.current().open();
    vi.advanceTimersByTime(60_000);
    expect(huge.instances).toHaveLength(1);
    vi.advanceTimersByTime(2_147_483_647 - 60_000);
    expect(huge.instances).toHaveLength(2);
  });

  it.each([0, -1, Number.NaN])('should keep the 45 s default for a silenceTimeoutMs of %d, rather than reopen without pause', (value) => {
    const { instances, current } = setup({ silenceTimeoutMs: value });
    current().open();
    vi.advanceTimersByTime(44_999);
    expect(instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(instances).toHaveLength(2);
  });

  it('should keep no watchdog while paused by the server or once stopped', () => {
    const { connection, instances, current, status } = setup();
    current().open();
    current().send('closed', { reason: 'too_many_streams' });
    expect(status()).toBe('paused');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(instances).toHaveLength(1);

    window.dispatchEvent(new Event('focus'));
    expect(instances).toHaveLength(2);
    connection.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
