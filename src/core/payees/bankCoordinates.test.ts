import { describe, expect, it } from 'vitest';
import { ibanProblem, isValidBicCode, normalizeBic, normalizeIban } from './bankCoordinates.js';

const IBANS = [
  'DE89 3704 0044 0532 0130 00',
  'gb82 west 1234 5698 7654 32',
  'FR14 2004 1010 0505 0001 3M02 606',
  'nl91abna0417164300',
  'ES91 2100 0418 4502 0005 1332',
  'BE68 5390 0754 7034',
  'IT60 X054 2811 1010 0000 0123 456',
];

describe('given an IBAN', () => {
  it.each(IBANS)('should accept %s with spaces or in lowercase', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(ibanProblem(iban, true)).toBeNull();
    expect(normalizeIban(iban)).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
  });

  it('should send the electronic form', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('should refuse a flipped check digit or a changed account digit as a checksum problem', () => {
    expect(ibanProblem('DE88370400440532013000')).toBe('iban_checksum');
    expect(ibanProblem('DE89370400440532013001')).toBe('iban_checksum');
    expect(ibanProblem('NL91ABNA0417164301')).toBe('iban_checksum');
  });

  it('should refuse a malformed IBAN, and one outside SEPA when SEPA is asked', () => {
    expect(ibanProblem('DE8937040044053201300')).toBe('iban_invalid');
    expect(ibanProblem('XX89370400440532013000')).toBe('iban_invalid');
    expect(ibanProblem('')).toBe('iban_invalid');
    expect(ibanProblem('AE070331234567890123456')).toBeNull();
    expect(ibanProblem('AE070331234567890123456', true)).toBe('iban_not_sepa');
  });
});

describe('given a BIC', () => {
  it.each(['COBADEFF', 'COBADEFFXXX', 'deutdeff500', 'NEDS ZA JJ XXX'])('should accept %s', (bic) => {
    expect(isValidBicCode(bic)).toBe(true);
  });

  it.each(['COBADEFFX', 'COBA1EFF', 'COBAXXFF', 'COBADE', ''])('should refuse %s', (bic) => {
    expect(isValidBicCode(bic)).toBe(false);
  });

  it('should send it in capitals without spaces', () => {
    expect(normalizeBic(' coba de ff ')).toBe('COBADEFF');
  });
});
