/**
 * In-page timing for the form bench: no React here, only the DOM, so both forms are measured by
 * the same code. Every sample ends with a forced style and layout, so the browser's own work on
 * what the form rendered counts, not only the script.
 */

/** Controls a person types into (text inputs and text areas), in document order. */
export const TEXT_CONTROLS =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=submit]), textarea';

/** Resolves on the next task, after every microtask and every task queued before it. */
export function settle(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves just after the browser has rendered a frame, so the next frame is a whole frame away. */
export async function afterFrame(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await settle();
}

function forceLayout(): void {
  // Reading a layout property makes the browser recalculate style and layout now.
  void document.body.offsetHeight;
}

/** Resolves once `container` holds at least `count` text controls; rejects after `timeoutMs`. */
function untilControls(container: HTMLElement, count: number, timeoutMs: number): Promise<void> {
  const ready = () => container.querySelectorAll(TEXT_CONTROLS).length >= count;
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`form bench: ${container.querySelectorAll(TEXT_CONTROLS).length} of ${count} text controls after ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(container, { childList: true, subtree: true });
  });
}

/**
 * Milliseconds from `show()` (the render call) until the last of `count` text controls is in
 * `container` and laid out. `show` may render synchronously or not: a MutationObserver waits.
 */
export async function timeMount(container: HTMLElement, show: () => void, count: number, timeoutMs = 10_000): Promise<number> {
  const controlsIn = untilControls(container, count, timeoutMs);
  const start = performance.now();
  show();
  await controlsIn;
  forceLayout();
  return performance.now() - start;
}

/** Sets the value the way the browser does on typing (past React's value tracker) and fires `input`. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement, char: string): void {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) throw new Error('form bench: no native value setter');
  setValue.call(control, control.value + char);
  control.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }));
}

/**
 * Milliseconds one typed character costs: the `input` event inside `flush` (React's `flushSync`,
 * so every update the keystroke causes commits now, with its effects), then one more task for
 * whatever the form scheduled for right after, then style and layout.
 */
export async function timeKeystroke(
  control: HTMLInputElement | HTMLTextAreaElement,
  char: string,
  flush: (apply: () => void) => void,
): Promise<number> {
  const start = performance.now();
  flush(() => typeInto(control, char));
  await settle();
  forceLayout();
  return performance.now() - start;
}

/** The text control in the middle of `container`, where a keystroke is neither first nor last. */
export function middleControl(container: HTMLElement): HTMLInputElement | HTMLTextAreaElement {
  const controls = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_CONTROLS);
  const control = controls[Math.floor(controls.length / 2)];
  if (!control) throw new Error('form bench: the form has no text control');
  return control;
}
