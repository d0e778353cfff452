/**
 * The form bench page: `window.paykitFormBench.round(side, count, keystrokes)` mounts one form,
 * types into its middle field, unmounts, and returns the timings. The runner (runFormBenchmark.ts)
 * alternates the two forms round by round.
 */
import '../../../src/styles/index.css';
import { flushSync } from 'react-dom';
import { afterFrame, middleControl, timeKeystroke, timeMount } from './measure.js';
import { prepareForm, unexpectedCalls, type FormSide } from './subjects.js';

/** The timings of one round. */
export interface FormBenchRound {
  mountMs: number;
  keystrokeMs: number[];
  /** Client methods the form called that the bench client does not serve. */
  unexpectedCalls: string[];
}

// Chromium is started with --expose-gc: collect between samples so a collection lands in neither form's timing.
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

async function round(side: FormSide, count: number, keystrokes: number): Promise<FormBenchRound> {
  const container = document.createElement('div');
  document.body.append(container);
  const form = prepareForm(side, container, count);
  try {
    collectGarbage();
    await afterFrame();
    const mountMs = await timeMount(container, form.show, count);
    const control = middleControl(container);
    const before = control.value;
    const keystrokeMs: number[] = [];
    for (let index = 0; index < keystrokes; index += 1) {
      await afterFrame();
      keystrokeMs.push(await timeKeystroke(control, 'a', flushSync));
    }
    if (control.value !== before + 'a'.repeat(keystrokes) || !control.isConnected) {
      throw new Error(`form bench: the ${side} form did not keep the typed value (got "${control.value}")`);
    }
    return { mountMs, keystrokeMs, unexpectedCalls: [...unexpectedCalls] };
  } finally {
    form.dispose();
    container.remove();
    collectGarbage();
  }
}

declare global {
  interface Window {
    /** Driven by bench/form/runFormBenchmark.ts through Playwright. */
    paykitFormBench: { round: typeof round };
  }
}

window.paykitFormBench = { round };
