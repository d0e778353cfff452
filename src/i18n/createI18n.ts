import { formatAmount } from '../core/money/index.js';
import { createIntlFormatters } from './intlFormatters.js';
import { createTranslator } from './createTranslator.js';
import { catalogues, negotiateLocale } from './negotiateLocale.js';
import type { CreateI18nOptions, MessageErrorReport, PaykitI18n } from './types.js';

const warn = ({ id, locale, source, error }: MessageErrorReport) => {
  console.warn(`[paykit] Message "${id}" (${source}, ${locale}) could not be formatted; falling back.`, error);
};

/**
 * Creates messages and `Intl` formatting for one locale.
 *
 * @example
 * const i18n = createI18n({ locale: 'fr-CA', messages: { 'common.retry': 'Encore' } });
 * i18n.t('common.retry'); // 'Encore'
 * i18n.t('error.validation', { count: 2 }); // 'Veuillez corriger les 2 champs signalés.'
 * i18n.formatMoney('1234.5', 'EUR'); // '1 234,50 €'
 * i18n.countryName('DE'); // 'Allemagne'
 */
export function createI18n(options: CreateI18nOptions): PaykitI18n {
  const { locale, catalogueLocale } = negotiateLocale(options.locale);
  const messages = options.messages ?? {};
  const onMessageError = options.onMessageError ?? warn;
  const shipped = catalogueLocale === 'en' ? undefined : catalogues[catalogueLocale];
  const translation = catalogueLocale === 'en' ? undefined : options.translations?.[catalogueLocale];
  const t = createTranslator({ locale, catalogue: translation ? { ...shipped, ...translation } : shipped, messages, onMessageError });
  return {
    locale,
    timeZone: options.timeZone,
    catalogueLocale,
    messages,
    translation,
    onMessageError,
    t,
    formatMoney: (amount, currency, moneyOptions) => formatAmount(amount, currency, locale, moneyOptions),
    ...createIntlFormatters(locale, options.timeZone),
  };
}
