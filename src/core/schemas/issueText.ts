import type * as z from 'zod/mini';

/** What a value is, in the words zod's English messages use (`null`, `array`, `number`…). */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

const bound = (inclusive: boolean | undefined, sign: '<' | '>') => (inclusive ? `${sign}=` : sign);
const listed = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === 'string' ? JSON.stringify(value) : String(value))).join('|');

/**
 * English wording of a schema issue for developers (kit errors and fixture errors), given to each
 * parse as its error map: `schema.safeParse(body, { error: issueText })`. zod/mini has no messages
 * of its own ("Invalid input" for everything), and installing zod's locale would change the app's
 * global `z.config` and carry every locale string; this says the same in a few lines. An issue that
 * brings its own message (the kit's custom checks) keeps it.
 *
 * @example
 * idSchema('cus_').safeParse(5, { error: issueText }); // 'Invalid input: expected string, received number'
 */
export function issueText(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${listed(issue.values)}`
        : `Invalid option: expected one of ${listed(issue.values)}`;
    case 'too_big':
      return `Too big: expected ${issue.origin} to be ${bound(issue.inclusive, '<')}${String(issue.maximum)}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} to be ${bound(issue.inclusive, '>')}${String(issue.minimum)}`;
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern ? `Invalid string: must match pattern ${issue.pattern}` : `Invalid ${issue.format}`;
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${listed(issue.keys)}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return 'Invalid input';
  }
}
