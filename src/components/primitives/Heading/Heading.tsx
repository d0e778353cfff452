import type { ComponentPropsWithRef } from 'react';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';
import { useHeadingLevel } from './HeadingLevelProvider.js';

/** Props for {@link Heading}: any heading attribute plus `level`. */
export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /**
   * The level, when this heading must not take the one the enclosing part or `HeadingLevelProvider`
   * set (`level + 1` is fine): kept inside `1…6`.
   */
  level?: number;
}

/**
 * A heading at the level the page's outline asks for (`<h1>` … `<h6>`): the one heading every part
 * renders. Without `level` it takes the level of the enclosing {@link HeadingLevelProvider}.
 */
export const Heading = forwardRefAsProp(function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${useHeadingLevel(level)}` as const;
  return <Tag {...props} />;
});
