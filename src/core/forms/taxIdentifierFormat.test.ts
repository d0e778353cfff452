import { describe, expect, it } from 'vitest';
import { taxIdentifierProblem } from './taxIdentifierFormat.js';

describe('given a Social Security number', () => {
  it.each(['123-45-6789', '123456789', '123 45 6789', '078-05-1120', '665-01-0001', '899-99-9999'])('should accept %s', (value) => {
    expect(taxIdentifierProblem('ssn', value)).toBeNull();
  });

  it.each([
    ['12', 'too few digits'],
    ['1234567890', 'too many digits'],
    ['123-456789', 'one separator only'],
    ['123-45 6789', 'mixed separators'],
    ['12a-45-6789', 'a letter'],
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['900-12-3456', 'area 9xx'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
  ])('should refuse %s (%s)', (value) => {
    expect(taxIdentifierProblem('ssn', value)).toBe('invalid_ssn');
  });
});

describe('given an ITIN', () => {
  it.each(['912-70-1234', '900501234', '999-99-9999', '912-94-0000', '912-65-1234', '912-90-1234'])('should accept %s', (value) => {
    expect(taxIdentifierProblem('itin', value)).toBeNull();
  });

  it.each(['812-70-1234', '912-49-1234', '912-66-1234', '912-89-1234', '912-93-1234', '91270123'])('should refuse %s', (value) => {
    expect(taxIdentifierProblem('itin', value)).toBe('invalid_itin');
  });
});

describe('given an EIN', () => {
  it.each(['12-3456789', '123456789'])('should accept %s', (value) => {
    expect(taxIdentifierProblem('ein', value)).toBeNull();
  });

  it.each(['12', '123-456789', '00-1234567', '12-345678A'])('should refuse %s', (value) => {
    expect(taxIdentifierProblem('ein', value)).toBe('invalid_ein');
  });
});

describe('given a CPF', () => {
  it.each(['123.456.789-09', '12345678909', '529.982.247-25'])('should accept %s, whose check digits match', (value) => {
    expect(taxIdentifierProblem('cpf', value)).toBeNull();
  });

  it.each(['123.456.789-00', '12345678', '111.111.111-11', '000.000.000-00', '123.456.789-0X'])('should refuse %s', (value) => {
    expect(taxIdentifierProblem('cpf', value)).toBe('invalid_cpf');
  });
});

describe('given a CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])(
    'should accept %s, numeric or alphanumeric, whose check digits match',
    (value) => {
      expect(taxIdentifierProblem('cnpj', value)).toBeNull();
    },
  );

  it.each(['11.222.333/0001-82', '1122233300018', '00.000.000/0000-00', '12.ABC.345/01DE-53'])('should refuse %s', (value) => {
    expect(taxIdentifierProblem('cnpj', value)).toBe('invalid_cnpj');
  });
});

describe('given a type with no fixed format', () => {
  it.each(['tin', 'vat', 'other', 'nif_es'])('should accept any %s within 256 characters', (type) => {
    expect(taxIdentifierProblem(type, '12')).toBeNull();
    expect(taxIdentifierProblem(type, 'x'.repeat(256))).toBeNull();
  });

  it.each(['tin', 'vat', 'other', 'nif_es', 'ssn'])('should refuse a %s of 257 characters, counted in code points', (type) => {
    expect(taxIdentifierProblem(type, 'x'.repeat(257))).toBe('too_long');
    expect(taxIdentifierProblem(type, '😀'.repeat(256))).toBe(type === 'ssn' ? 'invalid_ssn' : null);
  });

  it('should not name a format problem for an empty number (the missing part is reported as such)', () => {
    expect(taxIdentifierProblem('ssn', '')).toBeNull();
  });

  it('should not take an inherited property name for a type', () => {
    expect(taxIdentifierProblem('constructor', '12')).toBeNull();
    expect(taxIdentifierProblem('toString', '12')).toBeNull();
  });
});
