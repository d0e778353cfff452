import { describe, expect, it } from 'vitest';
import { sleep } from './sleep.js';

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

  it('should reject at once when the signal is already aborted', async () => {
    await expect(sleep(60_000, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
