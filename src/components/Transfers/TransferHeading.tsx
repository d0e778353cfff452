import type { ComponentPropsWithRef } from 'react';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link TransferHeading}: any heading attribute plus `level`. */
export interface TransferHeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level (1–6), chosen by the caller to fit the page's outline; clamped into range. */
  level: number;
}

/** A heading of the level the surrounding outline asks for (`<h2>` … `<h6>`). */
export const TransferHeading = forwardRefAsProp(function TransferHeading({ level, ...props }: TransferHeadingProps) {
  const Heading = `h${Math.min(6, Math.max(1, Math.round(level)))}` as 'h2';
  return <Heading {...props} />;
});
