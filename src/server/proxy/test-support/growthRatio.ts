/**
 * Test support: how the time of an operation grows with its input, as a ratio between two input
 * sizes (never a wall-clock limit, which a loaded machine would break). Linear work grows by the
 * size ratio, quadratic work by its square.
 */
import { median } from '../../../test-support/median.js';

/** Options of {@link growthRatio}. */
export interface GrowthOptions {
  /** Pairs of samples (one per size); the median of their ratios is the answer. @default 5 */
  pairs?: number;
  /** Each sample repeats the call until this many milliseconds of CPU time have passed. @default 0.5 */
  minSampleMs?: number;
}

/** CPU time of this process in milliseconds: unlike the clock, it does not count time the machine spent on others. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function timePerCall<T>(run: (input: T) => unknown, input: T, minSampleMs: number): Promise<number> {
  let calls = 0;
  let elapsed = 0;
  const started = cpuMs();
  do {
    const result = run(input);
    if (result instanceof Promise) await result;
    calls += 1;
    elapsed = cpuMs() - started;
  } while (elapsed < minSampleMs);
  return elapsed / calls;
}

/**
 * How many times longer `run(large)` takes than `run(small)`: after a warm-up, the median of the
 * ratios of samples taken side by side, so a garbage collection or a change of load weighs on
 * one pair, not on the answer.
 */
export async function growthRatio<T>(run: (input: T) => unknown, small: T, large: T, options: GrowthOptions = {}): Promise<number> {
  const { pairs = 5, minSampleMs = 0.5 } = options;
  await timePerCall(run, small, minSampleMs);
  await timePerCall(run, large, minSampleMs);
  const ratios: number[] = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    const smallTime = await timePerCall(run, small, minSampleMs);
    ratios.push((await timePerCall(run, large, minSampleMs)) / smallTime);
  }
  return median(ratios);
}
