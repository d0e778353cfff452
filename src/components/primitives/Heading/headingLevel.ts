/** A heading level, `1` to `6`: the `headingLevel` every part takes to fit the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Keeps a level computed as `headingLevel + n` inside `1…6`. */
export function clampHeadingLevel(level: number): HeadingLevel {
  return Math.min(6, Math.max(1, Math.round(level))) as HeadingLevel;
}
