/**
 * Field checks over {@link ./bankRules.ts}: each reports into `Issues` with a pointer and a code,
 * for external bank accounts and recipient destinations alike.
 */
import type { Issues } from '../../validation/Issues.js';
import { ibanProblem, isKnownWalletNetwork, isValidAbaRoutingNumber, isValidBic, isWalletAddressFor } from './bankRules.js';

const IBAN_MESSAGES: Record<string, string> = {
  format: 'must be an IBAN in capitals without spaces: a country code, two check digits and the account identifier',
  unknown_country: 'starts with a country code that does not use IBANs',
  length: 'has the wrong length for its country',
  checksum: 'fails the IBAN check digits (mod 97)',
};

function isString(issues: Issues, pointer: string, value: unknown): value is string {
  if (typeof value === 'string') return true;
  issues.add(pointer, 'invalid_type', 'must be a string');
  return false;
}

/** An ABA routing number (9 digits, valid prefix and checksum). */
export function checkRoutingNumber(issues: Issues, pointer: string, value: unknown): void {
  if (!isString(issues, pointer, value)) return;
  if (!isValidAbaRoutingNumber(value))
    issues.add(pointer, 'invalid_routing_number', 'must be a 9-digit ABA routing number with a valid checksum');
}

/** A US account number: 4 to 17 digits. */
export function checkUsAccountNumber(issues: Issues, pointer: string, value: unknown): void {
  if (!isString(issues, pointer, value)) return;
  if (!/^\d{4,17}$/.test(value)) issues.add(pointer, 'invalid_account_number', 'must be 4 to 17 digits');
}

/** An account number outside the US and SEPA: 1 to 34 letters and digits. */
export function checkForeignAccountNumber(issues: Issues, pointer: string, value: unknown): void {
  if (!isString(issues, pointer, value)) return;
  if (!/^[A-Za-z0-9]{1,34}$/.test(value)) issues.add(pointer, 'invalid_account_number', 'must be 1 to 34 letters and digits');
}

/**
 * An IBAN with a valid length and checksum; when `country` is given, the IBAN must be of it.
 * Returns the IBAN's country when it is valid.
 */
export function checkIban(issues: Issues, pointer: string, value: unknown, country?: string): string | undefined {
  if (!isString(issues, pointer, value)) return undefined;
  const problem = ibanProblem(value);
  if (problem) {
    issues.add(pointer, `iban_${problem === 'format' ? 'invalid_format' : problem}`, IBAN_MESSAGES[problem] ?? 'is not a valid IBAN');
    return undefined;
  }
  const ibanCountry = value.slice(0, 2);
  if (country !== undefined && ibanCountry !== country) {
    issues.add(pointer, 'iban_country_mismatch', `is an IBAN of ${ibanCountry}, not of the account's country ${country}`);
    return undefined;
  }
  return ibanCountry;
}

/** A BIC of 8 or 11 characters; when `country` is given, the BIC's country letters must match. */
export function checkBic(issues: Issues, pointer: string, value: unknown, country?: string): void {
  if (!isString(issues, pointer, value)) return;
  if (!isValidBic(value))
    issues.add(pointer, 'invalid_bic', 'must be a BIC of 8 or 11 characters (bank, country, location, optional branch)');
  else if (country !== undefined && value.slice(4, 6) !== country)
    issues.add(pointer, 'bic_country_mismatch', `is a BIC of ${value.slice(4, 6)}, not of ${country}`);
}

/** A wallet network the platform knows; returns it when known. */
export function checkWalletNetwork(issues: Issues, pointer: string, value: unknown): string | undefined {
  if (!isString(issues, pointer, value)) return undefined;
  if (isKnownWalletNetwork(value)) return value;
  issues.add(pointer, 'invalid_network', 'must be one of: polygon, ethereum, base, arbitrum, optimism, bsc, avalanche');
  return undefined;
}

/** A wallet address in the form `network` uses (checked only when the network is known). */
export function checkWalletAddress(issues: Issues, pointer: string, value: unknown, network: string | undefined): void {
  if (!isString(issues, pointer, value) || network === undefined) return;
  if (!isWalletAddressFor(network, value))
    issues.add(pointer, 'invalid_address', `is not an address of the ${network} network (0x and 40 hexadecimal digits)`);
}
