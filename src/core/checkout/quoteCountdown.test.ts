import { describe, expect, it } from 'vitest';
import { secondsUntil } from './quoteCountdown.js';

const at = (iso: string) => Date.parse(iso);

describe('given a quote expiry', () => {
  it('should count whole seconds up, reaching 0 only once it has passed', () => {
    expect(secondsUntil('2026-05-01T12:01:00.000Z', at('2026-05-01T12:00:00.000Z'))).toBe(60);
    expect(secondsUntil('2026-05-01T12:01:00.000Z', at('2026-05-01T12:00:59.001Z'))).toBe(1);
    expect(secondsUntil('2026-05-01T12:01:00.000Z', at('2026-05-01T12:01:00.000Z'))).toBe(0);
    expect(secondsUntil('2026-05-01T12:01:00.000Z', at('2026-05-01T12:05:00.000Z'))).toBe(0);
  });

  it('should treat an unreadable timestamp as expired', () => {
    expect(secondsUntil('soon', 0)).toBe(0);
  });
});
