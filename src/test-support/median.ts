/** The median of timing samples, shared by the tests and benchmarks that compare times. */

/**
 * The median of `samples` (the mean of the two middle ones for an even count): one slow sample,
 * a garbage collection or a burst of load, does not move it. `NaN` when there are none.
 */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
