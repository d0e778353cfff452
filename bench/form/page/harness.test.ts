import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { middleControl, TEXT_CONTROLS, timeKeystroke, timeMount } from './measure.js';
import { prepareForm, unexpectedCalls, type FormSide } from './subjects.js';

// The harness the bench runs in Chromium, checked in jsdom: it must reach the form it times.
const sides: FormSide[] = ['bare', 'taskForm'];
const containers: HTMLElement[] = [];

afterEach(() => {
  containers.splice(0).forEach((container) => container.remove());
});

describe.each(sides)('given the %s form of the bench', (side) => {
  it('should time the mount only once every labelled text control is in the page', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    containers.push(container);
    const form = prepareForm(side, container, 12);
    expect(container.querySelectorAll(TEXT_CONTROLS)).toHaveLength(0);

    const mountMs = await timeMount(container, form.show, 12);

    expect(mountMs).toBeGreaterThanOrEqual(0);
    const controls = [...container.querySelectorAll<HTMLInputElement>(TEXT_CONTROLS)];
    expect(controls).toHaveLength(12);
    for (const control of controls) expect(control.labels?.[0]?.textContent).toMatch(/Answer to question \d+/);
    form.dispose();
    expect(container.querySelectorAll(TEXT_CONTROLS)).toHaveLength(0);
  });

  it('should type into the middle field through React, keeping every character', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    containers.push(container);
    const form = prepareForm(side, container, 9);
    await timeMount(container, form.show, 9);
    const control = middleControl(container);
    expect(control.labels?.[0]?.textContent).toContain('Answer to question 5');

    for (let index = 0; index < 3; index += 1) await timeKeystroke(control, 'a', flushSync);

    expect(control.value).toBe('aaa');
    expect(unexpectedCalls).toEqual(new Set());
    form.dispose();
  });

  it('should fail, not hang, when the form never shows its controls', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    containers.push(container);
    const form = prepareForm(side, container, 3);
    await expect(timeMount(container, form.show, 4, 200)).rejects.toThrow('3 of 4 text controls after 200 ms');
    form.dispose();
  });
});
