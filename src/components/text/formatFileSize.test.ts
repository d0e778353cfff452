import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.js';
import { formatFileSize } from './formatFileSize.js';

describe('given a size in bytes', () => {
  it('should pick bytes, kilobytes or megabytes with one decimal at most', () => {
    const i18n = createI18n({ locale: 'en' });
    expect(formatFileSize(i18n, 193)).toBe('193 bytes');
    expect(formatFileSize(i18n, 1)).toBe('1 byte');
    expect(formatFileSize(i18n, 850_000)).toBe('850 kB');
    expect(formatFileSize(i18n, 2_450_000)).toBe('2.5 MB');
  });

  it('should format in the provider locale', () => {
    expect(formatFileSize(createI18n({ locale: 'fr-FR' }), 2_400_000)).toMatch(/^2,4\s?Mo$/u);
    expect(formatFileSize(createI18n({ locale: 'fr-FR' }), 193)).toMatch(/^193\s?octets$/u);
  });

  it('should read a negative or non-finite size as nothing', () => {
    const i18n = createI18n({ locale: 'en' });
    expect(formatFileSize(i18n, -1)).toBe('0 bytes');
    expect(formatFileSize(i18n, Number.NaN)).toBe('0 bytes');
  });
});
