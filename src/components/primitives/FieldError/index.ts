export { FieldError, type FieldErrorProps } from './FieldError.js';
