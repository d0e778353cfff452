import type { ComponentPropsWithRef } from 'react';
import { forwardRefAsProp } from '../forwardRefAsProp.js';
import { clampHeadingLevel } from '../Heading/headingLevel.js';

/** Props for {@link TaskFormHeading}: any heading attribute plus `level`. */
export interface TaskFormHeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level; a level past 6 renders as `h6`. */
  level: number;
}

export { clampHeadingLevel, type HeadingLevel } from '../Heading/headingLevel.js';

/** A heading at a level chosen by the page the form sits in. */
export const TaskFormHeading = forwardRefAsProp(function TaskFormHeading({ level, ...props }: TaskFormHeadingProps) {
  const Tag = `h${clampHeadingLevel(level)}` as const;
  return <Tag {...props} />;
});
