/**
 * Test support (Node): the memory a process holds live, for tests that bound what a server keeps
 * per request. Measured as the JS heap plus array buffers (where file bytes sit) after full
 * collections: that counts what the code holds, not rss, which counts what the allocator has not
 * given back and, without a collection, garbage not yet collected.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** Runs a full garbage collection (exposing `gc` for this process on first use). */
export function collectGarbage(): void {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  // Twice: the array buffers a first collection finds dead are freed by the time the second ends.
  collect();
  collect();
}

/** What the process holds live once garbage is collected: JS heap plus array buffers (where file bytes live). */
export function liveBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** The highest live memory seen, sampled while uploads run (see {@link createPeakTracker}). */
export interface PeakTracker {
  /** Samples live memory now. */
  sample(): void;
  /** An `onPull` for a lazy body (64 KiB chunks): samples each time another 4 MiB has been pulled. */
  onPull(pulled: number): void;
  /** Starts over from the live memory now, and returns it (the baseline). */
  reset(): number;
  /** The highest sample since the last reset. */
  readonly peak: number;
}

/** A {@link PeakTracker}; each sample runs full collections, so sample sparingly. */
export function createPeakTracker(): PeakTracker {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, liveBytes());
  };
  return {
    sample,
    onPull: (pulled) => {
      if (pulled % (4 * 1024 * 1024) < 64 * 1024) sample();
    },
    reset: () => {
      peak = liveBytes();
      return peak;
    },
    get peak() {
      return peak;
    },
  };
}
