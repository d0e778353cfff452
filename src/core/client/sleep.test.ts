import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from './sleep.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('given a sleep', () => {
  it('should resolve after the wait', async () => {
    await expect(sleep(1)).resolves.toBeUndefined();
  });

  it('should reject with the reason of an aborted signal', async () => {
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('should wait as long as a timer can for a longer wait, rather than resolve after a millisecond', async () => {
    vi.useFakeTimers();
    let isDone = false;
    void sleep(3_000_000_000).then(() => {
      isDone = true;
    });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(2_147_483_647 - 60_000);
    expect(isDone).toBe(true);
  });

  it('should reject at once when the signal is already aborted', async () => {
    await expect(sleep(60_000, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
