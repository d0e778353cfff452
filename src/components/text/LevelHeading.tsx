import type { ComponentPropsWithRef } from 'react';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link LevelHeading}: any heading attribute plus `level`. */
export interface LevelHeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level (1–6) the surrounding outline asks for; clamped into range. */
  level: number;
}

/** A heading of the level the caller's outline asks for (`<h1>` … `<h6>`). */
export const LevelHeading = forwardRefAsProp(function LevelHeading({ level, ...props }: LevelHeadingProps) {
  const Heading = `h${Math.min(6, Math.max(1, Math.round(level)))}` as 'h2';
  return <Heading {...props} />;
});
