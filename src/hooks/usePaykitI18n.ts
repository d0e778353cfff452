import { useContext } from 'react';
import { createI18n, type PaykitI18n } from '../i18n/index.js';
import { PaykitContext } from './PaykitContext.js';

let englishI18n: PaykitI18n | undefined;

/**
 * Messages and `Intl` formatting of the nearest `<PaykitProvider>`. Outside a provider it returns
 * a shared English i18n, so the base styled parts (a spinner, a button) work on their own.
 */
export function usePaykitI18n(): PaykitI18n {
  const context = useContext(PaykitContext);
  if (context) return context.i18n;
  englishI18n ??= createI18n({ locale: 'en' });
  return englishI18n;
}
