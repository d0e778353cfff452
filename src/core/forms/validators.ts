import { currencyScale, isCurrencyCode, validateAmount, validateAmountString } from '../money/index.js';
import type { RequirementConstraints } from '../schemas/index.js';
import type { FieldKind, FieldOption, FieldProblem } from './formModel.js';
import { birthDateProblem } from './birthDateRules.js';
import { isDateString, localCalendarDate } from './calendarDate.js';
import { isRecord } from './isRecord.js';
import { TAX_IDENTIFIER_MAX_LENGTH, taxIdentifierProblem } from './taxIdentifierFormat.js';

export { isDateString };

/** What a field's validator checks, taken from its requirement. */
export interface ValidatorSpec {
  kind: FieldKind;
  valueType: string | null;
  /** The item type of an array value (`tax_identifier`, `country_code`); `null` if absent. @default null */
  itemValueType?: string | null;
  required: boolean;
  constraints: RequirementConstraints | null;
  options: readonly FieldOption[];
  /** Where a profile answer is written (`/individual/birthDate` gets the birth date checks). @default null */
  profilePointer?: string | null;
  /** The clock, in epoch milliseconds, whose day on the person's device is "today" for birth dates. @default Date.now */
  now?: () => number;
}

/**
 * A `pattern` constraint as a whole-string regular expression (Unicode mode, as the API reads
 * it), or `null` when it does not compile, so a malformed pattern is ignored rather than thrown.
 *
 * @example
 * compilePattern('[A-Z]{2}')?.test('DE'); // true
 * compilePattern('('); // null
 */
export function compilePattern(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/**
 * Whether a value counts as not given: `undefined`, `null`, a blank string, an empty array, or an
 * object (an address, an amount) whose every part is itself not given.
 *
 * @example
 * isEmptyValue('  '); // true
 * isEmptyValue({ streetLine1: '', city: '' }); // true
 * isEmptyValue(false); // false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.values(value).every(isEmptyValue);
}

function problem(code: FieldProblem['code'], message: string, limit?: number, item?: number): FieldProblem {
  return { code, message, ...(limit === undefined ? {} : { limit }), ...(item === undefined ? {} : { item }) };
}

/**
 * The length of `text` in code points (a character outside the Basic Multilingual Plane counts
 * once, as the API counts it), without building an array of its characters.
 *
 * @example
 * codePointLength('a😀'); // 2
 */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low one is one code point written in two units.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length -= 1;
        index += 1;
      }
    }
  }
  return length;
}

function checkString(value: string, constraints: RequirementConstraints | null, pattern: RegExp | null): FieldProblem | null {
  const length = codePointLength(value);
  const { minLength, maxLength } = constraints ?? {};
  if (minLength != null && length < minLength) return problem('too_short', `Expected at least ${minLength} characters.`, minLength);
  if (maxLength != null && length > maxLength) return problem('too_long', `Expected at most ${maxLength} characters.`, maxLength);
  if (pattern && !pattern.test(value)) return problem('pattern_mismatch', `Expected a value matching ${pattern.source}.`);
  return null;
}

function checkItems(value: readonly unknown[], constraints: RequirementConstraints | null): FieldProblem | null {
  const { minItems, maxItems } = constraints ?? {};
  if (minItems != null && value.length < minItems) return problem('too_few_items', `Expected at least ${minItems} items.`, minItems);
  if (maxItems != null && value.length > maxItems) return problem('too_many_items', `Expected at most ${maxItems} items.`, maxItems);
  return null;
}

function checkChoices(items: readonly unknown[], options: readonly FieldOption[]): FieldProblem | null {
  if (options.length === 0) return null;
  const seen = new Set<unknown>();
  for (const item of items) {
    if (!options.some((option) => option.value === item))
      return problem('invalid_option', `Expected one of the options; got ${JSON.stringify(item)}.`);
    if (seen.has(item)) return problem('duplicate_item', `Expected each option once; ${JSON.stringify(item)} repeats.`);
    seen.add(item);
  }
  return null;
}

function checkDocuments(value: unknown): FieldProblem | null {
  if (!Array.isArray(value)) return problem('invalid_type', 'Expected an array of document ids.');
  const isId = (item: unknown) => typeof item === 'string' && item.trim() !== '';
  return value.every(isId) ? null : problem('invalid_document_id', 'Expected every document id as a non-empty string.');
}

