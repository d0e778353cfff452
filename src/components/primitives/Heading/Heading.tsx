import type { ComponentPropsWithRef } from 'react';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';
import { clampHeadingLevel } from './headingLevel.js';

/** Props for {@link Heading}: any heading attribute plus `level`. */
export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The level the surrounding outline asks for (`headingLevel + n` is fine): kept inside `1…6`. */
  level: number;
}

/** A heading at the level the page's outline asks for (`<h1>` … `<h6>`): the one heading every part renders. */
export const Heading = forwardRefAsProp(function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${clampHeadingLevel(level)}` as const;
  return <Tag {...props} />;
});
