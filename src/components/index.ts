export { Badge, type BadgeProps } from './Badge/index.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/index.js';
export { Callout, type CalloutProps } from './Callout/index.js';
export {
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardContentProps,
  type CardFooterProps,
  type CardHeaderProps,
  type CardProps,
  type CardTitleProps,
} from './Card/index.js';
export { CopyableValue, type CopyableValueProps, type CopyStatus } from './CopyableValue/index.js';
export { Field, useFieldIds, type FieldIds, type FieldNecessity, type FieldProps } from './Field/index.js';
export { FieldError, type FieldErrorProps } from './FieldError/index.js';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonVariant,
} from './Skeleton/index.js';
export { Spinner, type SpinnerProps } from './Spinner/index.js';
export type { Tone } from './tone.js';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/index.js';
