/**
 * Test support for the proxy on a fake clock: only `setTimeout`, `clearTimeout` and `Date` are
 * faked, so the proxy's own asynchronous work (reading streams, the HMAC of a key) runs as it does
 * in production while time stands still, and moves only when a test advances it.
 */
import { expect, vi } from 'vitest';

/** Fakes the clock the proxy's timers and `Date.now` read; undo with `vi.useRealTimers()`. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/** A settled-or-not view of a promise, read while the fake clock stands still. */
export function watch<T>(promise: Promise<T>): () => T | undefined {
  let settled: { value: T } | undefined;
  void promise.then((value) => (settled = { value }));
  return () => settled?.value;
}

/**
 * Lets the proxy's real asynchronous work run while the fake clock stands still, until `isDone`
 * or `realMs` of real time have passed.
 */
export async function settle(isDone: () => boolean, realMs = 5000): Promise<void> {
  const startedAt = performance.now();
  while (!isDone() && performance.now() - startedAt < realMs) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Moves the fake clock by `ms` in steps of `stepMs`, letting the proxy's real asynchronous work
 * run after each step, as time passes in production: a stream read between two timers is done
 * before the second one fires.
 */
export async function advanceBy(ms: number, stepMs = 50): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await vi.advanceTimersByTimeAsync(Math.min(stepMs, ms - passed));
    await settle(() => false, 1);
  }
}

/**
 * Moves the fake clock in steps of `stepMs` until `isDone` or `maxMs` have passed, letting real
 * work settle after each step: for tests about what a request leaves behind rather than when it
 * ends, which on a loaded machine may arm its timer a step later than on an idle one.
 */
export async function advanceUntil(isDone: () => boolean, maxMs: number, stepMs = 500): Promise<void> {
  for (let passed = 0; !isDone() && passed < maxMs; passed += stepMs) {
    await settle(isDone, 50);
    if (!isDone()) await vi.advanceTimersByTimeAsync(stepMs);
  }
  await settle(isDone);
}

/**
 * Moves the clock to 1 ms before `ms`, checks that `response` is still pending, then to `ms`: the
 * response given then (`undefined` when there is still none).
 */
export async function answerAt<T>(response: () => T | undefined, ms: number): Promise<T | undefined> {
  await advanceBy(ms - 1);
  await settle(() => response() !== undefined, 50);
  expect(response(), `answered before ${ms} ms`).toBeUndefined();
  await advanceBy(1);
  await settle(() => response() !== undefined);
  return response();
}
