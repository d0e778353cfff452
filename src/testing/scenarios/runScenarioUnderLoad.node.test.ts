import { afterEach, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../platform/clock.js';
import { createFakePlatform, type FakePlatform } from '../platform/createFakePlatform.js';
import { runScenario, scenarioNames } from './index.js';

const RUNS_PER_SCENARIO = 8;

/** The position within the current millisecond of the monotonic clock the event loop's timers run on (0 to 1). */
function loopMillisecondFraction(): number {
  return Number(process.hrtime.bigint() % 1_000_000n) / 1_000_000;
}

/** Busy-waits (the loop is blocked) until the loop's millisecond reaches [from, to). */
function blockUntil(from: number, to: number): void {
  for (;;) {
    const fraction = loopMillisecondFraction();
    if (fraction >= from && fraction < to) return;
  }
}

/**
 * Other work on the event loop: short busy stretches queued with setImmediate, one after another,
 * so the loop never idles while a scenario runs.
 */
function loadTheLoop(): () => void {
  let running = true;
  const work = () => {
    if (!running) return;
    const until = performance.now() + 0.05;
    while (performance.now() < until) {
      // busy
    }
    setImmediate(work);
  };
  setImmediate(work);
  return () => {
    running = false;
  };
}

/**
 * Blocks the loop at the wrong moments around each effectful request: before it, until just past
 * the middle of the loop's millisecond; after it, until late in that same millisecond. A timer
 * started then is due by the loop's clock most of a millisecond before that much time has passed
 * on a clock whose milliseconds begin elsewhere, which is what a timer-based wait trips on.
 */
function blockAtTheWrongMoments(platform: FakePlatform): void {
  const handle = platform.handle;
  platform.handle = async (request) => {
    if (request.method === 'GET') return handle(request);
    blockUntil(0.5, 0.55);
    const response = await handle(request);
    const fraction = loopMillisecondFraction();
    if (fraction >= 0.5 && fraction < 0.85) blockUntil(0.85, 0.92);
    return response;
  };
}

/** Real time, whose milliseconds begin half-way through the event loop's (Date.now's phase is the machine's). */
function midMillisecondClock(): Clock {
  const nowMs = () => Number(process.hrtime.bigint() / 1_000n) / 1_000;
  const offset = Math.floor(Date.now() - nowMs());
  return { now: () => Math.floor(nowMs() + offset + 0.5) };
}

/** Real time read in 10 ms steps, as a browser with reduced timer precision shows it. */
function coarseClock(): Clock {
  return { now: () => Math.floor(Date.now() / 10) * 10 };
}

const clocks: [string, () => Clock][] = [
  ['the system clock', () => systemClock],
  ['a real-time clock whose milliseconds begin mid-way through the event loop’s', midMillisecondClock],
  ['a real-time clock read in 10 ms steps', coarseClock],
];

let stopLoad: (() => void) | undefined;
afterEach(() => stopLoad?.());

describe('given a busy event loop and a clock that runs in real time', () => {
  for (const [clockName, makeClock] of clocks) {
    it(`should reach every scenario's state on each of ${RUNS_PER_SCENARIO} runs with ${clockName}`, { timeout: 60_000 }, async () => {
      stopLoad = loadTheLoop();
      const failures: string[] = [];
      for (const name of scenarioNames) {
        for (let run = 0; run < RUNS_PER_SCENARIO; run += 1) {
          // A short provisioning time, so each run waits on the clock without taking long.
          const platform = createFakePlatform({ seed: run + 1, clock: makeClock(), effectLatencyMs: 0, provisioningMs: 3 });
          blockAtTheWrongMoments(platform);
          try {
            await runScenario(platform, name);
          } catch (error) {
            failures.push(`${name} run ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
