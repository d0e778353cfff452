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
} from './Card.js';