const ADDRESS_PARTS_NEEDED = ['streetLine1', 'city', 'country'] as const;

/** An address needs its street, city and country once any part is given. */
function checkAddress(value: unknown): FieldProblem | null {
  if (!isRecord(value)) return problem('invalid_type', 'Expected an address object.');
  const missing = ADDRESS_PARTS_NEEDED.filter((part) => isEmptyValue(value[part]));
  return missing.length === 0 ? null : problem('incomplete_address', `Expected the address parts ${missing.join(', ')}.`);
}

/**
 * An amount needs a valid decimal string, a currency code, and no more fraction digits than the
 * currency's scale (`currencyScale`: ISO 4217 minor units from the kit's table), with the scale as
 * the problem's `limit`.
 */
function checkMoney(value: unknown): FieldProblem | null {
  if (!isRecord(value)) return problem('invalid_type', 'Expected { amount, currency }.');
  if (validateAmountString(value.amount) !== null)
    return problem('invalid_amount', 'Expected the amount as a decimal string such as 1250.50.');
  if (!isCurrencyCode(value.currency)) return problem('invalid_amount', 'Expected a three-letter currency code.');
  const scaleProblem = validateAmount(value.amount, value.currency);
  return scaleProblem ? problem('amount_scale_exceeded', scaleProblem.message, currencyScale(value.currency)) : null;
}

/** Each row of a list of objects (tax identifiers) needs its type, country and value. */
function checkRows(value: readonly unknown[], parts: readonly string[]): FieldProblem | null {
  const isComplete = (row: unknown) => isRecord(row) && parts.every((part) => !isEmptyValue(row[part]));
  return value.every(isComplete) ? null : problem('incomplete_item', `Expected ${parts.join(', ')} on every item.`);
}

const TAX_IDENTIFIER_MESSAGES: Readonly<Record<string, string>> = {
  invalid_ssn: 'Expected a Social Security number: 9 digits (123-45-6789), area not 000, 666 or 9xx, group not 00, serial not 0000.',
  invalid_itin: 'Expected an ITIN: 9 digits starting with 9, the 4th and 5th digits in 50-65, 70-88, 90-92 or 94-99.',
  invalid_ein: 'Expected an EIN: 9 digits (12-3456789).',
  invalid_cpf: 'Expected a CPF: 11 digits (123.456.789-09) with valid check digits.',
  invalid_cnpj: 'Expected a CNPJ: 14 characters (12.345.678/0001-95) with valid check digits.',
};

/**
 * Tax identifiers: every row complete, then each number in its type's format
 * (`taxIdentifierProblem`) and its description within the API's bound; the problem's `item` names
 * the row (from 0).
 */
function checkTaxIdentifiers(value: readonly unknown[]): FieldProblem | null {
  const incomplete = checkRows(value, ['type', 'country', 'value']);
  if (incomplete) return incomplete;
  for (const [index, row] of value.entries()) {
    const { type, value: number, typeDescription } = row as Record<string, unknown>;
    const code = taxIdentifierProblem(String(type), String(number));
    const description = typeof typeDescription === 'string' ? typeDescription : '';
    if (code === 'too_long' || codePointLength(description) > TAX_IDENTIFIER_MAX_LENGTH)
      return problem('too_long', `Expected at most ${TAX_IDENTIFIER_MAX_LENGTH} characters.`, TAX_IDENTIFIER_MAX_LENGTH, index);
    if (code !== null) return problem(code, TAX_IDENTIFIER_MESSAGES[code] ?? 'Expected a valid tax identifier.', undefined, index);
  }
  return null;
}

const BIRTH_DATE_POINTER = /\/birthDate$/;
const TAX_IDENTIFIERS_POINTER = /\/taxIdentifiers$/;

/** A person's birth date in the profile: not today or later, not more than 120 years back (`birthDateProblem`). */
function checkBirthDate(value: unknown, spec: ValidatorSpec): FieldProblem | null {
  if (typeof value !== 'string' || !BIRTH_DATE_POINTER.test(spec.profilePointer ?? '')) return null;
  const today = localCalendarDate((spec.now ?? Date.now)());
  switch (birthDateProblem(value, today)) {
    case 'invalidDate':
      return problem('invalid_date', 'Expected a date written YYYY-MM-DD.');
    case 'futureDate':
      return problem('birth_date_in_future', `Expected a birth date before today (${today}).`);
    case 'implausibleDate':
      return problem('birth_date_implausible', 'Expected a birth date within the last 120 years.');
    default:
      return null;
  }
}

