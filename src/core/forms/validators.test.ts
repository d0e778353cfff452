import { describe, expect, it } from 'vitest';
import { amountWithDigits, everyCurrency, tableScale } from '../money/test-support/scaleFixtures.js';
import { codePointLength, compilePattern, createValidator, isDateString, isEmptyValue, type ValidatorSpec } from './validators.js';

const OPTIONS = [
  { value: 'a', label: 'A' },
  { value: 'b', label: null },
];

function validator(overrides: Partial<ValidatorSpec>) {
  return createValidator({ kind: 'text', valueType: 'string', required: true, constraints: null, options: [], ...overrides });
}

describe('given values that may be empty', () => {
  it.each([[undefined], [null], [''], ['   '], [[]], [{}], [{ city: ' ', country: null }]])('should treat %j as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([[false], [0], ['x'], [['x']], [{ city: 'London' }]])('should treat %j as given', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('given dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['20240101', false],
    [20240101, false],
  ])('should read %j as a date: %s', (value, expected) => {
    expect(isDateString(value)).toBe(expected);
  });
});

describe('given a pattern constraint', () => {
  it('should match the whole string', () => {
    expect(compilePattern('[A-Z]{2}')?.test('DE')).toBe(true);
    expect(compilePattern('[A-Z]{2}')?.test('DEU')).toBe(false);
  });

  it.each([['('], ['[z-a]'], ['\\']])('should ignore the malformed pattern %j', (pattern) => {
    expect(compilePattern(pattern)).toBeNull();
    expect(validator({ constraints: { pattern } })('anything')).toBeNull();
  });
});

describe('given a required field', () => {
  it('should ask for an answer when the value is empty', () => {
    expect(validator({})('')?.code).toBe('required');
  });

  it('should accept an empty value when the field is optional', () => {
    expect(validator({ required: false })(undefined)).toBeNull();
  });
});

describe('given a text field with constraints', () => {
  const validate = validator({ constraints: { minLength: 2, maxLength: 4, pattern: '[a-z😀]+' } });

  it.each([
    ['a', 'too_short', 2],
    ['abcde', 'too_long', 4],
    ['ABC', 'pattern_mismatch', undefined],
  ])('should refuse %j with %s', (value, code, limit) => {
    expect(validate(value)).toMatchObject({ code, ...(limit === undefined ? {} : { limit }) });
  });

  it('should count code points, not UTF-16 units', () => {
    expect(validate('😀😀😀😀')).toBeNull();
  });

  it('should refuse a value that is not text', () => {
    expect(validate(12)?.code).toBe('invalid_type');
  });

  it('should refuse five code points written in nine UTF-16 units', () => {
    expect(validate('😀😀😀😀a')).toMatchObject({ code: 'too_long', limit: 4 });
  });
});

describe('given text to measure', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['a😀b', 3],
    ['😀😀', 2],
    ['\uD83D', 1],
    ['a\uDE00\uD83D', 3],
    ['\uD83D\uD83D\uDE00', 2],
  ])('should count %j as %i code points, as the spread of its characters does', (text, expected) => {
    expect(codePointLength(text)).toBe(expected);
    expect(codePointLength(text)).toBe([...text].length);
  });

  it('should measure a very long value in one pass', () => {
    expect(codePointLength('a'.repeat(65_536))).toBe(65_536);
  });
});

