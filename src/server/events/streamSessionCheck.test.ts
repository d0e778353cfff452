// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventRelay } from './EventRelay.js';
import { readToEnd, sseReader } from './test-support/sseReader.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A stream of `cus_A` whose session check asks `isSessionCurrent` every 5 s; heartbeats out of the way. */
async function checkedStream(isSessionCurrent: () => boolean | Promise<boolean>) {
  const relay = createEventRelay({ heartbeatMs: 600_000 });
  const stream = sseReader(relay.stream('cus_A', new AbortController().signal, { isSessionCurrent, sessionCheckMs: 5_000 }));
  await stream.next();
  return { relay, stream };
}

/** A session store whose every answer takes `delayMs`, counting the lookups that run at once. */
function slowStore(delayMs: number | 'never') {
  let running = 0;
  let mostAtOnce = 0;
  let calls = 0;
  const isSessionCurrent = () => {
    calls += 1;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    if (delayMs === 'never') return new Promise<boolean>(() => undefined);
    return new Promise<boolean>((resolve) =>
      setTimeout(() => {
        running -= 1;
        resolve(true);
      }, delayMs),
    );
  };
  return { isSessionCurrent, calls: () => calls, mostAtOnce: () => mostAtOnce };
}

describe('given a stream with a session check', () => {
  it('should keep the stream while the session is current', async () => {
    vi.useFakeTimers();
    const isSessionCurrent = vi.fn(() => true);
    const { relay } = await checkedStream(isSessionCurrent);

    await vi.advanceTimersByTimeAsync(60_000);

    expect(isSessionCurrent).toHaveBeenCalledTimes(12);
    expect(relay.streamCount('cus_A')).toBe(1);
  });

  it('should drop the stream without a reason at the first check that says it is not, so the browser reopens it with its current cookies', async () => {
    vi.useFakeTimers();
    let isCurrent = true;
    const { relay, stream } = await checkedStream(() => isCurrent);
    await vi.advanceTimersByTimeAsync(5_000);

    isCurrent = false;
    await vi.advanceTimersByTimeAsync(5_000);

    // No `closed` event: that would stop the browser for good, though a refreshed token may still sign it in.
    expect(await readToEnd(stream)).toEqual([]);
    expect(relay.streamCount('cus_A')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should check every 15 s by default and stop checking once the request ends', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 60_000 });
    const controller = new AbortController();
    const isSessionCurrent = vi.fn(() => true);
    relay.stream('cus_A', controller.signal, { isSessionCurrent });

    await vi.advanceTimersByTimeAsync(14_999);
    expect(isSessionCurrent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(isSessionCurrent).toHaveBeenCalledTimes(1);

    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isSessionCurrent).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given a session store that fails or is slow', () => {
  it('should tolerate two failed checks in a row, and drop the stream without a reason at the third', async () => {
    vi.useFakeTimers();
    const answers: Array<boolean | 'fail'> = ['fail', 'fail', true, 'fail', 'fail', 'fail'];
    const { relay, stream } = await checkedStream(() => {
      const answer = answers.shift();
      return answer === 'fail' ? Promise.reject(new Error('session store down')) : Promise.resolve(answer === true);
    });

    // Two failures, then a good answer that starts the count over, then two failures more.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(relay.streamCount('cus_A')).toBe(1);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(relay.streamCount('cus_A')).toBe(0);
    expect(await readToEnd(stream)).toEqual([]);
  });

  it('should keep the stream open with a store slower than the interval, asking it one lookup at a time', async () => {
    vi.useFakeTimers();
    const store = slowStore(7_500);
    const { relay } = await checkedStream(store.isSessionCurrent);

    await vi.advanceTimersByTimeAsync(120_000);

    expect(relay.streamCount('cus_A')).toBe(1);
    expect(store.mostAtOnce()).toBe(1);
    // A lookup outlasting the interval skips the check it overlaps: about one every two intervals.
    expect(store.calls()).toBeGreaterThanOrEqual(10);
  });

  it('should drop the stream when the store never answers, after three intervals without an answer', async () => {
    vi.useFakeTimers();
    const store = slowStore('never');
    const { relay, stream } = await checkedStream(store.isSessionCurrent);

    await vi.advanceTimersByTimeAsync(15_000);
    expect(relay.streamCount('cus_A')).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(relay.streamCount('cus_A')).toBe(0);
    expect(await readToEnd(stream)).toEqual([]);
    expect(store.calls()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given a session check interval past what a timer honours', () => {
  it('should refuse it when the stream opens, rather than ask the session store every millisecond', async () => {
    vi.useFakeTimers();
    const relay = createEventRelay({ heartbeatMs: 600_000 });
    const isSessionCurrent = vi.fn(() => true);

    expect(() => relay.stream('cus_A', new AbortController().signal, { sessionCheckMs: 3_000_000_000, isSessionCurrent })).toThrow(
      /sessionCheckMs must be at most 2147483647 ms/,
    );
    expect(relay.streamCount('cus_A')).toBe(0);

    relay.stream('cus_A', new AbortController().signal, { sessionCheckMs: 2_147_483_647, isSessionCurrent });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isSessionCurrent).not.toHaveBeenCalled();
  });
});
