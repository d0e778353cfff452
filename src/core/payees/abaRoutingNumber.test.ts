import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, normalizeRoutingNumber, routingNumberProblem } from './abaRoutingNumber.js';

// JPMorgan Chase NY, Federal Reserve Boston, Bank of America, Wells Fargo, Chase CA, Fed Dallas.
const REAL = ['021000021', '011000015', '026009593', '121000248', '322271627', '111000025'];

describe('given an ABA routing number', () => {
  it.each(REAL)('should accept the real routing number %s', (routingNumber) => {
    expect(routingNumberProblem(routingNumber)).toBeNull();
    expect(isValidRoutingNumber(routingNumber)).toBe(true);
  });

  it('should refuse every one-digit change of a real routing number', () => {
    for (const routingNumber of REAL) {
      for (let index = 0; index < 9; index += 1) {
        const digit = Number(routingNumber[index]);
        const changed = `${routingNumber.slice(0, index)}${(digit + 1) % 10}${routingNumber.slice(index + 1)}`;
        expect(isValidRoutingNumber(changed), changed).toBe(false);
      }
    }
  });

  it('should accept spaces and hyphens, and normalise them away', () => {
    expect(normalizeRoutingNumber(' 021 000-021 ')).toBe('021000021');
    expect(routingNumberProblem('0210 0002 1')).toBeNull();
  });

  it('should say what is wrong', () => {
    expect(routingNumberProblem('O21000021')).toBe('digits_only');
    expect(routingNumberProblem('02100002')).toBe('routing_length');
    expect(routingNumberProblem('0210000210')).toBe('routing_length');
    expect(routingNumberProblem('021000022')).toBe('routing_checksum');
    // 000000000 and 500000005 pass the checksum but no Federal Reserve prefix starts with 00 or 50.
    expect(routingNumberProblem('000000000')).toBe('routing_prefix');
    expect(routingNumberProblem('500000005')).toBe('routing_prefix');
  });
});
