import { describe, expect, it } from 'vitest';
import { formBenchmarkFailures, formBenchmarkRow, formBenchmarkTable, type FormSamples } from './formResults.js';

const samples = (overrides: Partial<FormSamples> = {}): FormSamples => ({
  requirements: 100,
  taskFormMountMs: [14, 12, 40, 13],
  bareMountMs: [10, 11, 9],
  taskFormKeystrokeMs: [0.6, 0.5, 3, 0.55, 0.52],
  bareKeystrokeMs: [0.5, 0.45, 0.4, 2],
  ...overrides,
});

describe('given samples of one form size', () => {
  it('should compare the medians as TaskForm over bare', () => {
    const row = formBenchmarkRow(samples());
    expect(row).toMatchObject({
      requirements: 100,
      taskFormMountMs: 13.5,
      bareMountMs: 10,
      taskFormKeystrokeMs: 0.55,
      bareKeystrokeMs: 0.475,
    });
    expect(row.mountRatio).toBeCloseTo(1.35);
    expect(row.keystrokeRatio).toBeCloseTo(0.55 / 0.475);
    expect(row.mountSamples).toBe(3);
    expect(row.keystrokeSamples).toBe(4);
  });
});

describe('given rows against the form budgets', () => {
  const budgets = { keystrokeRatio: 1.3, mountRatio: 1.5 };

  it('should pass ratios at or under their budgets', () => {
    const row = formBenchmarkRow(samples({ taskFormMountMs: [15], bareMountMs: [10], taskFormKeystrokeMs: [1.3], bareKeystrokeMs: [1] }));
    expect(formBenchmarkFailures([row], budgets)).toEqual([]);
    expect(formBenchmarkTable([row], budgets)[0]).toMatchObject({ 'mount ratio': '1.50x (≤ 1.50x)', verdict: 'within' });
  });

  it('should fail each ratio over its budget, naming the size and the ratio', () => {
    const row = formBenchmarkRow(
      samples({ requirements: 300, taskFormMountMs: [16], bareMountMs: [10], taskFormKeystrokeMs: [1.4], bareKeystrokeMs: [1] }),
    );
    expect(formBenchmarkFailures([row], budgets)).toEqual([
      'TaskForm 300 requirements: mount is 1.60x the bare react-hook-form form, over its 1.50x budget',
      'TaskForm 300 requirements: keystroke is 1.40x the bare react-hook-form form, over its 1.30x budget',
    ]);
    expect(formBenchmarkTable([row], budgets)[0]?.verdict).toBe('OVER');
  });

  it('should fail a size with nothing measured rather than pass it', () => {
    const row = formBenchmarkRow(samples({ requirements: 20, taskFormKeystrokeMs: [], bareMountMs: [] }));
    expect(formBenchmarkFailures([row], budgets)).toEqual([
      'TaskForm 20 requirements: no mount measured',
      'TaskForm 20 requirements: no keystroke measured',
    ]);
  });
});
