/**
 * Bank and wallet coordinate rules shared by external bank accounts and recipient destinations:
 * ABA routing numbers, IBANs, BICs, CLABEs and wallet addresses.
 */
import { walletNetworks } from '../../catalog/index.js';

/** IBAN length of each SEPA country. */
export const sepaIbanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** IBAN length of countries that use IBANs outside SEPA. */
const otherIbanLengths: Readonly<Record<string, number>> = {
  AE: 23,
  AL: 28,
  AZ: 28,
  BA: 20,
  BH: 22,
  BR: 29,
  CR: 22,
  DO: 28,
  EG: 29,
  FO: 18,
  GE: 22,
  GL: 18,
  GT: 28,
  IL: 23,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MU: 30,
  PK: 24,
  PS: 29,
  QA: 29,
  RS: 22,
  SA: 24,
  TN: 24,
  TR: 26,
  UA: 29,
  VG: 24,
  XK: 20,
};

/** What is wrong with an IBAN, if anything. */
export type IbanProblem = 'format' | 'unknown_country' | 'length' | 'checksum';

/** True when `country` is in the SEPA scheme. */
export function isSepaCountry(country: string): boolean {
  return country in sepaIbanLengths;
}

/** The ISO 7064 mod-97 remainder of an IBAN rearranged for checking (letters as 10–35). */
function ibanRemainder(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * Checks an IBAN written without spaces in capitals: its country's length and the mod-97 checksum.
 * Returns `null` when it is valid.
 */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const length = sepaIbanLengths[iban.slice(0, 2)] ?? otherIbanLengths[iban.slice(0, 2)];
  if (length === undefined) return 'unknown_country';
  if (iban.length !== length) return 'length';
  return ibanRemainder(iban.slice(4) + iban.slice(0, 4)) === 1 ? null : 'checksum';
}

/** The two check digits that make `country` + `bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${bban}${country}00`);
  return String(98 - remainder).padStart(2, '0');
}

/** A BIC: 4 letters (bank), 2 letters (country), 2 alphanumerics (location), optional 3 (branch). */
export function isValidBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic);
}

/**
 * An ABA routing number: 9 digits, a Federal Reserve prefix (01–12, 21–32, 61–72, 80) and the
 * 3-7-1 weighted checksum.
 */
export function isValidAbaRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const prefix = Number(routingNumber.slice(0, 2));
  const validPrefix = (prefix >= 1 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!validPrefix) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routingNumber].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** The control digit of a Mexican CLABE from its first 17 digits (weights 3, 7, 1). */
export function clabeCheckDigit(firstSeventeen: string): string {
  const weights = [3, 7, 1];
  const sum = [...firstSeventeen].reduce((total, digit, index) => total + ((Number(digit) * (weights[index % 3] ?? 0)) % 10), 0);
  return String((10 - (sum % 10)) % 10);
}

/** True when `network` is a wallet network the platform knows. */
export function isKnownWalletNetwork(network: string): boolean {
  return Object.hasOwn(walletNetworks, network);
}

/** True when `address` has the form `network` uses. */
export function isWalletAddressFor(network: string, address: string): boolean {
  return walletNetworks[network]?.test(address) ?? false;
}

/**
 * The stablecoins each network carries on the platform. USDT is not issued on Base or
 * Optimism here, so a USDT wallet there is refused as unsupported rather than invalid.
 */
export const stablecoinsByNetwork: Readonly<Record<string, readonly string[]>> = {
  polygon: ['USDC', 'USDT'],
  ethereum: ['USDC', 'USDT'],
  base: ['USDC'],
  arbitrum: ['USDC', 'USDT'],
  optimism: ['USDC'],
  bsc: ['USDC', 'USDT'],
  avalanche: ['USDC', 'USDT'],
};

/** True when the platform moves `currency` on `network`. */
export function isStablecoinOnNetwork(currency: string, network: string): boolean {
  return stablecoinsByNetwork[network]?.includes(currency) ?? false;
}
