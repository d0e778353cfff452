import type { ComponentPropsWithRef } from 'react';
import { part } from '../../part.js';
import { forwardRefAsProp } from '../../forwardRefAsProp.js';
import { Heading } from '../Heading/Heading.js';
import type { HeadingLevel } from '../Heading/headingLevel.js';

/** Props for {@link Card}: any `<div>` attribute. */
export type CardProps = ComponentPropsWithRef<'div'>;

/** Props for {@link CardHeader}: any `<div>` attribute. */
export type CardHeaderProps = ComponentPropsWithRef<'div'>;

/** Props for {@link CardTitle}: any heading attribute plus `level`. */
export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** The heading level, when not the one the enclosing part or `HeadingLevelProvider` set. */
  level?: HeadingLevel;
}

/** Props for {@link CardContent}: any `<div>` attribute. */
export type CardContentProps = ComponentPropsWithRef<'div'>;

/** Props for {@link CardFooter}: any `<div>` attribute. */
export type CardFooterProps = ComponentPropsWithRef<'div'>;

/** A raised surface grouping related content. Compose with the `Card*` parts. */
export const Card = forwardRefAsProp(function Card(props: CardProps) {
  return <div {...props} {...part('card', props)} />;
});

/** The top of a card: its title and any short description. */
export const CardHeader = forwardRefAsProp(function CardHeader(props: CardHeaderProps) {
  return <div {...props} {...part('card-header', props)} />;
});

/** The card's heading, at the level the enclosing part sets unless `level` says otherwise. */
export const CardTitle = forwardRefAsProp(function CardTitle(props: CardTitleProps) {
  return <Heading {...props} {...part('card-title', props)} />;
});

/** The card's main content. */
export const CardContent = forwardRefAsProp(function CardContent(props: CardContentProps) {
  return <div {...props} {...part('card-content', props)} />;
});

/** The card's actions, aligned to the end. */
export const CardFooter = forwardRefAsProp(function CardFooter(props: CardFooterProps) {
  return <div {...props} {...part('card-footer', props)} />;
});