describe('given each kind', () => {
  it.each([
    ['date', '2024-02-30', 'invalid_date'],
    ['single_select', 'c', 'invalid_option'],
    ['single_select', ['a'], 'invalid_type'],
    ['multi_select', ['a', 'c'], 'invalid_option'],
    ['multi_select', ['a', 'a'], 'duplicate_item'],
    ['multi_select', 'a', 'invalid_type'],
    ['boolean', 'yes', 'invalid_type'],
    ['attestation', false, 'attestation_required'],
    ['absence', false, 'attestation_required'],
    ['document', ['doc_1', ''], 'invalid_document_id'],
    ['document', 'doc_1', 'invalid_type'],
    ['resource_reference', 7, 'invalid_type'],
  ] as const)('should refuse a %s value %j with %s', (kind, value, code) => {
    expect(validator({ kind, options: OPTIONS })(value)?.code).toBe(code);
  });

  it.each([
    ['date', '2024-02-29'],
    ['single_select', 'b'],
    ['multi_select', ['a', 'b']],
    ['boolean', false],
    ['attestation', true],
    ['absence', true],
    ['document', ['doc_1']],
    ['resource_reference', 'rp_1'],
    ['unknown', { anything: 1 }],
  ] as const)('should accept a %s value %j', (kind, value) => {
    expect(validator({ kind, options: OPTIONS })(value)).toBeNull();
  });

  it('should count the items of selects and documents', () => {
    const constraints = { minItems: 2, maxItems: 2 };
    expect(validator({ kind: 'multi_select', options: OPTIONS, constraints })(['a'])).toMatchObject({ code: 'too_few_items', limit: 2 });
    expect(validator({ kind: 'document', constraints })(['doc_1', 'doc_2', 'doc_3'])).toMatchObject({ code: 'too_many_items', limit: 2 });
  });

  it('should accept any choice of a select without options', () => {
    expect(validator({ kind: 'single_select' })('anything')).toBeNull();
  });
});

describe('given a profile field', () => {
  it('should check dates by the value type', () => {
    expect(validator({ kind: 'profile', valueType: 'date' })('10/12/1815')?.code).toBe('invalid_date');
    expect(validator({ kind: 'profile', valueType: 'date' })('1815-12-10')).toBeNull();
  });

  it('should check strings, arrays and their options by shape', () => {
    expect(validator({ kind: 'profile', constraints: { maxLength: 3 } })('Lovelace')?.code).toBe('too_long');
    expect(validator({ kind: 'profile', valueType: 'array', constraints: { minItems: 1 } })([])?.code).toBe('required');
    expect(validator({ kind: 'profile', valueType: 'array', options: OPTIONS })(['a', 'z'])?.code).toBe('invalid_option');
  });

  it('should accept an object such as an address', () => {
    expect(validator({ kind: 'profile', valueType: 'address' })({ streetLine1: '1 Strand', city: 'London', country: 'GB' })).toBeNull();
  });
});

describe('given profile values shaped as objects', () => {
  const profile = (valueType: string, itemValueType: string | null = null) =>
    createValidator({ kind: 'profile', valueType, itemValueType, required: true, constraints: null, options: [] });

  it('should treat an address with no parts as not given', () => {
    expect(profile('address')({ streetLine1: ' ', city: '' })?.code).toBe('required');
  });

  it('should name a half-filled address as incomplete, and accept a whole one', () => {
    expect(profile('address')({ streetLine1: '1 Main St' })?.code).toBe('incomplete_address');
    expect(profile('address')({ streetLine1: '1 Main St', city: 'Austin', country: 'US' })).toBeNull();
  });

  it('should refuse an amount that is not a decimal string or lacks its currency', () => {
    expect(profile('money')({ amount: '12,5', currency: 'USD' })?.code).toBe('invalid_amount');
    expect(profile('money')({ amount: '12.50', currency: '' })?.code).toBe('invalid_amount');
    expect(profile('money')({ amount: '12.50', currency: 'USD' })).toBeNull();
  });

  it.each([
    ['100.50', 'HUF'],
    ['10.50', 'IDR'],
    ['1.5', 'COP'],
    ['1.125', 'IQD'],
  ])('should accept %s %s, within its ISO 4217 minor units', (amount, currency) => {
    expect(profile('money')({ amount, currency })).toBeNull();
  });

  it('should take every currency at its scale and refuse one digit more, naming the scale', () => {
    for (const currency of everyCurrency) {
      const scale = tableScale(currency);
      expect(profile('money')({ amount: amountWithDigits(scale), currency }), currency).toBeNull();
      expect(profile('money')({ amount: amountWithDigits(scale + 1), currency }), currency).toMatchObject({
        code: 'amount_scale_exceeded',
        limit: scale,
      });
    }
  });

  it('should refuse a tax identifier row without its type, country or value', () => {
    const validate = profile('array', 'tax_identifier');
    expect(validate([{ type: 'ssn', country: 'US', value: '' }])?.code).toBe('incomplete_item');
    expect(validate([{ type: 'ssn', country: 'US', value: '123-45-6789' }])).toBeNull();
  });
});
