import { expect } from 'vitest';

/** The headings under `root` in document order, as `h3 Name` lines: the outline a screen reader lists. */
export function headingOutline(root: ParentNode): string[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);
}

/** Asserts that no heading under `root` goes more than one level below the one before it. */
export function expectNoSkippedLevel(root: ParentNode): void {
  const levels = headingOutline(root).map((line) => Number(line[1]));
  const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [headingOutline(root)[index]] : []));
  expect(skips, headingOutline(root).join('\n')).toEqual([]);
}
