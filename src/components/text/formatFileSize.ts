import type { PaykitI18n } from '../../i18n/index.js';

/**
 * A size in bytes for a person, in the provider's locale: "1 byte", "512 bytes", "850 kB",
 * "2.4 MB" (decimal units, as file managers show them). Bytes are written out, so the plural
 * follows the locale's rules (`Intl` has no short plural for them). A negative or non-finite size
 * reads as 0.
 */
export function formatFileSize(i18n: PaykitI18n, bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const [value, unit] = size >= 1_000_000 ? [size / 1_000_000, 'megabyte'] : size >= 1000 ? [size / 1000, 'kilobyte'] : [size, 'byte'];
  return i18n.formatNumber(value, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 });
}
