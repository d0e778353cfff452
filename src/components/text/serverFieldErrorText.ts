import type { FieldError } from '../../core/schemas/index.js';
import type { ComponentTranslate } from '../messages/index.js';
import type { FieldsMessageId } from '../messages/areas/fields.en.js';

type Translate = ComponentTranslate<FieldsMessageId>;

/**
 * The kit's message for each field error code the API and the fake platform send in a problem's
 * `errors[]`. The codes are an open catalogue: any other reads as `fields.problem.invalid`.
 */
const FIELD_ERROR_MESSAGES: Readonly<Record<string, FieldsMessageId>> = {
  required: 'fields.problem.required',
  requirement_missing: 'fields.problem.required',
  invalid_type: 'fields.problem.invalidType',
  answer_type_mismatch: 'fields.problem.invalidType',
  too_long: 'fields.problem.server.tooLong',
  too_short: 'fields.problem.server.tooShort',
  too_many_items: 'fields.problem.server.tooManyItems',
  too_few_items: 'fields.problem.server.tooFewItems',
  pattern_mismatch: 'fields.problem.patternMismatch',
  invalid_format: 'fields.problem.patternMismatch',
  format: 'fields.problem.patternMismatch',
  out_of_range: 'fields.problem.server.outOfRange',
  invalid_option: 'fields.problem.invalidOption',
  invalid_enum: 'fields.problem.invalidOption',
  option_invalid: 'fields.problem.invalidOption',
  duplicate_item: 'fields.problem.duplicateItem',
  duplicate_answer: 'fields.problem.duplicateItem',
  invalid_date: 'fields.problem.invalidDate',
  invalid_timestamp: 'fields.problem.invalidDate',
  amount_scale_exceeded: 'fields.problem.amountScaleExceeded',
  scale_exceeded: 'fields.problem.amountScaleExceeded',
  immutable: 'fields.problem.server.readOnly',
  immutable_field: 'fields.problem.server.readOnly',
  read_only: 'fields.problem.server.readOnly',
  control_character: 'fields.problem.server.controlCharacter',
  surrounding_whitespace: 'fields.problem.server.surroundingWhitespace',
  currency_unsupported: 'fields.problem.server.unsupported',
  country_unsupported: 'fields.problem.server.unsupported',
  unsupported_answer: 'fields.problem.server.unsupported',
};

/** The kit's sentence for one field error code; "Check this answer." for a code it does not know. */
export function fieldErrorCodeText(t: Translate, code: string | null | undefined): string {
  const id = code && Object.hasOwn(FIELD_ERROR_MESSAGES, code) ? FIELD_ERROR_MESSAGES[code] : undefined;
  return t(id ?? 'fields.problem.invalid');
}

/**
 * What the server said about a value (its problem `errors[]` at one pointer), in the kit's words:
 * a message per known `code`, the neutral "Check this answer." for any other. The API's own
 * `message` is for developers (English, unreviewed) and is never shown; the `PaykitError` keeps it.
 *
 * @example
 * serverFieldErrorText(t, [{ pointer: '/name', code: 'too_long', message: 'must be 1 to 255 characters' }]);
 * // 'This answer is too long.'
 */
export function serverFieldErrorText(t: Translate, errors: readonly FieldError[]): string {
  const lines = new Set(errors.map((error) => fieldErrorCodeText(t, error.code)));
  return lines.size === 0 ? t('fields.problem.invalid') : [...lines].join(' ');
}
