import { composeIBAN, countrySpecs, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { ibanProblem } from './bankCoordinates.js';
import { ibanFormatOf } from './ibanRegistry.js';

// ibantools tracks the SWIFT IBAN registry; paykit ships its own compact copy (bytes), held to it here.
const registry = Object.entries(countrySpecs).filter(([, spec]) => spec.chars !== undefined);

/** ibantools' BBAN pattern in the notation of ours (a few of its patterns lack the anchors its length check makes moot). */
const asOurPattern = (source: string) =>
  `^${source.replace(/^\^|\$$/g, '')}$`.replace(/\[0-9\]/g, '\\d').replace(/\[(A-Z0-9|0-9A-Z)\]/g, '[A-Z\\d]');

/** A deterministic stream of numbers in [0, 1), so a failure repeats. */
function seeded(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function randomBban(pattern: string, random: () => number): string {
  return [...pattern.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)]
    .map(([, kind, count]) => {
      const alphabet =
        kind === '0-9' ? '0123456789' : kind === 'A-Z' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      return Array.from({ length: Number(count) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    })
    .join('');
}

describe('given the IBAN registry', () => {
  it('should know every IBAN country with its length, its BBAN structure and whether it is in SEPA', () => {
    expect(registry.length).toBeGreaterThan(100);
    for (const [country, spec] of registry) {
      const format = ibanFormatOf(country);
      expect({ country, length: format?.length, isSepa: format?.isSepa, bban: format?.bban.source }).toEqual({
        country,
        length: spec.chars,
        isSepa: spec.SEPA === true,
        bban: asOurPattern(spec.bban_regexp ?? ''),
      });
    }
    expect(ibanFormatOf('US')).toBeUndefined();
  });

  it('should agree with ibantools on valid IBANs of every country and on each with one character changed', () => {
    const random = seeded(19);
    for (const [country, spec] of registry) {
      const iban = composeIBAN({ countryCode: country, bban: randomBban(spec.bban_regexp ?? '', random) });
      if (!iban) continue;
      // ibantools also runs the national check digits of 17 countries: compare where it says no more than we do.
      const theirs = validateIBAN(iban).errorCodes.filter((code) => code !== ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
      expect({ iban, problem: ibanProblem(iban) }).toEqual({ iban, problem: theirs.length === 0 ? null : expect.any(String) });

      const at = 4 + Math.floor(random() * (iban.length - 4));
      const digit = iban[at] === '7' ? '3' : '7';
      const changed = `${iban.slice(0, at)}${digit}${iban.slice(at + 1)}`;
      const changedTheirs = validateIBAN(changed).errorCodes.filter((code) => code !== ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
      const expected =
        changedTheirs.length === 0
          ? null
          : changedTheirs.every((code) => code === ValidationErrorsIBAN.WrongIBANChecksum)
            ? 'iban_checksum'
            : 'iban_invalid';
      expect({ changed, problem: ibanProblem(changed) }).toEqual({ changed, problem: expected });
    }
  });
});
