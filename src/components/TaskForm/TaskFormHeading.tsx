import type { ComponentPropsWithRef } from 'react';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** A heading level, `1` to `6`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Props for {@link TaskFormHeading}: any heading attribute plus `level`. */
export interface TaskFormHeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level; a level past 6 renders as `h6`. */
  level: number;
}

/** Keeps a level computed as `headingLevel + n` inside `1…6`. */
export function clampHeadingLevel(level: number): HeadingLevel {
  return Math.min(6, Math.max(1, Math.round(level))) as HeadingLevel;
}

/** A heading at a level chosen by the page the form sits in. */
export const TaskFormHeading = forwardRefAsProp(function TaskFormHeading({ level, ...props }: TaskFormHeadingProps) {
  const Tag = `h${clampHeadingLevel(level)}` as const;
  return <Tag {...props} />;
});
