import type { ComponentPropsWithRef } from 'react';
import { useMessages } from '../../../hooks/useMessages.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';

/** The shape of a {@link Skeleton}: a line of text, a block, or a circle (an avatar or logo). */
export type SkeletonVariant = 'text' | 'block' | 'circle';

/** Props for {@link Skeleton}: any `<div>` attribute but children; size it with `className`. */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** @default 'text' */
  variant?: SkeletonVariant;
}

/**
 * A loading shimmer where content will appear. Hidden from assistive technology: wrap
 * skeletons in a {@link SkeletonGroup}, which says once that content is loading.
 */
export const Skeleton = forwardRefAsProp(function Skeleton({ variant = 'text', ...props }: SkeletonProps) {
  return <div data-variant={variant} aria-hidden="true" {...props} {...part('skeleton', props)} />;
});

/** Props for {@link SkeletonGroup}: any `<div>` attribute plus `label`. */
export interface SkeletonGroupProps extends ComponentPropsWithRef<'div'> {
  /**
   * Announced once through `role="status"` while the group is shown.
   * @default the `skeleton.label` message ("Loading content")
   */
  label?: string;
}

/**
 * A set of skeletons standing for one piece of loading content: marked `aria-busy` and
 * announced with a visually hidden label.
 */
export const SkeletonGroup = forwardRefAsProp(function SkeletonGroup({ label, children, ...props }: SkeletonGroupProps) {
  const { t } = useMessages();
  return (
    <div aria-busy="true" {...props} {...part('skeleton-group', props)}>
      <VisuallyHidden role="status">{label ?? t('skeleton.label')}</VisuallyHidden>
      {children}
    </div>
  );
});
