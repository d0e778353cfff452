import type { ComponentPropsWithRef } from 'react';
import { partClass } from '../partClass.js';
import { forwardRefAsProp } from '../forwardRefAsProp.js';

/** Props for {@link Card}: any `<div>` attribute. */
export type CardProps = ComponentPropsWithRef<'div'>;

/** Props for {@link CardHeader}: any `<div>` attribute. */
export type CardHeaderProps = ComponentPropsWithRef<'div'>;

/** Props for {@link CardTitle}: any heading attribute plus `level`. */
export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /**
   * The heading level, chosen to fit the page's outline.
   * @default 3
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** Props for {@link CardContent}: any `<div>` attribute. */
export type CardContentProps = ComponentPropsWithRef<'div'>;

/** Props for {@link CardFooter}: any `<div>` attribute. */
export type CardFooterProps = ComponentPropsWithRef<'div'>;

/** A raised surface grouping related content. Compose with the `Card*` parts. */
export const Card = forwardRefAsProp(function Card(props: CardProps) {
  return <div data-slot="card" {...props} className={partClass('card', props.className)} />;
});

/** The top of a card: its title and any short description. */
export const CardHeader = forwardRefAsProp(function CardHeader(props: CardHeaderProps) {
  return <div data-slot="card-header" {...props} className={partClass('card-header', props.className)} />;
});

/** The card's heading, `<h3>` unless `level` says otherwise. */
export const CardTitle = forwardRefAsProp(function CardTitle({ level = 3, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading data-slot="card-title" {...props} className={partClass('card-title', props.className)} />;
});

/** The card's main content. */
export const CardContent = forwardRefAsProp(function CardContent(props: CardContentProps) {
  return <div data-slot="card-content" {...props} className={partClass('card-content', props.className)} />;
});

/** The card's actions, aligned to the end. */
export const CardFooter = forwardRefAsProp(function CardFooter(props: CardFooterProps) {
  return <div data-slot="card-footer" {...props} className={partClass('card-footer', props.className)} />;
});
