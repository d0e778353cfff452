/**
 * What each payment method allows for accounts: the currency it moves, the countries issued and
 * external bank accounts may sit in, and which methods can receive into a bank account at all.
 */
import { capabilityCatalog, isBankBacked } from '../../catalog/index.js';
import { isSepaCountry } from './bankRules.js';

/** Methods under which the platform issues bank accounts (its bank-backed capabilities). */
export const issuedBankMethods: readonly string[] = [
  ...new Set(capabilityCatalog.filter(isBankBacked).map((capability) => capability.method)),
];

/** Countries issued bank accounts of each method can be opened in; the first is the default. */
const issuingCountries: Readonly<Record<string, readonly string[]>> = {
  ach: ['US'],
  wire: ['US'],
  sepa: ['DE', 'NL'],
  faster_payments: ['GB'],
  pix: ['BR'],
  spei: ['MX'],
};

/** The countries an issued bank account of `method` may be opened in, default first. */
export function issuingCountriesOf(method: string): readonly string[] {
  const fromCatalog = capabilityCatalog.find((capability) => capability.method === method)?.defaultCountry;
  return issuingCountries[method] ?? (fromCatalog ? [fromCatalog] : []);
}

/** The currency a method moves, when it moves exactly one (swift moves many: `undefined`). */
export const methodCurrency: Readonly<Record<string, string>> = {
  ach: 'USD',
  wire: 'USD',
  rtp: 'USD',
  sepa: 'EUR',
  sepa_instant: 'EUR',
  faster_payments: 'GBP',
  pix: 'BRL',
  spei: 'MXN',
  pse: 'COP',
  transfers_3_0: 'ARS',
  uaefts: 'AED',
};

/** Bank rails that can deliver into an external bank account. */
export const receivingBankMethods: readonly string[] = [
  'ach',
  'wire',
  'rtp',
  'sepa',
  'sepa_instant',
  'swift',
  'faster_payments',
  'pix',
  'spei',
  'pse',
  'transfers_3_0',
  'uaefts',
];

/**
 * Methods that only send money in (a payer's card or wallet checkout, or the stablecoin rail):
 * an external bank account cannot be registered for them.
 */
export const sendingMethods: readonly string[] = ['card', 'apple_pay', 'google_pay', 'cash_app', 'blik', 'stablecoin_transfers'];

const methodCountries: Readonly<Record<string, (country: string) => boolean>> = {
  ach: (country) => country === 'US',
  rtp: (country) => country === 'US',
  sepa: isSepaCountry,
  sepa_instant: isSepaCountry,
  faster_payments: (country) => country === 'GB',
  pix: (country) => country === 'BR',
  spei: (country) => country === 'MX',
  pse: (country) => country === 'CO',
  transfers_3_0: (country) => country === 'AR',
  uaefts: (country) => country === 'AE',
};

/** True when a bank account in `country` can be reached by `method` (wire and swift reach all). */
export function methodReachesCountry(method: string, country: string): boolean {
  return methodCountries[method]?.(country) ?? true;
}
