/**
 * Digits that depend only on `seed` (FNV-1a over `seed:round`), so the same account, routing
 * version or institution always shows the same coordinates.
 */
export function digitsFrom(seed: string, length: number): string {
  let out = '';
  let hash = 0x811c9dc5;
  for (let round = 0; out.length < length; round += 1) {
    for (const char of `${seed}:${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += String(hash % 1_000_000).padStart(6, '0');
  }
  return out.slice(0, length);
}
