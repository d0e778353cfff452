import type { ComponentPropsWithRef } from 'react';

/** Props for {@link CheckoutHeading}: any heading attribute plus `level`. */
export interface CheckoutHeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level (1–6) the surrounding outline asks for; clamped into range. */
  level: number;
}

/** A heading of the level the caller's outline asks for (`<h1>` … `<h6>`). */
export function CheckoutHeading({ level, ...props }: CheckoutHeadingProps) {
  const Heading = `h${Math.min(6, Math.max(1, Math.round(level)))}` as 'h2';
  return <Heading {...props} />;
}
