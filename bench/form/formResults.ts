/**
 * The form bench's numbers: samples to medians, medians to ratios, ratios against the budgets.
 * Pure, so the verdict is tested without a browser.
 */
import { median } from '../../src/test-support/median.js';
import { formBudgets } from '../budgets.js';

/** The samples of one form size, in milliseconds, both forms measured in the same run. */
export interface FormSamples {
  requirements: number;
  taskFormMountMs: readonly number[];
  bareMountMs: readonly number[];
  taskFormKeystrokeMs: readonly number[];
  bareKeystrokeMs: readonly number[];
}

/** One row of the form bench table: medians in milliseconds, ratios TaskForm / bare. */
export interface FormBenchmarkRow {
  requirements: number;
  taskFormMountMs: number;
  bareMountMs: number;
  mountRatio: number;
  taskFormKeystrokeMs: number;
  bareKeystrokeMs: number;
  keystrokeRatio: number;
  /** Samples behind each keystroke median (per form). */
  keystrokeSamples: number;
  /** Samples behind each mount median (per form). */
  mountSamples: number;
}

/** The row of one form size. */
export function formBenchmarkRow(samples: FormSamples): FormBenchmarkRow {
  const taskFormMountMs = median(samples.taskFormMountMs);
  const bareMountMs = median(samples.bareMountMs);
  const taskFormKeystrokeMs = median(samples.taskFormKeystrokeMs);
  const bareKeystrokeMs = median(samples.bareKeystrokeMs);
  return {
    requirements: samples.requirements,
    taskFormMountMs,
    bareMountMs,
    mountRatio: taskFormMountMs / bareMountMs,
    taskFormKeystrokeMs,
    bareKeystrokeMs,
    keystrokeRatio: taskFormKeystrokeMs / bareKeystrokeMs,
    keystrokeSamples: Math.min(samples.taskFormKeystrokeMs.length, samples.bareKeystrokeMs.length),
    mountSamples: Math.min(samples.taskFormMountMs.length, samples.bareMountMs.length),
  };
}

/** The most each ratio (TaskForm / bare) may reach. */
export interface FormBudgets {
  keystrokeRatio: number;
  mountRatio: number;
}

const ratioText = (ratio: number) => `${ratio.toFixed(2)}x`;

/** Rows over budget (or not measured at all), as failure lines; none when every ratio holds. */
export function formBenchmarkFailures(rows: readonly FormBenchmarkRow[], budgets: FormBudgets = formBudgets): string[] {
  const failures: string[] = [];
  for (const row of rows) {
    const checks = [
      ['mount', row.mountRatio, budgets.mountRatio],
      ['keystroke', row.keystrokeRatio, budgets.keystrokeRatio],
    ] as const;
    for (const [what, ratio, budget] of checks) {
      if (!Number.isFinite(ratio)) failures.push(`TaskForm ${row.requirements} requirements: no ${what} measured`);
      else if (ratio > budget) {
        failures.push(
          `TaskForm ${row.requirements} requirements: ${what} is ${ratioText(ratio)} the bare react-hook-form form, over its ${ratioText(budget)} budget`,
        );
      }
    }
  }
  return failures;
}

/** The table `npm run bench` prints. */
export function formBenchmarkTable(rows: readonly FormBenchmarkRow[], budgets: FormBudgets = formBudgets) {
  return rows.map((row) => ({
    requirements: row.requirements,
    'TaskForm mount ms': row.taskFormMountMs.toFixed(2),
    'bare mount ms': row.bareMountMs.toFixed(2),
    'mount ratio': `${ratioText(row.mountRatio)} (≤ ${ratioText(budgets.mountRatio)})`,
    'TaskForm keystroke ms': row.taskFormKeystrokeMs.toFixed(3),
    'bare keystroke ms': row.bareKeystrokeMs.toFixed(3),
    'keystroke ratio': `${ratioText(row.keystrokeRatio)} (≤ ${ratioText(budgets.keystrokeRatio)})`,
    verdict: row.mountRatio <= budgets.mountRatio && row.keystrokeRatio <= budgets.keystrokeRatio ? 'within' : 'OVER',
  }));
}
