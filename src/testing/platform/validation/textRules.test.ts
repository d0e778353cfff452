import { describe, expect, it } from 'vitest';
import { Issues } from './Issues.js';
import { checkCountry, checkEmail, checkName, checkNarrative, checkPhone, checkPrintableAscii, checkTimestamp } from './textRules.js';

function codesOf(check: (issues: Issues, pointer: string, value: unknown) => unknown, value: unknown): string[] {
  const issues = new Issues();
  check(issues, '/field', value);
  return issues.list.map((issue) => issue.code);
}

describe('given the text rules of the API description', () => {
  it.each([
    ['Amélie', []],
    ['a'.repeat(256), []],
    ['a'.repeat(257), ['too_long']],
    ['', ['too_short']],
    [' Amélie', ['surrounding_whitespace']],
    ['Amélie ', ['surrounding_whitespace']],
    ['Amé\u0007lie', ['control_character']],
    ['Line\nbreak', ['control_character']],
    [42, ['invalid_type']],
  ])('should judge the name %j as %j', (value, codes) => {
    expect(codesOf(checkName, value)).toEqual(codes);
  });

  it.each([
    ['Two lines\nand\ta tab', []],
    ['Carriage\rreturn', ['control_character']],
    ['x'.repeat(4097), ['too_long']],
  ])('should judge the narrative %j as %j', (value, codes) => {
    expect(codesOf(checkNarrative, value)).toEqual(codes);
  });

  it.each([
    ['+4915123456789', []],
    ['+12', []],
    ['+1', ['invalid_format']],
    ['+0123456', ['invalid_format']],
    ['4915123456789', ['invalid_format']],
    ['+1234567890123456', ['invalid_format']],
  ])('should judge the phone %j as %j', (value, codes) => {
    expect(codesOf(checkPhone, value)).toEqual(codes);
  });

  it('should bound an email at 254 characters', () => {
    expect(codesOf(checkEmail, `${'a'.repeat(242)}@example.com`)).toEqual([]);
    expect(codesOf(checkEmail, `${'a'.repeat(243)}@example.com`)).toEqual(['too_long']);
    expect(codesOf(checkEmail, 'not-an-email')).toEqual(['invalid_format']);
  });

  it('should take two capital letters as a country and nothing else', () => {
    expect(codesOf(checkCountry, 'DE')).toEqual([]);
    expect(codesOf(checkCountry, 'de')).toEqual(['invalid_country']);
    expect(codesOf(checkCountry, 'DEU')).toEqual(['invalid_country']);
  });

  it('should take printable ASCII only for external ids', () => {
    const check = (issues: Issues, pointer: string, value: unknown) => checkPrintableAscii(issues, pointer, value, 256);
    expect(codesOf(check, 'user-4821 ~')).toEqual([]);
    expect(codesOf(check, 'üser')).toEqual(['invalid_characters']);
  });

  it('should read RFC 3339 timestamps and refuse other dates', () => {
    const issues = new Issues();
    expect(checkTimestamp(issues, '/at', '2026-05-01T12:00:00.000Z')).toBe(Date.UTC(2026, 4, 1, 12));
    expect(checkTimestamp(issues, '/at', '2026-05-01')).toBeUndefined();
    expect(issues.list).toEqual([{ pointer: '/at', code: 'invalid_timestamp', message: expect.any(String) }]);
  });
});
