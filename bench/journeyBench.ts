/**
 * Runs the request journey (`bench/journeyRequests.ts`) for `npm run bench`: once at human pace
 * with the idle watch, once at full script speed, each in its own process (the script starts the
 * demo on its own port and drives Chromium), and reads back the summary each one writes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { journeyBudgets } from './budgets.js';

/** One step of the journey as the script counts it. */
export interface JourneyStep {
  step: string;
  ms: number;
  requests: number;
  tooMany: number;
  repeatedGets: number;
}

/** What one run of the journey wrote. */
export interface JourneySummary {
  mode: string;
  journeyRequests: number;
  journeyTooMany: number;
  journeyRepeatedGets: number;
  journeySeconds: number;
  idle: { ms: number; requests: number; perMinute: number } | null;
  completed: boolean;
  steps: JourneyStep[];
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the journey once (`fast`: at full script speed, with a short idle watch) and returns its summary; null when it wrote none. */
export function runJourney(fast: boolean): JourneySummary | null {
  const output = new URL(`./journeyRequests${fast ? '.fast' : ''}.json`, import.meta.url);
  rmSync(output, { force: true });
  spawnSync('npx', ['tsx', 'bench/journeyRequests.ts', ...(fast ? ['--fast'] : [])], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, JOURNEY_IDLE_MS: String(fast ? 5_000 : journeyBudgets.idleMs) },
    timeout: 6 * 60_000,
  });
  return existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as JourneySummary) : null;
}

/** Why the two runs break the journey's budgets; empty when they hold. */
export function journeyBenchmarkFailures(human: JourneySummary | null, fast: JourneySummary | null): string[] {
  const failures: string[] = [];
  for (const [pace, run] of [
    ['human pace', human],
    ['full speed', fast],
  ] as const) {
    if (run === null) failures.push(`the request journey at ${pace} wrote no result`);
    else if (!run.completed) failures.push(`the request journey at ${pace} did not complete`);
    if (run && run.journeyTooMany > journeyBudgets.maxTooMany)
      failures.push(`the request journey at ${pace} met ${run.journeyTooMany} responses 429`);
  }
  if (human && human.journeyRequests > journeyBudgets.maxHumanRequests)
    failures.push(`the request journey at human pace made ${human.journeyRequests} requests, over its ${journeyBudgets.maxHumanRequests}`);
  if (human?.idle && human.idle.perMinute > journeyBudgets.maxIdlePerMinute)
    failures.push(`an idle tab made ${human.idle.perMinute} requests a minute, over its ${journeyBudgets.maxIdlePerMinute}`);
  return failures;
}

/** The per-step table of a human-pace run beside the full-speed one, for `console.table`. */
export function journeyTable(human: JourneySummary | null, fast: JourneySummary | null) {
  const fastSteps = new Map(fast?.steps.map((entry) => [entry.step.replace(/^idle .*/, 'idle'), entry]));
  return (human?.steps ?? []).map((entry) => {
    const other = fastSteps.get(entry.step.replace(/^idle .*/, 'idle'));
    return {
      step: entry.step,
      'requests (human)': entry.requests,
      '429 (human)': entry.tooMany,
      'requests (full speed)': other?.requests ?? '-',
      '429 (full speed)': other?.tooMany ?? '-',
    };
  });
}
