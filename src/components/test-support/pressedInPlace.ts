import { userEvent } from 'vitest/browser';

/** Where an element sat on the page when a pointer pressed it, and when it released it. */
export interface PressPositions {
  pointerdown: number | undefined;
  pointerup: number | undefined;
}

/**
 * Clicks `element` with a real pointer whose press lasts a moment, as a person's does (the page
 * may change between the press and the release), and reports where the element's top sat on the
 * page at each, whatever the click scrolls. For browser tests: equal positions mean nothing moved
 * under the pointer.
 */
export async function clickNotingPosition(element: HTMLElement): Promise<PressPositions> {
  const pageTop = () => element.getBoundingClientRect().top + window.scrollY;
  const seen: PressPositions = { pointerdown: undefined, pointerup: undefined };
  const note = (event: Event) => {
    if (event.type === 'pointerdown' || event.type === 'pointerup') seen[event.type] = pageTop();
  };
  window.addEventListener('pointerdown', note, true);
  window.addEventListener('pointerup', note, true);
  try {
    await userEvent.click(element, { delay: 150 });
  } finally {
    window.removeEventListener('pointerdown', note, true);
    window.removeEventListener('pointerup', note, true);
  }
  return seen;
}
