/**
 * Whole seconds left until `expiresAt` (RFC 3339) at `nowMs`, rounded up so the countdown shows
 * 1 until the very end, and 0 once it has passed. An unreadable timestamp counts as expired.
 *
 * @example
 * secondsUntil('2026-05-01T12:01:00.000Z', Date.parse('2026-05-01T12:00:00.500Z')); // 60
 */
export function secondsUntil(expiresAt: string, nowMs: number): number {
  const left = Date.parse(expiresAt) - nowMs;
  return Number.isNaN(left) || left <= 0 ? 0 : Math.ceil(left / 1000);
}
