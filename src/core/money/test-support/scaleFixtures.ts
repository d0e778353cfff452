/** Amounts and scales for the tests that walk the whole ISO 4217 table. */
import { STABLECOIN_SCALE, stablecoins } from '../currencyScale.js';
import { isoCurrencyCodes, isoMinorUnits } from '../iso4217.js';

/** `'100'` with `digits` fraction digits: `'100'`, `'100.5'`, `'100.55'`… */
export const amountWithDigits = (digits: number): string => (digits === 0 ? '100' : `100.${'5'.repeat(digits)}`);

/** The scale the table gives a currency: its ISO 4217 minor units, or 6 for a stablecoin. */
export const tableScale = (currency: string): number => isoMinorUnits(currency) ?? STABLECOIN_SCALE;

/** Every active ISO 4217 currency of the table, then the stablecoins. */
export const everyCurrency: readonly string[] = [...isoCurrencyCodes, ...stablecoins];
