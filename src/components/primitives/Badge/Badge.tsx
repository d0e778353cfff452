import type { ComponentPropsWithRef } from 'react';
import type { Tone } from '../../tone.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** Props for {@link Badge}: any `<span>` attribute plus `tone`. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** @default 'neutral' */
  tone?: Tone;
}

/**
 * A short label for a status or category ("Ready", "In review"). Colour is never the only
 * signal: the text says what the tone shows.
 */
export const Badge = forwardRefAsProp(function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <span data-tone={tone} {...props} {...part('badge', props)} />;
});
