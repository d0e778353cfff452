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

  it('should refuse a tax identifier whose number does not fit its type, naming the row', () => {
    const validate = profile('array', 'tax_identifier');
    const ssn = { type: 'ssn', country: 'US', value: '123-45-6789' };
    expect(validate([{ ...ssn, value: '12' }])).toMatchObject({ code: 'invalid_ssn', item: 0 });
    expect(validate([ssn, { type: 'ein', country: 'US', value: '12-345' }])).toMatchObject({ code: 'invalid_ein', item: 1 });
    expect(validate([ssn, { type: 'cpf', country: 'BR', value: '123.456.789-09' }])).toBeNull();
  });

  it('should know tax identifiers by their pointer when the request names no item type', () => {
    const validate = createValidator({
      kind: 'profile',
      valueType: null,
      profilePointer: '/business/taxIdentifiers',
      required: true,
      constraints: null,
      options: [],
    });
    expect(validate([{ type: 'ein', country: 'US', value: '12' }])).toMatchObject({ code: 'invalid_ein', item: 0 });
  });

  it('should hold a type with no fixed format, and its description, to 256 characters', () => {
    const validate = profile('array', 'tax_identifier');
    expect(validate([{ type: 'vat', country: 'DE', value: '12' }])).toBeNull();
    expect(validate([{ type: 'vat', country: 'DE', value: '1'.repeat(257) }])).toMatchObject({ code: 'too_long', limit: 256, item: 0 });
    expect(validate([{ type: 'other', typeDescription: 'd'.repeat(257), country: 'DE', value: '12' }])).toMatchObject({
      code: 'too_long',
      item: 0,
    });
  });

  it('should refuse a tax identifier row without its type, country or value', () => {
    const validate = profile('array', 'tax_identifier');
    expect(validate([{ type: 'ssn', country: 'US', value: '' }])?.code).toBe('incomplete_item');
    expect(validate([{ type: 'ssn', country: 'US', value: '123-45-6789' }])).toBeNull();
  });
});

describe('given constraints on an answer the kit takes as text', () => {
  it('should hold an answer type the kit does not know to its lengths and pattern', () => {
    const constraints = { minLength: 2, maxLength: 5, pattern: '[A-Z]+' };
    expect(validator({ kind: 'unknown', valueType: null, constraints })('A')?.code).toBe('too_short');
    expect(validator({ kind: 'unknown', valueType: null, constraints })('ABCDEF')?.code).toBe('too_long');
    expect(validator({ kind: 'unknown', valueType: null, constraints })('abc')?.code).toBe('pattern_mismatch');
    expect(validator({ kind: 'unknown', valueType: null, constraints })('ABC')).toBeNull();
    expect(validator({ kind: 'unknown', valueType: null, constraints: { maxItems: 1 } })(['a', 'b'])?.code).toBe('too_many_items');
  });

  it('should hold a date to its pattern once it is a real date', () => {
    expect(validator({ kind: 'date', constraints: { pattern: '20\\d\\d-.*' } })('1999-01-01')?.code).toBe('pattern_mismatch');
    expect(validator({ kind: 'date', constraints: { pattern: '20\\d\\d-.*' } })('2001-02-29')?.code).toBe('invalid_date');
    expect(validator({ kind: 'date', constraints: { pattern: '20\\d\\d-.*' } })('2001-01-01')).toBeNull();
  });

  it('should hold a resource reference to its pattern', () => {
    expect(validator({ kind: 'resource_reference', constraints: { pattern: 'rp_[A-Za-z0-9]+' } })('acc_1')?.code).toBe('pattern_mismatch');
    expect(validator({ kind: 'resource_reference', constraints: { pattern: 'rp_[A-Za-z0-9]+' } })('rp_1')).toBeNull();
  });
});

describe('given a birth date in the profile', () => {
  // 28 November 2026 at noon on the device.
  const now = () => new Date(2026, 10, 28, 12).getTime();
  const birthDate = (profilePointer: string) => validator({ kind: 'profile', valueType: 'date', profilePointer, now });

  it('should refuse today and later, and a date more than 120 years back', () => {
    expect(birthDate('/individual/birthDate')('2026-11-28')?.code).toBe('birth_date_in_future');
    expect(birthDate('/individual/birthDate')('2090-01-15')?.code).toBe('birth_date_in_future');
    expect(birthDate('/individual/birthDate')('1026-01-15')?.code).toBe('birth_date_implausible');
    expect(birthDate('/individual/birthDate')('1990-01-15')).toBeNull();
  });

  it('should leave other dates of the profile to their format alone', () => {
    expect(birthDate('/business/incorporationDate')('1026-01-15')).toBeNull();
  });
});
