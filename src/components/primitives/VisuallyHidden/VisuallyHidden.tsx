import type { ComponentPropsWithRef } from 'react';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link VisuallyHidden}: any `<span>` attribute. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text read by assistive technology but not shown. Radix's `VisuallyHidden` hides with an inline
 * `style`, which a strict `style-src 'self'` policy blocks in server-rendered markup; this one is
 * hidden by the stylesheet (`[data-slot="visually-hidden"]`).
 */
export const VisuallyHidden = forwardRefAsProp(function VisuallyHidden(props: VisuallyHiddenProps) {
  return <span {...props} {...part('visually-hidden', props)} />;
});