/** Profile values shaped as objects, by the request's `valueType` and `itemValueType`. */
function checkProfileShape(value: unknown, spec: ValidatorSpec): FieldProblem | null {
  if (spec.valueType === 'address') return checkAddress(value);
  if (spec.valueType === 'money') return checkMoney(value);
  // Named by its item type, or by its pointer alone (as the control is chosen).
  const isTaxIdentifiers = spec.itemValueType === 'tax_identifier' || TAX_IDENTIFIERS_POINTER.test(spec.profilePointer ?? '');
  if (isTaxIdentifiers && Array.isArray(value)) return checkTaxIdentifiers(value);
  return null;
}

/** Checks a value by its runtime shape: strings by length and pattern, arrays by count. */
function checkGeneric(value: unknown, spec: ValidatorSpec, pattern: RegExp | null): FieldProblem | null {
  if (typeof value === 'string') return checkString(value, spec.constraints, pattern) ?? checkChoices([value], spec.options);
  if (Array.isArray(value)) return checkItems(value, spec.constraints) ?? checkChoices(value, spec.options);
  return null;
}

function checkByKind(value: unknown, spec: ValidatorSpec, pattern: RegExp | null): FieldProblem | null {
  switch (spec.kind) {
    case 'text':
      return typeof value === 'string' ? checkString(value, spec.constraints, pattern) : problem('invalid_type', 'Expected text.');
    case 'date':
      return isDateString(value)
        ? checkString(value as string, spec.constraints, pattern)
        : problem('invalid_date', 'Expected a date written YYYY-MM-DD.');
    case 'single_select':
      return typeof value === 'string' ? checkChoices([value], spec.options) : problem('invalid_type', 'Expected one option value.');
    case 'multi_select':
      return Array.isArray(value)
        ? (checkItems(value, spec.constraints) ?? checkChoices(value, spec.options))
        : problem('invalid_type', 'Expected an array of option values.');
    case 'boolean':
      return typeof value === 'boolean' ? null : problem('invalid_type', 'Expected true or false.');
    case 'attestation':
    case 'absence':
      return value === true ? null : problem('attestation_required', 'Expected the statement to be confirmed (true).');
    case 'document':
      return checkDocuments(value) ?? checkItems(value as unknown[], spec.constraints);
    case 'resource_reference':
      return typeof value === 'string' ? checkString(value, spec.constraints, pattern) : problem('invalid_type', 'Expected a resource id.');
    case 'profile':
      if (spec.valueType === 'date' && !isDateString(value)) return problem('invalid_date', 'Expected a date written YYYY-MM-DD.');
      return checkBirthDate(value, spec) ?? checkProfileShape(value, spec) ?? checkGeneric(value, spec, pattern);
    case 'unknown':
      // Answered in the person's own words: the constraints still hold.
      return checkGeneric(value, spec, pattern);
  }
}

/**
 * Builds a field's validator from its requirement: required-ness, then the kind's shape, then
 * `constraints` (`minLength`, `maxLength` in code points, a whole-string `pattern` compiled once,
 * `minItems`, `maxItems`; on every kind whose value is text or a list, an answer type the kit does
 * not know included), select values among the options, dates as `YYYY-MM-DD`, attestations
 * `true`, document ids non-empty, a tax identifier's number in its type's format and a birth date
 * in the profile neither in the future nor more than 120 years back. A malformed pattern is
 * ignored. Returns `null` when valid.
 *
 * @example
 * const validate = createValidator({ kind: 'text', valueType: 'string', required: true, constraints: { minLength: 2 }, options: [] });
 * validate('a'); // { code: 'too_short', message: '…', limit: 2 }
 */
export function createValidator(spec: ValidatorSpec): (value: unknown) => FieldProblem | null {
  const pattern = compilePattern(spec.constraints?.pattern);
  return (value) => {
    if (isEmptyValue(value)) return spec.required ? problem('required', 'Expected an answer.') : null;
    return checkByKind(value, spec, pattern);
  };
}
